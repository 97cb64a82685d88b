/**
 * Builds an API path with every interpolated value URL-encoded, so a flag named "a/b" or
 * "x?y" can never change which endpoint is called.
 */
export function apiPath(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  return strings.reduce((path, part, i) => path + part + (i < values.length ? segment(values[i]) : ''), '');
}

/**
 * A name that is "." or ".." (the import keeps names as given) cannot travel as a path segment:
 * URL parsers read it, and its encoded form %2E too, as "this folder" or "one up", so the call
 * would go to another endpoint. Better a clear refusal than a request somewhere else.
 */
function segment(value: string | number | undefined): string {
  const text = String(value);
  if (text === '.' || text === '..') throw new Error(`"${text}" cannot be sent as part of an address: browsers read it as a step in the path.`);
  return encodeURIComponent(text);
}
