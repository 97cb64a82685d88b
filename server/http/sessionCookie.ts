import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The cookie that carries a session id: `HttpOnly` (no script reads it), `SameSite=Strict` (no
 * other site's page sends it), `Path=/`, and `Secure` when the caller reached the service over
 * HTTPS, itself or through a proxy of `TRUST_PROXY` that says so in `X-Forwarded-Proto`.
 * Writes it authenticates are further held to the console's own origin (`sameOrigin.ts`).
 */
export const sessionCookieName = 'flagdeck-session';

/** The session id the request's Cookie header carries, if any. */
export const sessionIdFrom = (header: string | undefined): string | undefined => randomIdFrom(header, sessionCookieName);

/** The value of the cookie `name` in the Cookie header, when it is a random id as this service makes them. */
export function randomIdFrom(header: string | undefined, name: string): string | undefined {
  if (header === undefined) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) {
      const value = pair.slice(at + 1).trim();
      if (/^[A-Za-z0-9_-]{1,100}$/.test(value)) return value;
    }
  }
  return undefined;
}

function cookie(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${sessionCookieName}=${value}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, id: string, maxAgeSeconds: number): void {
  void reply.header('set-cookie', cookie(request, id, maxAgeSeconds));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('set-cookie', cookie(request, '', 0));
}
