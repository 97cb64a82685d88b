import type { Db } from './openDatabase';

/**
 * A number that changes whenever anything evaluation depends on changes (bumped by triggers, see
 * migrations). Caches compare it instead of listening for events, so writes from any code path,
 * an import included, are seen.
 */
export function readConfigVersion(db: Db): () => number {
  const statement = db.cached<[], { version: number }>('SELECT version FROM config_version WHERE id = 1');
  return () => statement.get()?.version ?? 0;
}
