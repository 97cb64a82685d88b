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
 * - `Cookie` is dropped. The console signs in with a token the browser never sends by itself; a
 *   cookie it does send by itself, also on another site's form post, and cookies are not kept
 *   apart by port: Unleash's own session cookie from the same host would sign requests in unseen,
 *   the ambient credential cross-site request forgery needs. Password sign-in through Flagdeck
 *   would want that cookie, with a defence against forgery designed for it, not a pass-through.
 *   For the same reason the upstream's `Set-Cookie` is not passed back.
 * - `Proxy-Authorization` is dropped: it is meant for a proxy between the browser and Flagdeck.
 * - `X-Forwarded-Host`, `X-Forwarded-Port`, `Forwarded`, `X-Real-IP` are dropped: the client
 *   chooses them and the upstream needs none (Unleash builds its links from its own UNLEASH_URL).
 */
const dropped = ['cookie', 'proxy-authorization', 'x-forwarded-host', 'x-forwarded-port', 'forwarded', 'x-real-ip'];

export function headersForUpstream(headers: Headers, caller: { ip: string; protocol: string }): Headers {
  const kept: Headers = { ...headers, 'x-forwarded-for': caller.ip, 'x-forwarded-proto': caller.protocol };
  for (const name of dropped) delete kept[name];
  return kept;
}

export function headersFromUpstream(headers: Headers): Headers {
  const kept: Headers = { ...headers };
  delete kept['set-cookie'];
  return kept;
}
