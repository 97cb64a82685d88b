import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/*
 * One process serves a data folder at a time: two would each keep their own caches and schedule
 * the same change requests, and two first starts would both seed the empty store.
 *
 * The lock is an exclusive lock on a small SQLite file beside the store (`flagdeck.lock`), taken
 * at start and held for the life of the process. The operating system keeps it (POSIX advisory
 * locks; LockFileEx on Windows) and drops it when the process ends, however it ends, SIGKILL and
 * power cuts included, so nothing stale is ever left to clean up. A pid file would be: left behind
 * by a crash, its pid may belong to another process by the next start (containers restart with
 * the same small pids), refusing starts for nothing, and two starts could both judge it stale.
 * `PRAGMA locking_mode=EXCLUSIVE` on the store itself would also shut out every other connection
 * (the import and mirror commands write beside a running server, see server/README.md), and in
 * WAL mode it is only taken with the first write, not at start.
 *
 * Nothing but SQLite may open the lock file in this process: closing any other handle on it would
 * drop the POSIX lock.
 */

export class DataFolderInUseError extends Error {}

export interface DataFolderLock {
  release(): void;
}

export function lockDataFolder(dataDir: string): DataFolderLock {
  mkdirSync(dataDir, { recursive: true });
  // A short wait, no more: a folder in use is an answer, not something to wait for, but two
  // processes starting at once each touch the file for a moment, and with no wait at all each can
  // meet the other's moment and both give up.
  const lock = new Database(join(dataDir, 'flagdeck.lock'), { timeout: 2_000 });
  try {
    // The journal mode first, in the ordinary locking mode: setting it reads the file, and in
    // exclusive mode that read's shared lock would be kept, so two processes starting at once
    // would each hold one and each be refused the exclusive lock (both refused, none serving).
    lock.pragma('journal_mode = MEMORY');
    lock.pragma('locking_mode = EXCLUSIVE');
    // In exclusive locking mode the lock a write takes is kept after its commit, until close.
    lock.exec('BEGIN EXCLUSIVE');
    lock.exec('CREATE TABLE IF NOT EXISTS holder (pid INTEGER NOT NULL, since TEXT NOT NULL)');
    lock.exec('DELETE FROM holder');
    lock.prepare('INSERT INTO holder (pid, since) VALUES (?, ?)').run(process.pid, new Date().toISOString());
    lock.exec('COMMIT');
  } catch (error) {
    lock.close();
    if (error instanceof Database.SqliteError && error.code.startsWith('SQLITE_BUSY')) {
      throw new DataFolderInUseError(
        `the data folder ${resolve(dataDir)} is in use by another Flagdeck process; stop it first, or give this one its own DATA_DIR.`,
      );
    }
    throw error;
  }
  return { release: () => lock.close() };
}
