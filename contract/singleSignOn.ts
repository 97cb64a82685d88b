import { z } from 'zod';

/**
 * Single sign-on with OpenID Connect. Unleash keeps it for its paid edition, at `/auth/oidc/login`
 * and `/auth/oidc/callback`; the embedded service serves it at the same paths. The sign-in page
 * learns whether it is offered from `GET /auth/sign-in-options`, which Flagdeck answers itself in
 * both modes.
 */

export const oidcLoginPath = '/auth/oidc/login';
export const oidcCallbackPath = '/auth/oidc/callback';

export const signInOptionsSchema = z.object({
  /** Single sign-on as the sign-in page offers it, or null when it is not offered. */
  oidc: z.object({ providerName: z.string().min(1).max(100) }).nullable(),
  /** Why single sign-on is set up but not offered (upstream mode), in words for the sign-in page. */
  oidcUnavailable: z.string().optional(),
});

/**
 * Why a single sign-on came back refused: the callback sends the browser to the sign-in page with
 * one of these in `sso-refused` (never words of its own, so a crafted link cannot put text on the
 * page), and the page says it in words.
 */
export const oidcRefusals = [
  'not-started', 'state', 'provider', 'unreachable', 'unverifiable', 'no-email', 'unverified-email', 'unknown-user', 'deactivated', 'no-session',
] as const;
export type OidcRefusal = (typeof oidcRefusals)[number];

/** An OAuth error code as a provider sends it (`access_denied`): shown beside the words, nothing else of the provider's. */
export const providerErrorCode = z.string().regex(/^[a-z_]{1,64}$/);

/** The query the callback's refusal puts on the sign-in page's address. */
export const oidcRefusalQuery = z.object({
  'sso-refused': z.enum(oidcRefusals),
  error: providerErrorCode.optional(),
});

/** How long a sign-in may take at the provider before its callback is refused as not started here. */
export const oidcSignInMinutes = 10;

export function oidcRefusalMessage(reason: OidcRefusal, providerName: string, providerError?: string): string {
  switch (reason) {
    case 'not-started':
      return `This sign-in with ${providerName} was not started in this browser, or took longer than ${oidcSignInMinutes} minutes. Sign in again.`;
    case 'state':
      return `The answer from ${providerName} does not belong to the sign-in this browser started (its state differs), so it was refused. Sign in again.`;
    case 'provider':
      return providerError === 'access_denied'
        ? `The sign-in was cancelled or denied at ${providerName} (access_denied).`
        : `${providerName} did not sign you in${providerError ? ` (${providerError})` : ''}.`;
    case 'unreachable':
      return `${providerName} could not be reached to sign you in. Try again, or sign in with your password.`;
    case 'unverifiable':
      return `The answer from ${providerName} could not be verified (its tokens did not check out), so it was refused.`;
    case 'no-email':
      return `${providerName} did not say your email address, which Flagdeck knows people by.`;
    case 'unverified-email':
      return `${providerName} has not verified your email address, and Flagdeck signs people in by a verified email only.`;
    case 'unknown-user':
      return `No Flagdeck user has your email address, and new users are not created at sign-in here. Ask an admin to add you.`;
    case 'deactivated':
      return 'This account is deactivated: ask an admin to activate it again.';
    case 'no-session':
      return `You signed in with ${providerName}, but this browser did not keep the session. Allow cookies for this site and sign in again.`;
  }
}

export type SignInOptions = z.infer<typeof signInOptionsSchema>;
