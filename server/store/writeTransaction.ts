import type { Database } from 'better-sqlite3';

/**
 * Runs `work` as one transaction holding the store's write lock from its start (BEGIN IMMEDIATE),
 * for work that reads and then writes on what it read. Read outside the transaction, a commit of
 * another connection (the import command beside the server, say) could land between the read and
 * the write, and be written over; in a deferred transaction, the write would fail with
 * SQLITE_BUSY instead. Inside another transaction, `work` is part of that one (a savepoint).
 */
export function writeTransaction<T>(db: Database, work: () => T): T {
  return db.transaction(work).immediate();
}
