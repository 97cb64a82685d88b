/**
 * Failed password sign-ins, counted per account (the name typed, whether or not anyone has it, so
 * the limit says nothing about which accounts exist) and per caller address. Over either limit a
 * sign-in is refused before its password is checked, with the time until the oldest failure in
 * the window no longer counts. A success clears nothing: it would let a guesser who knows one
 * password reset the count for others from the same address.
 */
export interface SignInLimits {
  /** Failed sign-ins an address may make a minute (`SIMPLE_LOGIN_LIMIT_PER_MINUTE`, Unleash's name and default). */
  perAddressPerMinute: number;
  /** Failed sign-ins an account may have in `accountWindowMs`. */
  perAccount: number;
  accountWindowMs: number;
}

export const defaultSignInLimits: SignInLimits = { perAddressPerMinute: 10, perAccount: 5, accountWindowMs: 15 * 60_000 };

/** Keys kept per kind at most: a spray of made-up names forgets the oldest rather than grow without end. */
const maxKeys = 10_000;

export type SignInRefusal = { scope: 'account' | 'address'; retryAfterSeconds: number };

export interface SignInLimiter {
  /** Why a sign-in may not be tried now, if it may not. */
  check(account: string, address: string): SignInRefusal | undefined;
  recordFailure(account: string, address: string): void;
}

function failureLog(limit: number, windowMs: number, now: () => number) {
  const failures = new Map<string, number[]>();
  const recent = (key: string): number[] => {
    const since = now() - windowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };
  return {
    waitSeconds(key: string): number | undefined {
      if (limit <= 0) return undefined;
      const kept = recent(key);
      if (kept.length < limit) return undefined;
      const freedAt = (kept[kept.length - limit] ?? now()) + windowMs;
      return Math.max(1, Math.ceil((freedAt - now()) / 1000));
    },
    record(key: string) {
      const kept = [...recent(key), now()].slice(-Math.max(limit, 1));
      failures.delete(key);
      failures.set(key, kept);
      if (failures.size > maxKeys) {
        const oldest = failures.keys().next();
        if (!oldest.done) failures.delete(oldest.value);
      }
    },
  };
}

export function createSignInLimiter(limits: SignInLimits = defaultSignInLimits, now: () => number = Date.now): SignInLimiter {
  const accounts = failureLog(limits.perAccount, limits.accountWindowMs, now);
  const addresses = failureLog(limits.perAddressPerMinute, 60_000, now);
  const accountKey = (account: string) => account.trim().toLowerCase();
  return {
    check(account, address) {
      const byAddress = addresses.waitSeconds(address);
      if (byAddress !== undefined) return { scope: 'address', retryAfterSeconds: byAddress };
      const byAccount = accounts.waitSeconds(accountKey(account));
      return byAccount === undefined ? undefined : { scope: 'account', retryAfterSeconds: byAccount };
    },
    recordFailure(account, address) {
      accounts.record(accountKey(account));
      addresses.record(address);
    },
  };
}

/** "3 minutes", "40 seconds": the wait in words for the refusal's message. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
