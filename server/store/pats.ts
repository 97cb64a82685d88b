import type { CreatedPat, Pat } from '../../contract/pat';
import { hashSecret, newPatSecret } from '../auth/secrets';
import { BadData, NotFound } from '../domain/errors';
import { isoNow } from './json';
import { recordEvent, type EventAuthor } from './events';
import type { Db } from './openDatabase';
import { toUser, type User, type UserRow } from './users';
import { writeTransaction } from './writeTransaction';

/** Unleash's limit; keeps a leaked-admin script from minting tokens without end. */
export const maxTokensPerAccount = 10;

interface PatRow { id: number; user_id: number; description: string; created_at: string; expires_at: string; seen_at: string | null }

const toPat = (row: PatRow): Pat => ({
  id: row.id,
  createdAt: row.created_at,
  seenAt: row.seen_at,
  userId: row.user_id,
  description: row.description,
  expiresAt: row.expires_at,
});

/** Newest first, as Unleash lists them: ids grow with creation. */
export function listPats(db: Db, userId: number): Pat[] {
  return db.cached<[number], PatRow>('SELECT * FROM pats WHERE user_id = ? ORDER BY id DESC').all(userId).map(toPat);
}

/** The only time the secret exists in plain text is in this return value. */
export function createPat(
  db: Db,
  by: EventAuthor,
  userId: number,
  input: { description: string; expiresAt: string; createdAt?: string; seenAt?: string | null },
): CreatedPat {
  const secret = newPatSecret();
  const createdAt = input.createdAt ?? isoNow();
  // Counted and inserted in one transaction, so two creations at once cannot pass the limit.
  const id = writeTransaction(db, () => {
    const count = db.cached<[number], { n: number }>('SELECT COUNT(*) AS n FROM pats WHERE user_id = ?').get(userId)?.n ?? 0;
    if (count >= maxTokensPerAccount) {
      throw new BadData(`An account can have at most ${maxTokensPerAccount} tokens; delete one before creating another.`);
    }
    const result = db.cached('INSERT INTO pats (user_id, secret_hash, description, created_at, expires_at, seen_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(userId, hashSecret(secret), input.description, createdAt, input.expiresAt, input.seenAt ?? null);
    const id = Number(result.lastInsertRowid);
    recordEvent(db, by, { type: 'pat-created', data: { id, userId, description: input.description, expiresAt: input.expiresAt } });
    return id;
  });
  return { id, secret, description: input.description, createdAt, expiresAt: input.expiresAt, seenAt: input.seenAt ?? null, userId };
}

export function deletePat(db: Db, by: EventAuthor, userId: number, patId: string): void {
  writeTransaction(db, () => {
    const result = db.cached('DELETE FROM pats WHERE user_id = ? AND CAST(id AS TEXT) = ?').run(userId, patId);
    if (result.changes === 0) throw new NotFound(`Token "${patId}" does not exist for this account.`);
    recordEvent(db, by, { type: 'pat-deleted', preData: { id: Number(patId), userId } });
  });
}

export interface PatOwner { patId: number; expiresAt: string; user: User }

export function patLookup(db: Db): (secretHash: string) => PatOwner | undefined {
  const statement = db.cached<[string], UserRow & { pat_id: number; expires_at: string }>(
    `SELECT u.*, p.id AS pat_id, p.expires_at FROM pats p JOIN users u ON u.id = p.user_id WHERE p.secret_hash = ? AND u.deactivated_at IS NULL`,
  );
  return (secretHash) => {
    const row = statement.get(secretHash);
    return row && { patId: row.pat_id, expiresAt: row.expires_at, user: toUser(row) };
  };
}

/** The owner of the personal access token with this id, while it is unexpired at `now` and its owner active (a live stream's caller, checked again while it listens). */
export function patOwnerById(db: Db, patId: number, now: string): User | undefined {
  const row = db.cached<[number, string], UserRow>(
    'SELECT u.* FROM pats p JOIN users u ON u.id = p.user_id WHERE p.id = ? AND p.expires_at > ? AND u.deactivated_at IS NULL',
  ).get(patId, now);
  return row && toUser(row);
}

export function writeSeenAt(db: Db, seen: Map<number, string>): void {
  if (seen.size === 0) return;
  const update = db.cached('UPDATE pats SET seen_at = ? WHERE id = ?');
  db.transaction(() => {
    for (const [id, at] of seen) update.run(at, id);
  })();
}
