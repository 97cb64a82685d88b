import { forgetEverythingStored, storageKey } from './browserStorage';

/**
 * Where tokens live in the browser: sessionStorage, or localStorage when the user asked to be
 * remembered. Tokens go only into the Authorization header, never into a URL, a log or an error.
 * A person signed in with a password has no token here: the service's session cookie (HttpOnly,
 * out of any script's reach) is the credential, and only the fact of it is kept, to know the
 * console is signed in and how.
 */
export type TokenSlot = 'admin' | 'frontend';
export type SignInMethod = 'token' | 'password';

const keys: Record<TokenSlot, string> = { admin: storageKey('token'), frontend: storageKey('frontendToken') };
const sessionKey = storageKey('passwordSession');
const listeners = new Set<() => void>();
const notifyAll = () => listeners.forEach((notify) => notify());

/** Set when the service refused the sign-in mid-session and a new one is being asked for: how the refused one was made. */
let refused: SignInMethod | null = null;
/** Calls waiting for that new sign-in (a token, or null for a session cookie); they fail if the user signs out instead. */
const waiting = new Set<{ resolve: (token: string | null) => void; reject: (reason: unknown) => void }>();

function resumeWaiting(token: string | null): void {
  refused = null;
  for (const waiter of [...waiting]) waiter.resolve(token);
  waiting.clear();
}

export function readToken(slot: TokenSlot = 'admin'): string | null {
  return sessionStorage.getItem(keys[slot]) ?? localStorage.getItem(keys[slot]);
}

export function saveToken(token: string, { slot = 'admin', remember = false }: { slot?: TokenSlot; remember?: boolean } = {}): void {
  clearToken(slot);
  (remember ? localStorage : sessionStorage).setItem(keys[slot], token);
  if (slot === 'admin') {
    sessionStorage.removeItem(sessionKey);
    localStorage.removeItem(sessionKey);
    resumeWaiting(token);
  }
  notifyAll();
}

/** Signed in with a password: the service set its session cookie; calls waiting for a sign-in go on with it. */
export function savePasswordSession({ remember = false }: { remember?: boolean } = {}): void {
  clearToken('admin');
  (remember ? localStorage : sessionStorage).setItem(sessionKey, '1');
  resumeWaiting(null);
  notifyAll();
}

const hasPasswordSession = (): boolean => (sessionStorage.getItem(sessionKey) ?? localStorage.getItem(sessionKey)) !== null;

/** How the console is signed in, or null when it is not. */
export function signInMethod(): SignInMethod | null {
  if (readToken('admin') !== null) return 'token';
  return hasPasswordSession() ? 'password' : null;
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
  refused = null;
  for (const waiter of [...waiting]) waiter.reject(new DOMException('signed out', 'AbortError'));
  waiting.clear();
  forgetEverythingStored();
  notifyAll();
}

/** The service no longer accepts the sign-in (token or session): it is forgotten, and a new one is awaited. */
export function refuseToken(): void {
  refused = signInMethod() ?? refused ?? 'token';
  sessionStorage.removeItem(sessionKey);
  localStorage.removeItem(sessionKey);
  clearToken('admin');
}

export const isTokenRefused = (): boolean => refused !== null;

/** How the sign-in that was refused had been made: the dialog asks for the same again. */
export const refusedMethod = (): SignInMethod | null => refused;

/**
 * The sign-in token once the user has given a new one after a refusal (`refuseToken`); given up
 * with `signal`, or when the user signs out instead.
 */
export function nextToken(signal?: AbortSignal): Promise<string | null> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const waiter = {
      resolve: (token: string | null) => {
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
