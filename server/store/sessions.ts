import type { Db } from './openDatabase';
import { toUser, type User, type UserRow } from './users';
import { writeTransaction } from './writeTransaction';

/**
 * Sign-in sessions, kept by the sha256 of their id (`auth/sessions.ts` makes the ids and decides
 * expiry): a copy of the database holds no session anyone could use. A session ends when it is
 * deleted, when its absolute expiry passes, or when it has not been seen for the idle time.
 */

export interface SessionRow { idHash: string; user: User; createdAt: string; lastSeenAt: string; expiresAt: string }

/** Unleash open source keeps at most five sessions a person; a sixth sign-in ends the oldest. */
export const maxSessionsPerUser = 5;

export function insertSession(db: Db, session: { idHash: string; userId: number; createdAt: string; expiresAt: string }): void {
  writeTransaction(db, () => {
    db.cached('DELETE FROM sessions WHERE expires_at <= ?').run(session.createdAt);
    db.cached(`DELETE FROM sessions WHERE user_id = ? AND id_hash NOT IN (
      SELECT id_hash FROM sessions WHERE user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?)`).run(session.userId, session.userId, maxSessionsPerUser - 1);
    db.cached('INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(session.idHash, session.userId, session.createdAt, session.createdAt, session.expiresAt);
  });
}

export function sessionLookup(db: Db): (idHash: string) => SessionRow | undefined {
  const statement = db.cached<[string], UserRow & { id_hash: string; session_created_at: string; last_seen_at: string; expires_at: string }>(
    `SELECT u.*, s.id_hash, s.created_at AS session_created_at, s.last_seen_at, s.expires_at
     FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id_hash = ?`,
  );
  return (idHash) => {
    const row = statement.get(idHash);
    return row && { idHash: row.id_hash, user: toUser(row), createdAt: row.session_created_at, lastSeenAt: row.last_seen_at, expiresAt: row.expires_at };
  };
}

export function touchSession(db: Db, idHash: string, at: string): void {
  db.cached('UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?').run(at, idHash);
}

export function deleteSession(db: Db, idHash: string): void {
  db.cached('DELETE FROM sessions WHERE id_hash = ?').run(idHash);
}

/** Ends every session of a person, but the one whose hash is `keep` (the session that changed the password). */
export function endSessionsOf(db: Db, userId: number, keep?: string): void {
  db.cached('DELETE FROM sessions WHERE user_id = ? AND id_hash <> ?').run(userId, keep ?? '');
}

export function countSessionsOf(db: Db, userId: number): number {
  return db.cached<[number, string], { n: number }>('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ? AND expires_at > ?').get(userId, new Date().toISOString())?.n ?? 0;
}
