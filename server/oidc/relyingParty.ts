import * as oidc from 'openid-client';
import type { OidcRefusal } from '../../contract/singleSignOn';
import type { PendingSignIn } from './pendingSignIns';
import type { OidcSettings } from './settings';

/**
 * The relying party, through openid-client (certified for OpenID Connect's Basic RP profile): the
 * authorization code flow with PKCE (S256), `state` and `nonce`. The library checks the callback
 * (state, issuer, error), the token answer, and the ID token (signature by the provider's keys,
 * issuer, audience, expiry, nonce); this module says what it makes of a refusal.
 */

/** A sign-in that came back refused, and why, in the contract's words (`oidcRefusals`). */
export class OidcRefused extends Error {
  constructor(
    readonly reason: OidcRefusal,
    /** The provider's OAuth error code (`access_denied`), when it sent one. */
    readonly providerError?: string,
    options?: ErrorOptions,
  ) {
    super(`single sign-on refused: ${reason}${providerError ? ` (${providerError})` : ''}`, options);
  }
}

/** The verified claims of a person signed in at the provider: the ID token's, with the userinfo endpoint's over them. */
export type Claims = Readonly<Record<string, unknown>>;

export interface RelyingParty {
  /** Where to send the browser, and what its callback must match (kept by `pendingSignIns.ts`). */
  start(redirectUri: string): Promise<{ url: URL; checks: Omit<PendingSignIn, 'next' | 'redirectUri'> }>;
  /** The claims of the callback at `callbackUrl` (the redirect URI with the query the provider sent). */
  finish(callbackUrl: URL, pending: PendingSignIn): Promise<Claims>;
}

/** Seconds for each request to the provider. */
const providerTimeoutSeconds = 10;

const oauthErrorCode = /^[a-z_]{1,64}$/;

/** A request that never reached the provider or got no answer in time. */
function unreachable(error: unknown): boolean {
  if (error instanceof TypeError && error.message === 'fetch failed') return true;
  const cause: unknown = error instanceof Error ? error.cause : undefined;
  return cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError' || unreachable(cause));
}

function refusalOf(error: unknown): OidcRefused {
  if (error instanceof OidcRefused) return error;
  if (error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError) {
    return new OidcRefused('provider', oauthErrorCode.test(error.error) ? error.error : undefined, { cause: error });
  }
  return new OidcRefused(unreachable(error) ? 'unreachable' : 'unverifiable', undefined, { cause: error });
}

export function createRelyingParty(settings: OidcSettings): RelyingParty {
  let configuration: Promise<oidc.Configuration> | undefined;
  // Discovered at the first sign-in, not at start (the service starts whether the provider
  // answers or not), and again after a failure.
  function discover(): Promise<oidc.Configuration> {
    configuration ??= oidc.discovery(settings.issuer, settings.clientId, settings.clientSecret, undefined, {
      timeout: providerTimeoutSeconds,
      // Plain http only for a provider on this machine (`settings.ts` refuses any other).
      ...(settings.issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
    }).catch((error: unknown) => {
      configuration = undefined;
      throw new OidcRefused('unreachable', undefined, { cause: error });
    });
    return configuration;
  }

  return {
    async start(redirectUri) {
      const config = await discover();
      const checks = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: settings.scopes,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, checks };
    },
    async finish(callbackUrl, pending) {
      try {
        const config = await discover();
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims();
        if (!idClaims) throw new OidcRefused('unverifiable');
        // Providers differ in which claims they put in the ID token; userinfo has the rest.
        if (!config.serverMetadata().userinfo_endpoint) return idClaims;
        const userInfo = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
        return { ...idClaims, ...userInfo };
      } catch (error) {
        throw refusalOf(error);
      }
    },
  };
}
