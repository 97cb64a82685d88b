import { addReview } from '../store/changeRequests';
import { setState } from '../store/changeRequestWrite';
import { isoNow } from '../store/json';
import { openDatabase } from '../store/openDatabase';

/*
 * Run as its own process (`node --import tsx server/test/heldRejection.ts <dataDir> <id> <userId> <holdMs>`):
 * another connection to the store rejecting change request <id> as <userId>, inside a write
 * transaction it holds for <holdMs> before committing. It prints "holding" once it holds the
 * transaction, so a test can start its own step while the rejection is written but not committed.
 */
const [dataDir = '', id = '', userId = '', holdMs = ''] = process.argv.slice(2);
const db = openDatabase(dataDir);
db.exec('BEGIN IMMEDIATE');
const at = isoNow();
addReview(db, Number(id), { userId: Number(userId), kind: 'rejection', reason: 'held back', createdAt: at });
setState(db, Number(id), 'Rejected', { userId: Number(userId), at });
process.stdout.write('holding\n');
setTimeout(() => {
  db.exec('COMMIT');
  db.close();
}, Number(holdMs));
