import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorBodySchema } from '../../contract/error';
import { oidcCallbackPath, oidcLoginPath, providerErrorCode, signInOptionsSchema, type OidcRefusal } from '../../contract/singleSignOn';
import { NotFound } from '../domain/errors';
import { publicRoute } from '../http/access';
import { clearPendingSignInCookie, pendingSignInIdFrom, setPendingSignInCookie } from '../http/pendingSignInCookie';
import { routesOf } from '../http/route';
import { setSessionCookie } from '../http/sessionCookie';
import { OidcRefused } from '../oidc/relyingParty';
import { signInWithClaims } from '../services/singleSignOn';
import type { RouteContext } from './context';

const nextPath = z.string().max(2_000).optional();

/** The console's sign-in page, with what it is to say; it checks `next` before going there (`src/lib/paths.ts`). */
function toSignInPage(reply: FastifyReply, query: Record<string, string | undefined>): FastifyReply {
  const search = new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, value]])));
  return reply.header('cache-control', 'no-store').redirect(`/sign-in?${search.toString()}`, 302);
}

function refused(reply: FastifyReply, reason: OidcRefusal, next: string | undefined, providerError?: string): FastifyReply {
  return toSignInPage(reply, { 'sso-refused': reason, error: providerError, next });
}

/**
 * Single sign-on with OpenID Connect at Unleash's paths (its paid edition's): the sign-in page's
 * button leads to `/auth/oidc/login`, which sends the browser to the provider; the provider sends
 * it back to `/auth/oidc/callback`, which opens the same session as a password sign-in. Both are
 * browser navigations, so both answer with a redirect, a refusal included (to the sign-in page,
 * which says why).
 */
export function registerSingleSignOnRoutes(app: FastifyInstance, { db, people, oidc }: RouteContext): void {
  const route = routesOf(app, 'Sign-in');
  const notSetUp = () => new NotFound('Single sign-on is not set up on this service (OIDC_ISSUER).');

  route({
    method: 'GET', url: '/auth/sign-in-options', access: publicRoute,
    summary: 'How people may sign in here: whether single sign-on is offered, and with which provider',
    responses: { 200: signInOptionsSchema },
    handler: async ({ reply }) => reply.send({ oidc: oidc ? { providerName: oidc.settings.providerName } : null }),
  });

  route({
    method: 'GET', url: oidcLoginPath, access: publicRoute,
    summary: 'Start a single sign-on: sends the browser to the OpenID provider (authorization code with PKCE)',
    description: 'The callback address is OIDC_REDIRECT_URL, or this request\'s own (its Host, or what a proxy of TRUST_PROXY says). A provider that cannot be reached sends the browser back to the sign-in page with `sso-refused=unreachable`.',
    query: z.object({ next: nextPath }),
    responses: { 302: null, 404: errorBodySchema },
    handler: async ({ query, request, reply }) => {
      if (!oidc) throw notSetUp();
      // In the URL's own spelling (no default port), which is what the token request will send again.
      const redirectUri = (oidc.settings.redirectUrl ?? new URL(`${request.protocol}://${request.host}${oidcCallbackPath}`)).href;
      try {
        const { url, checks } = await oidc.relyingParty.start(redirectUri);
        setPendingSignInCookie(request, reply, oidc.pending.add({ ...checks, redirectUri, next: query.next }));
        return await reply.header('cache-control', 'no-store').redirect(url.href, 302);
      } catch (error) {
        if (!(error instanceof OidcRefused)) throw error;
        request.log.warn({ reason: error.reason, detail: error.cause instanceof Error ? error.cause.message : undefined }, 'single sign-on could not start');
        return refused(reply, error.reason, query.next);
      }
    },
  });

  route({
    method: 'GET', url: oidcCallbackPath, access: publicRoute,
    summary: 'Where the OpenID provider sends the browser back: signs the person in and goes on to the console, or to the sign-in page saying why not',
    description: 'The browser must carry the cookie of the sign-in it started (`flagdeck-sso`), and the answer must match its state; the ID token is verified, and the person is found by their verified email (or made, with OIDC_AUTO_CREATE). Success sets the session cookie and goes to `/sign-in?sso=done`; a refusal goes to `/sign-in?sso-refused=<reason>`.',
    query: z.object({ state: z.string().max(2_000).optional(), code: z.string().max(4_000).optional(), error: z.string().max(200).optional() }).loose(),
    responses: { 302: null, 404: errorBodySchema },
    handler: async ({ query, request, reply }) => {
      if (!oidc) throw notSetUp();
      const id = pendingSignInIdFrom(request);
      const pending = id === undefined ? undefined : oidc.pending.take(id);
      clearPendingSignInCookie(request, reply);
      try {
        if (!pending) throw new OidcRefused('not-started');
        // openid-client checks the state too; checked here first so that a mismatch is named as one.
        if (query.state !== pending.state) throw new OidcRefused('state');
        const callbackUrl = new URL(pending.redirectUri);
        callbackUrl.search = new URL(request.url, 'http://callback').search;
        const claims = await oidc.relyingParty.finish(callbackUrl, pending);
        const { session, roleKept } = signInWithClaims(db, people.sessions, oidc.settings, claims);
        if (roleKept) request.log.warn({ role: roleKept }, 'single sign-on: the role claim would have taken the last active admin\'s role; kept');
        setSessionCookie(request, reply, session.id, session.maxAgeSeconds);
        return toSignInPage(reply, { sso: 'done', next: pending.next });
      } catch (error) {
        if (!(error instanceof OidcRefused)) throw error;
        // The library's own words only: its errors' other fields may hold the code or a token.
        const detail = error.cause instanceof Error ? error.cause.message : undefined;
        request.log.warn({ reason: error.reason, providerError: error.providerError, detail }, 'single sign-on refused');
        const providerError = providerErrorCode.safeParse(error.providerError);
        return refused(reply, error.reason, pending?.next, providerError.success ? providerError.data : undefined);
      }
    },
  });
}
