import type { User } from './users';
import { toUser, type UserRow } from './users';
import { recordEvent, type EventAuthor } from './events';
import type { Db } from './openDatabase';

/**
 * Unleash's public invite links, kept by the sha256 of their secret (`auth/secrets.ts`), with who
 * signed up by each. Every write is called inside a write transaction and records Unleash's event
 * (`public-signup-token-created`, `-updated`, `-user-added`), never with the secret.
 */

export interface StoredInviteLink {
  secretHash: string;
  name: string;
  enabled: boolean;
  expiresAt: string;
  createdAt: string;
  createdBy: string | null;
  users: User[];
}

interface InviteLinkRow { secret_hash: string; name: string; enabled: number; expires_at: string; created_at: string; created_by: string | null }

function toLink(db: Db, row: InviteLinkRow): StoredInviteLink {
  const users = db.cached<[string], UserRow>('SELECT u.* FROM invite_link_users l JOIN users u ON u.id = l.user_id WHERE l.secret_hash = ? ORDER BY u.id')
    .all(row.secret_hash).map(toUser);
  return {
    secretHash: row.secret_hash, name: row.name, enabled: row.enabled === 1, expiresAt: row.expires_at,
    createdAt: row.created_at, createdBy: row.created_by, users,
  };
}

/** What an event says of a link: everything the admin API lists but the secret and the people. */
const eventData = (link: StoredInviteLink) => ({ name: link.name, enabled: link.enabled, expiresAt: link.expiresAt, createdAt: link.createdAt, createdBy: link.createdBy });

export function listInviteLinks(db: Db): StoredInviteLink[] {
  return db.cached<[], InviteLinkRow>('SELECT * FROM invite_links ORDER BY created_at DESC, name').all().map((row) => toLink(db, row));
}

export function findInviteLink(db: Db, secretHash: string): StoredInviteLink | undefined {
  const row = db.cached<[string], InviteLinkRow>('SELECT * FROM invite_links WHERE secret_hash = ?').get(secretHash);
  return row && toLink(db, row);
}

export function insertInviteLink(db: Db, by: EventAuthor, link: { secretHash: string; name: string; expiresAt: string; createdAt: string }): StoredInviteLink {
  db.cached('INSERT INTO invite_links (secret_hash, name, enabled, expires_at, created_at, created_by) VALUES (?, ?, 1, ?, ?, ?)')
    .run(link.secretHash, link.name, link.expiresAt, link.createdAt, by.createdBy);
  const created = findInviteLink(db, link.secretHash);
  if (!created) throw new Error('the invite link just made is not in the store');
  recordEvent(db, by, { type: 'public-signup-token-created', data: eventData(created) });
  return created;
}

export function updateInviteLink(db: Db, by: EventAuthor, before: StoredInviteLink, change: { expiresAt?: string | undefined; enabled?: boolean | undefined }): StoredInviteLink {
  db.cached('UPDATE invite_links SET expires_at = coalesce(?, expires_at), enabled = coalesce(?, enabled) WHERE secret_hash = ?')
    .run(change.expiresAt ?? null, change.enabled === undefined ? null : Number(change.enabled), before.secretHash);
  const after = findInviteLink(db, before.secretHash) ?? before;
  recordEvent(db, by, { type: 'public-signup-token-updated', preData: eventData(before), data: eventData(after) });
  return after;
}

export function addInviteLinkUser(db: Db, by: EventAuthor, link: StoredInviteLink, user: User): void {
  db.cached('INSERT INTO invite_link_users (secret_hash, user_id) VALUES (?, ?)').run(link.secretHash, user.id);
  recordEvent(db, by, { type: 'public-signup-token-user-added', data: { name: link.name, userId: user.id, email: user.email } });
}
