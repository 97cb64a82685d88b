/**
 * CORS for the frontend API, which browser SDKs call from the app's own origin. The console needs
 * none (it is served by this service), so only `/api/frontend` answers cross-origin requests.
 */

/** `CORS_ORIGINS`: `*` (any origin, the default, as Unleash's) or a list of exact origins. */
export type AllowedOrigins = '*' | readonly string[];

/** What the browser SDK sends (unleash-proxy-client 3.x), so its preflight is allowed as is. */
export const corsAllowedHeaders = [
  'Authorization', 'Content-Type', 'If-None-Match', 'Unleash-AppName', 'Unleash-SDK', 'Unleash-Connection-Id',
].join(', ');

// A browser's Origin header: a scheme and a host (with its port), no path, and no comma (which
// would make one entry of CORS_ORIGINS two).
const originPattern = /^https?:\/\/[^/\s?#,]+$/i;

/** Parses `CORS_ORIGINS`; a problem names the entry, so a typo cannot silently lock browsers out. */
export function parseAllowedOrigins(raw: string | undefined): AllowedOrigins | { problem: string } {
  const entries = (raw ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  return entries.length === 0 ? '*' : parseOrigins(entries);
}

/**
 * A list of origins, each entry one origin as given (trimmed): `*` alone (any origin), or exact
 * origins. A blank entry is no origin; an empty list is the caller's to read (CORS_ORIGINS unset
 * means any origin, Unleash's admin API's `[]` none).
 */
export function parseOrigins(entries: readonly string[]): AllowedOrigins | { problem: string } {
  const trimmed = entries.map((entry) => entry.trim());
  if (trimmed.length === 1 && trimmed[0] === '*') return '*';
  for (const entry of trimmed) {
    if (entry === '*') return { problem: '"*" allows every origin and cannot be combined with a list' };
    if (!originPattern.test(entry)) return { problem: `"${entry}" is not an origin such as https://app.example.com (scheme and host, no path)` };
  }
  // Browsers send the origin lower-case in its scheme and host; compare it that way.
  return trimmed.map((entry) => entry.toLowerCase());
}

/** The headers that let (or, by their absence, do not let) a page at `origin` read the answer. */
export function corsHeaders(allowed: AllowedOrigins, origin: string | undefined): Record<string, string> {
  const exposed = { 'access-control-expose-headers': 'ETag' };
  if (allowed === '*') return { 'access-control-allow-origin': '*', ...exposed };
  // The answer depends on Origin, so caches must keep one copy per origin, allowed or not.
  if (origin !== undefined && allowed.includes(origin.toLowerCase())) {
    return { 'access-control-allow-origin': origin, vary: 'Origin', ...exposed };
  }
  return { vary: 'Origin' };
}

/** The answer to a preflight: the CORS headers plus what may be sent, cached by the browser a day. */
export function preflightHeaders(allowed: AllowedOrigins, origin: string | undefined): Record<string, string> {
  const headers = corsHeaders(allowed, origin);
  if (!('access-control-allow-origin' in headers)) return headers;
  return {
    ...headers,
    'access-control-allow-methods': 'GET, POST',
    'access-control-allow-headers': corsAllowedHeaders,
    'access-control-max-age': '86400',
  };
}
