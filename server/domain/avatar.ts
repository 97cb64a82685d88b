/**
 * The picture of a person that Unleash's answers carry as `imageUrl`: Unleash links Gravatar by a
 * hash of the person's email; the embedded service sends no one's address, hashed or not, to a
 * third party, so the picture is drawn here, as a `data:` URL any page shows without a request:
 * the initials of the name, on a colour of the person's id.
 */

const hues = [210, 160, 20, 280, 340, 40, 190, 100] as const;

function initialsOf(name: string): string {
  const words = name.split(/[\s@._-]+/).filter((word) => /^\p{L}|^\p{N}/u.test(word));
  const letters = words.slice(0, 2).map((word) => [...word][0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

export function avatarUrl(person: { id: number; name: string }): string {
  const hue = hues[Math.abs(person.id) % hues.length] ?? hues[0];
  const initials = initialsOf(person.name).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="42" height="42" viewBox="0 0 42 42"><rect width="42" height="42" rx="21" fill="hsl(${hue} 45% 40%)"/>`
    + `<text x="21" y="26" font-family="sans-serif" font-size="15" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
