import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorBodySchema, errorNames } from '../../contract/error';
import { emailBodySchema, loginBodySchema, passwordBodySchema, setPasswordBodySchema, tokenUserSchema, userSchema } from '../../contract/users';
import { publicRoute } from '../http/access';
import { HttpError } from '../http/errors';
import { routesOf } from '../http/route';
import { crossSiteMessage, crossSiteProblem } from '../http/sameOrigin';
import { clearSessionCookie, sessionIdFrom, setSessionCookie } from '../http/sessionCookie';
import { linkOwner, setPasswordWithLink } from '../services/passwordLinks';
import { checkPasswordStrength, signIn } from '../services/signIn';
import { personAnswer } from '../store/people';
import type { RouteContext } from './context';

/**
 * A browser that posts here from another site's page says so in `Origin`: refused, so no page
 * elsewhere can sign a visitor in as someone else, or out. Tools that send no `Origin` carry no
 * cookie of the visitor's, and may.
 */
function refuseOtherSites(request: FastifyRequest): void {
  if (request.headers.origin === undefined) return;
  const problem = crossSiteProblem(request);
  if (problem !== undefined) throw new HttpError(403, errorNames.noAccess, crossSiteMessage(problem));
}

/** Password sign-in and the one-time password links, at Unleash's paths and in its shapes. */
export function registerAuthRoutes(app: FastifyInstance, { db, people }: RouteContext): void {
  const route = routesOf(app, 'Sign-in');

  route({
    method: 'POST', url: '/auth/simple/login', access: publicRoute,
    summary: 'Sign in with a username or email and a password; the answer sets the session cookie',
    description: 'Failed sign-ins are limited per account and per address (429 with Retry-After). An unknown name and a wrong password get the same 401.',
    body: loginBodySchema,
    responses: { 200: userSchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema },
    handler: async ({ body, request, reply }) => {
      refuseOtherSites(request);
      const { username, password } = body();
      const { user, session } = await signIn(db, people, { username, password, address: request.ip });
      setSessionCookie(request, reply, session.id, session.maxAgeSeconds);
      return reply.header('cache-control', 'no-store').send(personAnswer(user));
    },
  });

  route({
    method: 'POST', url: '/logout', access: publicRoute,
    summary: 'Sign out: ends this session and clears its cookie, then sends the browser to the sign-in page',
    responses: { 302: null, 403: errorBodySchema },
    handler: async ({ request, reply }) => {
      const sessionId = sessionIdFrom(request.headers.cookie);
      if (sessionId !== undefined) {
        refuseOtherSites(request);
        people.sessions.end(sessionId);
      }
      clearSessionCookie(request, reply);
      return reply.redirect('/sign-in', 302);
    },
  });

  route({
    method: 'GET', url: '/auth/reset/validate', access: publicRoute,
    summary: 'Whose one-time password link this is (404 once it was used, replaced or has expired)',
    query: z.object({ token: z.string().min(1).max(200) }),
    responses: { 200: tokenUserSchema, 404: errorBodySchema },
    handler: async ({ query, reply }) => reply.header('cache-control', 'no-store').send(linkOwner(db, query.token)),
  });

  route({
    method: 'POST', url: '/auth/reset/password', access: publicRoute,
    summary: 'Set a password with a one-time link; ends the person\'s sessions and voids the link',
    body: setPasswordBodySchema,
    responses: { 200: null, 400: errorBodySchema, 404: errorBodySchema },
    handler: async ({ body, request, reply }) => {
      refuseOtherSites(request);
      const { token, password } = body();
      await setPasswordWithLink(db, token, password);
      return reply.status(200).send();
    },
  });

  route({
    method: 'POST', url: '/auth/reset/validate-password', access: publicRoute,
    summary: 'Whether a password is strong enough (400 naming each rule it breaks)',
    body: passwordBodySchema,
    responses: { 200: null, 400: errorBodySchema },
    handler: async ({ body, reply }) => {
      checkPasswordStrength(body().password);
      return reply.status(200).send();
    },
  });

  route({
    method: 'POST', url: '/auth/reset/password-email', access: publicRoute,
    summary: 'Ask for a password reset email: answered 200 whether or not the address is anyone\'s, as Unleash answers; the embedded service sends no mail',
    description: 'Unleash mails a reset link when it has a mail server, and answers the same whoever is asked for, so the answer tells nobody which addresses have accounts. The embedded service has no mail server: it answers 200 and does nothing else (no link is made, the store is not written, the address is not logged). An admin makes a reset link in Users instead (`POST /api/admin/user-admin/reset-password`) and passes it on.',
    body: emailBodySchema,
    responses: { 200: null },
    handler: async ({ body, reply }) => {
      body();
      return reply.status(200).send();
    },
  });
}
