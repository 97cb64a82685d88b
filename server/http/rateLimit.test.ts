import { describe, expect, it } from 'vitest';
import { createRateLimiter, isLoopback, rateLimitKey } from './rateLimit';

describe('the fixed-window counter', () => {
  it('allows `limit` requests a window per caller, then says when to retry', () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => now });
    expect(limiter.hit('a')).toEqual({ allowed: true });
    expect(limiter.hit('a')).toEqual({ allowed: true });
    expect(limiter.hit('b')).toEqual({ allowed: true });
    now += 15_000;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    now += 45_000;
    expect(limiter.hit('a')).toEqual({ allowed: true });
  });

  it('starts the next window on the window boundary, not at the first late request', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => now });
    limiter.hit('a');
    now = 150_000;
    expect(limiter.hit('a')).toEqual({ allowed: true });
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 30 });
  });
});

describe('addresses', () => {
  it('knows loopback, IPv4-mapped forms included', () => {
    for (const address of ['127.0.0.1', '127.8.9.1', '::1', '::ffff:127.0.0.1']) expect(isLoopback(address)).toBe(true);
    for (const address of ['10.0.0.1', '1.2.3.4', '::ffff:10.0.0.1', undefined]) expect(isLoopback(address)).toBe(false);
  });
});

describe('who a request counts against', () => {
  // `address` is what is left after the trusted proxies' X-Forwarded-For entries (trustProxy.ts).
  const caller = (socketAddress: string, address = socketAddress) => ({ socketAddress, address });

  it('a caller on this machine is exempt, unless loopback callers are counted too', () => {
    expect(rateLimitKey(caller('127.0.0.1'), true)).toBeNull();
    expect(rateLimitKey(caller('::ffff:127.0.0.1'), true)).toBeNull();
    expect(rateLimitKey(caller('127.0.0.1'), false)).toBe('127.0.0.1');
  });

  it('behind a proxy on this machine, each forwarded client counts on its own', () => {
    expect(rateLimitKey(caller('127.0.0.1', '203.0.113.7'), true)).toBe('203.0.113.7');
    expect(rateLimitKey(caller('::1', '::ffff:203.0.113.8'), true)).toBe('203.0.113.8');
  });

  it('an address of this machine that came from a header does not make a remote caller exempt', () => {
    expect(rateLimitKey(caller('198.51.100.1', '127.0.0.1'), true)).toBe('127.0.0.1');
    expect(rateLimitKey(caller('198.51.100.1'), true)).toBe('198.51.100.1');
  });
});
