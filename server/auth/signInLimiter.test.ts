import { describe, expect, it } from 'vitest';
import { createSignInLimiter, waitInWords } from './signInLimiter';

function clock() {
  let at = 1_000_000;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

describe('the sign-in limiter', () => {
  it('refuses an account after five failures in 15 minutes, until the oldest of them is 15 minutes old', () => {
    const time = clock();
    const limiter = createSignInLimiter({ perAddressPerMinute: 0, perAccount: 5, accountWindowMs: 15 * 60_000 }, time.now);
    for (let i = 0; i < 5; i++) {
      expect(limiter.check('Ann@Example.com', `10.0.0.${i}`)).toBeUndefined();
      limiter.recordFailure('Ann@Example.com', `10.0.0.${i}`);
      time.advance(60_000);
    }
    expect(limiter.check('ann@example.com', '10.9.9.9')).toEqual({ scope: 'account', retryAfterSeconds: 10 * 60 });
    expect(limiter.check('bob@example.com', '10.9.9.9')).toBeUndefined();
    time.advance(10 * 60_000);
    expect(limiter.check('ann@example.com', '10.9.9.9')).toBeUndefined();
  });

  it('refuses an address after its failures of the minute, whichever accounts they named', () => {
    const time = clock();
    const limiter = createSignInLimiter({ perAddressPerMinute: 10, perAccount: 5, accountWindowMs: 15 * 60_000 }, time.now);
    for (let i = 0; i < 10; i++) limiter.recordFailure(`user${i}`, '10.0.0.1');
    time.advance(15_000);
    expect(limiter.check('someone-else', '10.0.0.1')).toEqual({ scope: 'address', retryAfterSeconds: 45 });
    expect(limiter.check('someone-else', '10.0.0.2')).toBeUndefined();
    time.advance(45_000);
    expect(limiter.check('someone-else', '10.0.0.1')).toBeUndefined();
  });

  it('counts nothing with a limit of 0', () => {
    const limiter = createSignInLimiter({ perAddressPerMinute: 0, perAccount: 0, accountWindowMs: 60_000 });
    for (let i = 0; i < 50; i++) limiter.recordFailure('a', 'b');
    expect(limiter.check('a', 'b')).toBeUndefined();
  });

  it('says the wait in seconds, or in whole minutes rounded up', () => {
    expect(waitInWords(1)).toBe('1 second');
    expect(waitInWords(45)).toBe('45 seconds');
    expect(waitInWords(61)).toBe('2 minutes');
    expect(waitInWords(60)).toBe('1 minute');
  });
});
