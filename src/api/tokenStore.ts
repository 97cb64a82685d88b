/**
 * Where tokens live in the browser: sessionStorage, or localStorage when the user asked to be
 * remembered. Tokens go only into the Authorization header, never into a URL, a log or an error.
 */
export type TokenSlot = 'admin' | 'frontend';

const keys: Record<TokenSlot, string> = { admin: 'flagdeck.token', frontend: 'flagdeck.frontendToken' };
const listeners = new Set<() => void>();

export function readToken(slot: TokenSlot = 'admin'): string | null {
  return sessionStorage.getItem(keys[slot]) ?? localStorage.getItem(keys[slot]);
}

export function saveToken(token: string, { slot = 'admin', remember = false }: { slot?: TokenSlot; remember?: boolean } = {}): void {
  clearToken(slot);
  (remember ? localStorage : sessionStorage).setItem(keys[slot], token);
  listeners.forEach((notify) => notify());
}

export function clearToken(slot: TokenSlot = 'admin'): void {
  sessionStorage.removeItem(keys[slot]);
  localStorage.removeItem(keys[slot]);
  listeners.forEach((notify) => notify());
}

export function clearAllTokens(): void {
  (Object.keys(keys) as TokenSlot[]).forEach(clearToken);
}

/** For useSyncExternalStore: components re-render when a token is saved or cleared. */
export function subscribeToTokens(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}
