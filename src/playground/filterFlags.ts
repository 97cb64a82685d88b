/** Search within results: a flag matches when its name or a variant's name contains the words. */
export function matchesSearch(search: string, texts: ReadonlyArray<string | undefined>): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = texts.filter(Boolean).join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
}
