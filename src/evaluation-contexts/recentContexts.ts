import { storageKey } from '../api/browserStorage';

/**
 * Contexts evaluated recently, kept on this device (localStorage) so that a support person can
 * go back to "what did alice see?" without retyping, and so that the strategy editor can try an
 * unsaved strategy on them. The playground writes them; any page may read them. Only contexts are
 * kept, never a token, and they go when the user signs out, under the console's storage prefix.
 */

/** A context as its fields: `userId`, `sessionId`, `remoteAddress`, `environment`, `appName`, `currentTime`, and properties by name. */
export type FlatContext = Record<string, string>;

export interface RecentEntry {
  /** The playground's search string for the contexts (`?userId=alice&compare=…`). */
  search: string;
  at: string;
  /** The contexts the search evaluates, for pages that do not read the playground's address. */
  contexts: FlatContext[];
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
    return Array.isArray(parsed) ? parsed.flatMap(readEntry).slice(0, maxRecent) : [];
  } catch {
    return [];
  }
}

export function rememberRecent(search: string, contexts: FlatContext[], now = new Date(), storage: Storage = localStorage): RecentEntry[] {
  const entries = withRecent(readRecent(storage), { search, at: now.toISOString(), contexts });
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

/** Every context of the entries that names something, newest first, each once. */
export function recentContexts(entries: readonly RecentEntry[]): FlatContext[] {
  const seen = new Set<string>();
  return entries.flatMap((entry) => entry.contexts).filter((context) => {
    const key = JSON.stringify(Object.entries(context).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    if (Object.keys(context).length === 0 || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A short line for lists: "userId=alice · plan=pro". */
export function describeFlatContext(context: FlatContext): string {
  const parts = Object.entries(context).map(([name, value]) => `${name}=${value}`);
  return parts.length ? parts.join(' · ') : 'empty context';
}

/**
 * The contexts as a page holds them: an external store for useSyncExternalStore, read from
 * storage once, written through, and telling the page when they change.
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
    remember: (search: string, contexts: FlatContext[]) => replace(rememberRecent(search, contexts, new Date(), storage)),
    forget: () => {
      forgetRecent(storage);
      replace([]);
    },
  };
}

const isText = (value: unknown): value is string => typeof value === 'string';

function isFlatContext(value: unknown): value is FlatContext {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(isText);
}

/** An entry as stored; one kept before entries held their contexts has none to offer other pages. */
function readEntry(value: unknown): RecentEntry[] {
  if (typeof value !== 'object' || value === null || !('search' in value) || !('at' in value) || !isText(value.search) || !isText(value.at)) return [];
  const contexts = 'contexts' in value && Array.isArray(value.contexts) ? value.contexts.filter(isFlatContext) : [];
  return [{ search: value.search, at: value.at, contexts }];
}
