import { createExplainer, type Explainer } from '../evaluation';
import { buildClientFeatures } from '../store/clientFeatures';
import { readConfigVersion } from '../store/configVersion';
import type { Db } from '../store/openDatabase';

/**
 * The admin playground's explainers, one per (environment, projects), kept until the
 * configuration changes (as the frontend API keeps its evaluators): a second question about the
 * same environment reads nothing from the store and builds no SDK client. An explainer in use by
 * a request that pauses between flags is disposed only when that request is done with it.
 */
export interface ExplainerCache {
  use<T>(environment: string, projects: readonly string[], work: (explainer: Explainer) => Promise<T>): Promise<T>;
  dispose(): void;
}

interface Entry { version: number; explainer: Explainer; users: number; current: boolean }

/** Each entry holds a configuration and its SDK client; a few environments' worth is plenty for people asking. */
const maxEntries = 4;

export function createExplainerCache(db: Db): ExplainerCache {
  const currentVersion = readConfigVersion(db);
  const entries = new Map<string, Entry>();

  const release = (entry: Entry) => {
    if (!entry.current && entry.users === 0) entry.explainer.dispose();
  };
  const retire = (key: string, entry: Entry) => {
    entries.delete(key);
    entry.current = false;
    release(entry);
  };

  function entryFor(environment: string, projects: readonly string[]): Entry {
    const key = `${environment}\u0000${[...projects].sort().join('\u0000')}`;
    const version = currentVersion();
    const cached = entries.get(key);
    if (cached?.version === version) {
      // Re-inserted, so that the map's order is the order of last use.
      entries.delete(key);
      entries.set(key, cached);
      return cached;
    }
    if (cached) retire(key, cached);
    const entry = { version, explainer: createExplainer(buildClientFeatures(db, environment, [...projects])), users: 0, current: true };
    entries.set(key, entry);
    for (const [oldKey, old] of entries) {
      if (entries.size <= maxEntries) break;
      retire(oldKey, old);
    }
    return entry;
  }

  return {
    async use(environment, projects, work) {
      const entry = entryFor(environment, projects);
      entry.users += 1;
      try {
        return await work(entry.explainer);
      } finally {
        entry.users -= 1;
        release(entry);
      }
    },
    dispose() {
      for (const [key, entry] of entries) retire(key, entry);
    },
  };
}
