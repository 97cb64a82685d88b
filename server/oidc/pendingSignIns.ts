import { randomBytes } from 'node:crypto';
import { oidcSignInMinutes } from '../../contract/singleSignOn';
import { hashSecret } from '../auth/secrets';

/** What a sign-in started at the provider must match when the browser comes back. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The callback address the authorization request named; the token request must name it again. */
  redirectUri: string;
  /** The console page to return to. */
  next: string | undefined;
}

export interface PendingSignIns {
  /** Keeps the sign-in; the answer is the id the browser's cookie carries (only its hash is kept). */
  add(signIn: PendingSignIn): string;
  /** The sign-in the cookie's id names, once: taken, it cannot be used again. */
  take(id: string): PendingSignIn | undefined;
}

export const defaultPendingLimit = 10_000;

/**
 * Sign-ins under way at the provider, in memory: a few hundred bytes each, kept for
 * `oidcSignInMinutes`, at most `limit` at once (the oldest go first), so starting sign-ins in a
 * loop can cost neither memory nor disk. A restart forgets them: the person signs in again.
 */
export function createPendingSignIns({ limit = defaultPendingLimit, ttlMs = oidcSignInMinutes * 60_000, now = Date.now } = {}): PendingSignIns {
  const pending = new Map<string, { signIn: PendingSignIn; startedAt: number }>();
  const expired = (startedAt: number) => startedAt + ttlMs <= now();
  function prune(): void {
    // Kept in the order they started: the expired ones are at the front.
    for (const [key, { startedAt }] of pending) {
      if (!expired(startedAt) && pending.size < limit) return;
      pending.delete(key);
    }
  }
  return {
    add(signIn) {
      prune();
      const id = randomBytes(32).toString('base64url');
      pending.set(hashSecret(id), { signIn, startedAt: now() });
      return id;
    },
    take(id) {
      const key = hashSecret(id);
      const kept = pending.get(key);
      pending.delete(key);
      return kept && !expired(kept.startedAt) ? kept.signIn : undefined;
    },
  };
}
