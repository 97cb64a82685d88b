/**
 * Whether an Accept-Encoding header accepts `coding` (RFC 9110, 12.5.3): named, or by `*`, with a
 * weight above zero; a coding named with q=0 is refused even where `*` would take it.
 */
export function acceptsEncoding(header: string | undefined, coding: string): boolean {
  if (header === undefined) return false;
  let wildcard = false;
  for (const entry of header.split(',')) {
    const [name = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    const weight = parameters.find((parameter) => parameter.startsWith('q='));
    const accepted = weight === undefined || Number(weight.slice(2)) > 0;
    if (name === coding) return accepted;
    if (name === '*') wildcard = accepted;
  }
  return wildcard;
}
