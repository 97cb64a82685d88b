import { describe, expect, it } from 'vitest';
import { createPendingSignIns, type PendingSignIn } from './pendingSignIns';

const signIn = (state: string): PendingSignIn => ({ state, nonce: `n-${state}`, codeVerifier: `v-${state}`, redirectUri: 'http://127.0.0.1/auth/oidc/callback', next: '/users' });

describe('pending sign-ins', () => {
  it('gives a sign-in back once, by the id its cookie carries', () => {
    const pending = createPendingSignIns();
    const id = pending.add(signIn('a'));
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(pending.take('another-id')).toBeUndefined();
    expect(pending.take(id)).toEqual(signIn('a'));
    expect(pending.take(id)).toBeUndefined();
  });

  it('forgets a sign-in older than its time', () => {
    let clock = 0;
    const pending = createPendingSignIns({ ttlMs: 600_000, now: () => clock });
    const early = pending.add(signIn('early'));
    clock = 599_999;
    const late = pending.add(signIn('late'));
    expect(pending.take(early)).toEqual(signIn('early'));
    clock = 600_000 + 599_999;
    expect(pending.take(late)).toBeUndefined();
  });

  it('keeps at most the limit, dropping the oldest first', () => {
    const pending = createPendingSignIns({ limit: 3 });
    const ids = ['a', 'b', 'c', 'd'].map((state) => pending.add(signIn(state)));
    expect(pending.take(ids[0] ?? '')).toBeUndefined();
    expect(ids.slice(1).map((id) => pending.take(id)?.state)).toEqual(['b', 'c', 'd']);
  });
});
