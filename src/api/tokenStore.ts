import { forgetEverythingStored, storageKey } from './browserStorage';

/**
 * Where tokens live in the browser: sessionStorage, or localStorage when the user asked to be
 * remembered. Tokens go only into the Authorization header, never into a URL, a log or an error.
 */
export type TokenSlot = 'admin' | 'frontend';

const keys: Record<TokenSlot, string> = { admin: storageKey('token'), frontend: storageKey('frontendToken') };
const listeners = new Set<() => void>();
const notifyAll = () => listeners.forEach((notify) => notify());

/** Set when the service refused the sign-in token mid-session and a new one is being asked for. */
let refused = false;
/** Calls waiting for that new token; they fail if the user signs out instead. */
const waiting = new Set<{ resolve: (token: string) => void; reject: (reason: unknown) => void }>();

export function readToken(slot: TokenSlot = 'admin'): string | null {
  return sessionStorage.getItem(keys[slot]) ?? localStorage.getItem(keys[slot]);
}

export function saveToken(token: string, { slot = 'admin', remember = false }: { slot?: TokenSlot; remember?: boolean } = {}): void {
  clearToken(slot);
  (remember ? localStorage : sessionStorage).setItem(keys[slot], token);
  if (slot === 'admin') {
    refused = false;
    for (const waiter of [...waiting]) waiter.resolve(token);
    waiting.clear();
  }
  notifyAll();
}

export function clearToken(slot: TokenSlot = 'admin'): void {
  sessionStorage.removeItem(keys[slot]);
  localStorage.removeItem(keys[slot]);
  notifyAll();
}

/**
 * Signing out: every token goes with everything else the console kept in this browser
 * (browserStorage), and a call still waiting for a new sign-in is given up.
 */
export function signOutOfBrowser(): void {
  refused = false;
  for (const waiter of [...waiting]) waiter.reject(new DOMException('signed out', 'AbortError'));
  waiting.clear();
  forgetEverythingStored();
  notifyAll();
}

/** The service no longer accepts the sign-in token: it is forgotten, and a new one is awaited. */
export function refuseToken(): void {
  refused = true;
  clearToken('admin');
}

export const isTokenRefused = (): boolean => refused;

/**
 * The sign-in token once the user has given a new one after a refusal (`refuseToken`); given up
 * with `signal`, or when the user signs out instead.
 */
export function nextToken(signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const waiter = {
      resolve: (token: string) => {
        signal?.removeEventListener('abort', onAbort);
        resolve(token);
      },
      reject: (reason: unknown) => {
        signal?.removeEventListener('abort', onAbort);
        reject(reason);
      },
    };
    const onAbort = () => {
      waiting.delete(waiter);
      waiter.reject(signal?.reason);
    };
    waiting.add(waiter);
    signal?.addEventListener('abort', onAbort);
  });
}

/** For useSyncExternalStore: components re-render when a token is saved, cleared or refused. */
export function subscribeToTokens(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}
