import { storageKey } from '../api/browserStorage';

/**
 * Contexts evaluated recently, kept on this device (localStorage) so that a support person can
 * go back to "what did alice see?" without retyping. Only contexts are kept, never a token, and
 * they go when the user signs out, under the console's storage prefix.
 */
export interface RecentEntry {
  /** The playground's search string for the contexts (`?userId=alice&compare=…`). */
  search: string;
  at: string;
}

export const maxRecent = 8;
const recentKey = storageKey('playground.recent');

/** The newest first, each search once. */
export function withRecent(entries: readonly RecentEntry[], entry: RecentEntry): RecentEntry[] {
  return [entry, ...entries.filter((existing) => existing.search !== entry.search)].slice(0, maxRecent);
}

export function readRecent(storage: Storage = localStorage): RecentEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(recentKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, maxRecent) : [];
  } catch {
    return [];
  }
}

export function rememberRecent(search: string, now = new Date(), storage: Storage = localStorage): RecentEntry[] {
  const entries = withRecent(readRecent(storage), { search, at: now.toISOString() });
  try {
    storage.setItem(recentKey, JSON.stringify(entries));
  } catch {
    // A full or disabled storage only costs the history.
  }
  return entries;
}

export function forgetRecent(storage: Storage = localStorage): void {
  storage.removeItem(recentKey);
}

/**
 * The recent contexts as a page holds them: an external store for useSyncExternalStore, read
 * from storage once, written through, and telling the page when they change.
 */
export function recentContextsStore(storage: Storage = localStorage) {
  let entries = readRecent(storage);
  const listeners = new Set<() => void>();
  const replace = (next: RecentEntry[]) => {
    entries = next;
    listeners.forEach((notify) => notify());
  };
  return {
    subscribe: (notify: () => void) => {
      listeners.add(notify);
      return () => {
        listeners.delete(notify);
      };
    },
    entries: () => entries,
    remember: (search: string) => replace(rememberRecent(search, new Date(), storage)),
    forget: () => {
      forgetRecent(storage);
      replace([]);
    },
  };
}

function isEntry(value: unknown): value is RecentEntry {
  return (
    typeof value === 'object' && value !== null &&
    'search' in value && typeof value.search === 'string' &&
    'at' in value && typeof value.at === 'string'
  );
}
