import type { FastifyReply, FastifyRequest } from 'fastify';
import { oidcSignInMinutes } from '../../contract/singleSignOn';
import { randomIdFrom } from './sessionCookie';

/**
 * The cookie that ties a single sign-on under way to the browser that started it: the id of the
 * pending sign-in (`oidc/pendingSignIns.ts`), `HttpOnly`, sent only to `/auth/oidc`, for as long
 * as a sign-in may take. `SameSite=Lax`, not Strict as the session's: the provider sends the
 * browser back from its own site, and only Lax cookies go with that navigation.
 */
const name = 'flagdeck-sso';
const path = '/auth/oidc';

export const pendingSignInIdFrom = (request: FastifyRequest): string | undefined => randomIdFrom(request.headers.cookie, name);

function cookie(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${name}=${value}; Path=${path}; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

export function setPendingSignInCookie(request: FastifyRequest, reply: FastifyReply, id: string): void {
  void reply.header('set-cookie', cookie(request, id, oidcSignInMinutes * 60));
}

export function clearPendingSignInCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('set-cookie', cookie(request, '', 0));
}
