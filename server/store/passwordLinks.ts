import { isoNow } from './json';
import type { Db } from './openDatabase';
import { toUser, type User, type UserRow } from './users';
import { writeTransaction } from './writeTransaction';

/**
 * One-time links with which a person sets a password: an invitation for a new user, or a reset
 * an admin made. Kept by the sha256 of their token; using one, or any new password, voids every
 * open link of that person (`people.setPasswordHash`).
 */
export type LinkPurpose = 'invite' | 'reset';

export function insertPasswordLink(db: Db, link: { tokenHash: string; userId: number; purpose: LinkPurpose; createdBy: number; expiresAt: string }): void {
  writeTransaction(db, () => {
    // One open link per person: a new one replaces what an admin made before.
    db.cached('DELETE FROM password_links WHERE user_id = ?').run(link.userId);
    db.cached('INSERT INTO password_links (token_hash, user_id, purpose, created_by, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(link.tokenHash, link.userId, link.purpose, link.createdBy, isoNow(), link.expiresAt);
  });
}

export interface OpenLink { user: User; purpose: LinkPurpose; createdBy: string | null }

/** The link's person, while the link is open and the person active. */
export function findOpenLink(db: Db, tokenHash: string): OpenLink | undefined {
  const row = db.cached<[string, string], UserRow & { purpose: LinkPurpose; creator: string | null }>(
    `SELECT u.*, l.purpose, coalesce(c.name, c.username) AS creator FROM password_links l
     JOIN users u ON u.id = l.user_id LEFT JOIN users c ON c.id = l.created_by
     WHERE l.token_hash = ? AND l.expires_at > ? AND u.deactivated_at IS NULL`,
  ).get(tokenHash, isoNow());
  return row && { user: toUser(row), purpose: row.purpose, createdBy: row.creator };
}
