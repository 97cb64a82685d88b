import type { Db } from './openDatabase';

/**
 * A value that differs whenever anything in the store may have changed: the rows this connection
 * has written since it opened (SQLite's total_changes, which counts every INSERT, UPDATE and
 * DELETE, those of triggers and foreign-key actions included) and the commits of other
 * connections (PRAGMA data_version: the import and mirror commands write without the server's
 * lock). A cache of what a read returned stays good while this value does; it moves on writes
 * the read does not depend on too, which costs a read, never a stale answer.
 */
export function readStoreVersion(db: Db): () => string {
  const changes = db.cached<[], { changes: number }>('SELECT total_changes() AS changes');
  return () => `${changes.get()?.changes ?? 0}:${String(db.pragma('data_version', { simple: true }))}`;
}
