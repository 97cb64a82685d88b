import type { FastifyRequest } from 'fastify';

/**
 * The defence against cross-site request forgery for what a cookie authenticates: a write (any
 * method but GET, HEAD and OPTIONS) must say it comes from the console's own pages. Browsers send
 * `Origin` on every such request, and a page cannot forge it; its host and port must be the
 * service's own (the `Host` the request was sent to, or the `X-Forwarded-Host` of a proxy of
 * `TRUST_PROXY`). Without `Origin`, `Sec-Fetch-Site: same-origin` is taken instead; with neither,
 * the write is refused. Chosen over an anti-CSRF token because it needs no state, no token in
 * the page and nothing from the console: the check sits where the cookie is read.
 * Requests that carry a token in `Authorization` need none of this: no browser adds that header
 * by itself.
 */
const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isWrite = (method: string): boolean => !reads.has(method);

/** Whether the origin names the host and port the request was sent to (a default port written or not). */
function sameHost(origin: string, host: string): boolean {
  try {
    const from = new URL(origin);
    return new URL(`${from.protocol}//${host}`).host === from.host;
  } catch {
    return false;
  }
}

/** Why the request may not be a write on a cookie's authority, or undefined when it may. */
export function crossSiteProblem(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== 'null') {
    return sameHost(origin, request.host) ? undefined : `it comes from ${origin}, not from this console's pages`;
  }
  if (origin === 'null') return 'it comes from a page with no origin (a sandbox, a file or a redirect)';
  return request.headers['sec-fetch-site'] === 'same-origin' ? undefined : 'it does not say where it comes from (no Origin header)';
}

export const crossSiteMessage = (problem: string): string =>
  `Refused: a change signed in by a session cookie must come from the console itself, and ${problem}. Scripts and other tools sign in with a token instead.`;
