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

/** Loopback, RFC 1918 and IPv6 unique-local addresses: where a reverse proxy of this service sits. */
export function isPrivateNetwork(address: string | undefined): boolean {
  if (address === undefined) return false;
  const plain = unmapped(address).toLowerCase();
  if (isLoopback(plain)) return true;
  if (isIP(plain) === 4) {
    const [a = 0, b = 0] = plain.split('.').map(Number);
    return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  return isIP(plain) === 6 && /^f[cd]/.test(plain);
}

export interface Caller {
  /** The connection's own address, which no header can change. */
  socketAddress: string | undefined;
  /** The address after X-Forwarded-For (Fastify's request.ip with trustProxy). */
  forwardedAddress: string;
  forwarded: boolean;
}

/**
 * Who a request counts against, or null when it is exempt. A caller on this machine talking
 * directly (no X-Forwarded-For) is exempt when `exemptLoopback`: the console's own playground,
 * scripts, the bench. Behind a proxy on loopback or a private network the forwarded address
 * counts, so each real client has its own window; a caller from anywhere else counts by its
 * connection, so a made-up X-Forwarded-For can neither dodge the limit nor spend another's.
 */
export function rateLimitKey(caller: Caller, exemptLoopback: boolean): string | null {
  if (exemptLoopback && !caller.forwarded && isLoopback(caller.socketAddress)) return null;
  if (caller.forwarded && isPrivateNetwork(caller.socketAddress)) return unmapped(caller.forwardedAddress);
  return unmapped(caller.socketAddress ?? caller.forwardedAddress);
}
