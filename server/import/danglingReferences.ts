import { z } from 'zod';
import type { Db } from '../store/openDatabase';
import { writeTransaction } from '../store/writeTransaction';
import { ImportError } from './importError';

/*
 * A client-features file may point at things it does not define: a strategy at a segment id that
 * is not in `segments`, a flag at a parent that is not in `features`. An SDK evaluates both as
 * missing (the strategy and the child never match); the client specification tests exactly that.
 * The store's foreign keys would refuse such rows, so the import writes with foreign keys off and
 * then checks that these two references are the only ones left dangling.
 */

/** The table and the referenced table of each reference an import may leave dangling. */
const allowedDangling = [
  { table: 'strategy_segments', parent: 'segments' },
  { table: 'dependencies', parent: 'features' },
];

const foreignKeyViolations = z.array(z.object({ table: z.string(), rowid: z.number().nullable(), parent: z.string() }));

/** Runs `write` as one transaction in which only the allowed references may dangle. */
export function writeAllowingDanglingReferences<T>(db: Db, write: () => T): T {
  if (db.inTransaction) throw new Error('the import runs its own transaction; call it outside of one');
  const enforced = Number(db.pragma('foreign_keys', { simple: true })) === 1;
  db.pragma('foreign_keys = OFF');
  try {
    return writeTransaction(db, () => {
      const result = write();
      const violations = foreignKeyViolations.parse(db.pragma('foreign_key_check'));
      const unexpected = violations.find((v) => !allowedDangling.some((a) => a.table === v.table && a.parent === v.parent));
      if (unexpected) {
        throw new ImportError(`the import would leave ${unexpected.table} row ${unexpected.rowid} pointing at a missing ${unexpected.parent} row`);
      }
      return result;
    });
  } finally {
    if (enforced) db.pragma('foreign_keys = ON');
  }
}

/**
 * Where a segment id the file does not define is stored. Segment ids the store hands out are
 * positive, so a non-positive id never comes to exist: the reference stays missing, as in the file.
 */
export function danglingSegmentId(id: number): number {
  return id > 0 ? -id : id;
}
