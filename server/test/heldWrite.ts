import { join } from 'node:path';
import { addReview } from '../store/changeRequests';
import { setState } from '../store/changeRequestWrite';
import { isoNow } from '../store/json';
import { migrate } from '../store/migrations';
import { Db, openDatabase } from '../store/openDatabase';
import { createPat } from '../store/pats';
import { systemAuthor } from '../store/events';

/*
 * Run as its own process (`node --import tsx server/test/heldWrite.ts <dataDir> <holdMs> <write> <args…>`):
 * another connection to the store making one write inside a transaction it holds for <holdMs>
 * before committing. It prints "holding" once it holds the transaction, so a test can start its
 * own request while the write is made but not committed.
 */
const writes: Record<string, (db: Db, args: number[]) => void> = {
  /** reject <changeRequestId> <userId> */
  reject: (db, [id = 0, userId = 0]) => {
    const at = isoNow();
    addReview(db, systemAuthor, id, { userId, kind: 'rejection', reason: 'held back', createdAt: at });
    setState(db, systemAuthor, id, 'Rejected', { userId, at });
  },
  /** pat <userId>: a personal access token for the user. */
  pat: (db, [userId = 0]) => {
    createPat(db, systemAuthor, userId, { description: 'held', expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
  },
  /** migrate: the schema, on a folder nobody has opened yet. */
  migrate: (db) => migrate(db),
};

/** The store as openDatabase leaves it, but with the schema left to the write (for `migrate`). */
function bareStore(dataDir: string): Db {
  const db = new Db(join(dataDir, 'flagdeck.db'));
  db.pragma('journal_mode = WAL');
  return db;
}

const [dataDir = '', holdMs = '', name = '', ...args] = process.argv.slice(2);
const write = writes[name];
if (!write) throw new Error(`no write named "${name}"`);
const db = name === 'migrate' ? bareStore(dataDir) : openDatabase(dataDir);
db.exec('BEGIN IMMEDIATE');
write(db, args.map(Number));
process.stdout.write('holding\n');
setTimeout(() => {
  db.exec('COMMIT');
  db.close();
}, Number(holdMs));
