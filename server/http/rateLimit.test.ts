import { describe, expect, it } from 'vitest';
import { createRateLimiter, isLoopback, isPrivateNetwork, rateLimitKey } from './rateLimit';

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
  it('knows loopback and private networks, IPv4-mapped forms included', () => {
    for (const address of ['127.0.0.1', '127.8.9.1', '::1', '::ffff:127.0.0.1']) expect(isLoopback(address)).toBe(true);
    for (const address of ['10.0.0.1', '1.2.3.4', '::ffff:10.0.0.1', undefined]) expect(isLoopback(address)).toBe(false);
    for (const address of ['10.1.2.3', '172.16.0.1', '172.31.255.1', '192.168.1.1', 'fd00::1', '::ffff:192.168.0.9']) expect(isPrivateNetwork(address)).toBe(true);
    for (const address of ['172.32.0.1', '8.8.8.8', '2001:db8::1', '11.0.0.1']) expect(isPrivateNetwork(address)).toBe(false);
  });
});

describe('who a request counts against', () => {
  const direct = (socketAddress: string) => ({ socketAddress, forwardedAddress: socketAddress, forwarded: false });
  const viaHeader = (socketAddress: string, forwardedAddress: string) => ({ socketAddress, forwardedAddress, forwarded: true });

  it('a direct caller on this machine is exempt, unless loopback callers are counted too', () => {
    expect(rateLimitKey(direct('127.0.0.1'), true)).toBeNull();
    expect(rateLimitKey(direct('::ffff:127.0.0.1'), true)).toBeNull();
    expect(rateLimitKey(direct('127.0.0.1'), false)).toBe('127.0.0.1');
  });

  it('behind a proxy on this machine or a private network, each forwarded client counts on its own', () => {
    expect(rateLimitKey(viaHeader('127.0.0.1', '203.0.113.7'), true)).toBe('203.0.113.7');
    expect(rateLimitKey(viaHeader('10.0.0.2', '203.0.113.8'), true)).toBe('203.0.113.8');
  });

  it('a remote caller counts by its connection: a made-up X-Forwarded-For neither dodges nor spends another\'s window', () => {
    expect(rateLimitKey(viaHeader('198.51.100.1', '127.0.0.1'), true)).toBe('198.51.100.1');
    expect(rateLimitKey(viaHeader('198.51.100.1', '203.0.113.9'), true)).toBe('198.51.100.1');
    expect(rateLimitKey(direct('198.51.100.1'), true)).toBe('198.51.100.1');
  });
});
