import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { migrate } from './migrations';

/**
 * The store's connection, with its statements prepared once (`cached`): preparing compiles the
 * SQL, which costs more than running most of the statements here. Each statement is kept by its
 * SQL text for the life of the connection; every text comes from the code, so they are a bounded
 * set (a clause the code chooses from a few is one more text each).
 */
export class Db extends Database {
  readonly #statements = new Map<string, Database.Statement>();

  /** The statement for `sql`, prepared on its first use; the row type is the caller's word, as with `prepare`. */
  cached<P extends unknown[] | object = unknown[], R = unknown>(sql: string): Database.Statement<P, R>;
  cached(sql: string): Database.Statement {
    const kept = this.#statements.get(sql);
    if (kept) return kept;
    const statement = this.prepare(sql);
    this.#statements.set(sql, statement);
    return statement;
  }
}

/**
 * Opens (creating if needed) the store in `dataDir` and brings its schema up to date.
 * synchronous=FULL: a write the API acknowledged survives a power cut, not only a crash.
 */
export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Db(join(dataDir, 'flagdeck.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}
