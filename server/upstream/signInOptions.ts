import type { FastifyInstance } from 'fastify';
import type { SignInOptions } from '../../contract/singleSignOn';

/**
 * Upstream mode answers the sign-in page's question itself: the console signs in to the upstream
 * as the upstream knows people, and Unleash open source has no single sign-on (Unleash keeps it
 * for its paid edition), so none is offered. When `OIDC_ISSUER` is set all the same, the page says
 * why it is not there rather than leaving an administrator to wonder.
 */
export const oidcUnavailableUpstream =
  'Single sign-on is set up here (OIDC_ISSUER), but not offered in front of an Unleash: Unleash open source has no single sign-on, and the console signs in to it as it knows you. Sign in with your Unleash password or a token.';

export function upstreamSignInOptions(app: FastifyInstance, oidcConfigured: boolean): void {
  const options: SignInOptions = { oidc: null, ...(oidcConfigured ? { oidcUnavailable: oidcUnavailableUpstream } : {}) };
  app.get('/auth/sign-in-options', async (_request, reply) => reply.header('cache-control', 'no-store').send(options));
}
