/**
 * Everything the console keeps in this browser (tokens, the playground's recent contexts, the last
 * project opened, the production guard's "don't ask again") is stored under one prefix, so that
 * signing out forgets all of it without knowing any area's keys: the next person on the device
 * finds nothing of the last one, neither a token nor the user ids and emails they looked up.
 */
const prefix = 'flagdeck.';

/** The key under which `name` is kept in localStorage or sessionStorage. */
export const storageKey = (name: string): string => `${prefix}${name}`;

/** Removes every key of the console's from both storages, and nothing else the origin keeps. */
export function forgetEverythingStored(storages: readonly Storage[] = [localStorage, sessionStorage]): void {
  for (const storage of storages) {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key?.startsWith(prefix)) storage.removeItem(key);
  }
}
