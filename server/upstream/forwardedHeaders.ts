import type { IncomingHttpHeaders } from 'node:http';
import type { IncomingHttpHeaders as Http2IncomingHttpHeaders } from 'node:http2';

type Headers = IncomingHttpHeaders | Http2IncomingHttpHeaders;

/**
 * What of the browser's headers the upstream gets, decided per header (Unleash runs Express with
 * `trust proxy` on, so it believes every forwarding header it is sent):
 * - `Authorization` passes: it is how the console signs in.
 * - `X-Forwarded-For` is rewritten to the one address Flagdeck determined under `TRUST_PROXY`
 *   (Fastify's `request.ip`). Unleash takes the leftmost entry of a chain as the caller, for its
 *   rate limits and the frontend API's `remoteAddress`, so a chain the client wrote must not reach it.
 * - `X-Forwarded-Proto` is rewritten to the protocol the caller used, under the same trust: what
 *   Unleash's secure session cookie would need, were password sign-in ever passed through.
 * - `Cookie` passes only as Unleash's session cookie (`unleash-session`), and only on a request
 *   without a token: a person signed in with Unleash's password sign-in (`/auth/simple/login`,
 *   passed through for that) is that cookie. The browser sends a cookie by itself, also with
 *   another site's request, and cookies are not kept apart by port, so a write that the cookie
 *   alone authenticates must come from the console's own pages (`proxyApi.ts`, the same check as
 *   the embedded service's, `http/sameOrigin.ts`); no other cookie of the console's origin leaves.
 *   The upstream's `Set-Cookie` comes back for that cookie alone, its `Path` made `/` when the
 *   upstream lives under a base path (the console calls `/api` at its own root).
 * - `Proxy-Authorization` is dropped: it is meant for a proxy between the browser and Flagdeck.
 * - `X-Forwarded-Host`, `X-Forwarded-Port`, `Forwarded`, `X-Real-IP` are dropped: the client
 *   chooses them and the upstream needs none (Unleash builds its links from its own UNLEASH_URL).
 */
const dropped = ['cookie', 'proxy-authorization', 'x-forwarded-host', 'x-forwarded-port', 'forwarded', 'x-real-ip'];

/** Unleash's session cookie (its `session.cookieName`). */
export const upstreamSessionCookie = 'unleash-session';

/** The Cookie header reduced to Unleash's session cookie, if the browser sent it. */
export function upstreamSessionOf(cookieHeader: string | undefined): string | undefined {
  const kept = (cookieHeader ?? '').split(';').map((pair) => pair.trim()).filter((pair) => pair.startsWith(`${upstreamSessionCookie}=`));
  return kept.length === 0 ? undefined : kept.join('; ');
}

export function headersForUpstream(headers: Headers, caller: { ip: string; protocol: string }): Headers {
  const session = headers.authorization === undefined ? upstreamSessionOf(typeof headers.cookie === 'string' ? headers.cookie : undefined) : undefined;
  const kept: Headers = { ...headers, 'x-forwarded-for': caller.ip, 'x-forwarded-proto': caller.protocol };
  for (const name of dropped) delete kept[name];
  if (session !== undefined) kept.cookie = session;
  return kept;
}

/** Unleash's session cookie, with its `Path` at the console's root when the upstream has a base path. */
function sessionCookieFromUpstream(setCookie: string, basePath: string): string | undefined {
  if (!setCookie.startsWith(`${upstreamSessionCookie}=`)) return undefined;
  if (basePath === '') return setCookie;
  return setCookie.replace(/;\s*Path=[^;]*/i, '; Path=/');
}

export function headersFromUpstream(headers: Headers, basePath = ''): Headers {
  const kept: Headers = { ...headers };
  const cookies = [headers['set-cookie'] ?? []].flat().flatMap((cookie) => sessionCookieFromUpstream(cookie, basePath) ?? []);
  delete kept['set-cookie'];
  if (cookies.length > 0) kept['set-cookie'] = cookies;
  return kept;
}
