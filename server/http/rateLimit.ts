import { isIP } from 'node:net';

/**
 * A fixed-window request counter per caller: at most `limit` requests in each window. Memory is one
 * entry per caller seen in the current window; the map is dropped when the window rolls over.
 */
export interface RateLimiter {
  /** Counts a request; `retryAfterSeconds` is set when it is over the limit. */
  hit(caller: string): { allowed: true } | { allowed: false; retryAfterSeconds: number };
}

export function createRateLimiter({ limit, windowMs = 60_000, now = Date.now }: { limit: number; windowMs?: number; now?: () => number }): RateLimiter {
  let windowStart = now();
  let counts = new Map<string, number>();
  return {
    hit(caller) {
      const at = now();
      if (at - windowStart >= windowMs) {
        windowStart = at - ((at - windowStart) % windowMs);
        counts = new Map();
      }
      const count = (counts.get(caller) ?? 0) + 1;
      counts.set(caller, count);
      if (count <= limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - at) / 1000)) };
    },
  };
}

/** The IPv4-mapped IPv6 form (::ffff:10.0.0.1) is the IPv4 address for every purpose here. */
const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  const plain = unmapped(address);
  return plain === '::1' || (isIP(plain) === 4 && plain.startsWith('127.'));
}

export interface Caller {
  /** The connection's own address, which no header can change. */
  socketAddress: string | undefined;
  /** Who the caller is after the trusted proxies' X-Forwarded-For (Fastify's request.ip, see `trustProxy.ts`). */
  address: string;
}

/**
 * Who a request counts against, or null when it is exempt. A caller on this machine is exempt
 * when `exemptLoopback` (the console's own playground, scripts, the bench): both the connection
 * and the address behind any trusted proxy must be loopback, so neither a proxy here forwarding a
 * remote client nor a remote client naming 127.0.0.1 in a header is exempt. Everyone else counts
 * by the address the trusted proxies report, which the client cannot choose.
 */
export function rateLimitKey(caller: Caller, exemptLoopback: boolean): string | null {
  if (exemptLoopback && isLoopback(caller.socketAddress) && isLoopback(caller.address)) return null;
  return unmapped(caller.address);
}
