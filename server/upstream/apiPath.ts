/**
 * Whether a request path stays inside the upstream's `/api` however a server on the way reads it.
 * The WHATWG URL parser (undici builds the upstream request with it) takes `\` for `/` and
 * resolves `..`, `%2e%2e` and `.%2e`; a server that decodes before it splits also takes `%2f` and
 * `%5c` for separators. Upstream mode passes `/api` through, and Unleash's password sign-in and
 * sign-out at their exact paths (`proxyApi.ts`), nothing else (not its metrics or its own UI), so a raw backslash, or a `.` or `..` segment
 * however it is written, is refused before anything is sent. The console never sends either: its
 * paths encode every segment and refuse `.` and `..` (`src/api/client.ts`).
 */
export function staysInsideApi(path: string, basePath = ''): boolean {
  if (path.includes('\\')) return false;
  const decoded = decodeDotsAndSeparators(path);
  if (decoded === undefined || decoded.split(/[/\\]/).some((segment) => segment === '.' || segment === '..')) return false;
  const resolved = new URL(basePath + path, 'http://upstream.invalid').pathname;
  return resolved === `${basePath}/api` || resolved.startsWith(`${basePath}/api/`);
}

const dotOrSeparator = /%(2e|2f|5c|25)/gi;

/**
 * Decodes `.`, `/`, `\` and `%` only, as often as a server might (twice), so `%252e` counts as a
 * dot. A path that is encoded deeper still is not one the console sends: undefined, refused.
 */
function decodeDotsAndSeparators(path: string): string | undefined {
  let current = path;
  for (let round = 0; round < 3; round += 1) {
    const next = current.replace(dotOrSeparator, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    if (next === current) return current;
    current = next;
  }
  return undefined;
}
