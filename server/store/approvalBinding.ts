import { createHash } from 'node:crypto';
import type { Db } from './openDatabase';

/**
 * Approvals bound to the changes they approved. Each approval keeps a digest of the request's
 * changes as they were when it was given: every change's feature, action and payload, and the
 * state it replaces (its snapshot). An approval counts only while the digest is the request's
 * own; an edit of the changes, or a snapshot taken again over a flag that moved, makes it stale.
 * Approvals kept before digests were (none) are trusted as they stand.
 */

export interface DigestedChange { feature: string | null; segment_id: number | null; action: string; payload: string; snapshot: string | null }

/** The digest of changes in the order they apply (by id), from their stored text. */
export function digestOf(changes: readonly DigestedChange[]): string {
  const text = JSON.stringify(changes.map((change) => [change.feature, change.segment_id, change.action, change.payload, change.snapshot]));
  return createHash('sha256').update(text).digest('hex');
}

export function currentDigest(db: Db, changeRequestId: number): string {
  return digestOf(db.cached<[number], DigestedChange>(
    'SELECT feature, segment_id, action, payload, snapshot FROM change_request_changes WHERE change_request_id = ? ORDER BY id',
  ).all(changeRequestId));
}

/** Whether an approval with this digest (null: kept before digests were) counts for changes of `current`. */
export const approvalHolds = (digest: string | null, current: string): boolean => digest === null || digest === current;

/** How many approvals count now: not withdrawn, and given for the changes as they are. */
export function countingApprovals(db: Db, changeRequestId: number): number {
  const current = currentDigest(db, changeRequestId);
  return db.cached<[number], { changes_digest: string | null }>(
    `SELECT changes_digest FROM change_request_reviews WHERE change_request_id = ? AND kind = 'approval' AND withdrawn_at IS NULL`,
  ).all(changeRequestId).filter((row) => approvalHolds(row.changes_digest, current)).length;
}

/**
 * Withdraws, with the reason, every approval that no longer counts (`all`: every one still
 * standing, as when a flag moved under the request); answers how many it withdrew.
 */
export function withdrawApprovals(db: Db, changeRequestId: number, { reason, at, all = false }: { reason: string; at: string; all?: boolean }): number {
  const current = currentDigest(db, changeRequestId);
  const standing = db.cached<[number], { id: number; changes_digest: string | null }>(
    `SELECT id, changes_digest FROM change_request_reviews WHERE change_request_id = ? AND kind = 'approval' AND withdrawn_at IS NULL`,
  ).all(changeRequestId);
  const stale = standing.filter((row) => all || !approvalHolds(row.changes_digest, current));
  const withdraw = db.cached('UPDATE change_request_reviews SET withdrawn_at = ?, withdrawn_reason = ? WHERE id = ?');
  for (const row of stale) withdraw.run(at, reason, row.id);
  return stale.length;
}
