import type { ServiceAccount } from '../../contract/admin';
import { rootRoleIds, rootRoleName, type RootRoleName } from '../auth/permissions';
import { Conflict, NotFound } from '../domain/errors';
import { isoNow } from './json';
import { recordEvent, type EventAuthor } from './events';
import type { Db } from './openDatabase';
import { writeTransaction } from './writeTransaction';

export interface User {
  id: number;
  name: string | null;
  username: string;
  email: string | null;
  rootRole: RootRoleName;
  isServiceAccount: boolean;
  createdAt: string;
  /** The last sign-in with a password. */
  seenAt: string | null;
  /** A deactivated user signs in with nothing: no password, no session, no token. */
  deactivatedAt: string | null;
}

export interface UserRow {
  id: number; name: string | null; username: string; email: string | null; root_role: number; is_service: number; created_at: string;
  seen_at: string | null; deactivated_at: string | null;
}

export const toUser = (row: UserRow): User => ({
  id: row.id,
  name: row.name,
  username: row.username,
  email: row.email,
  rootRole: rootRoleName(row.root_role),
  isServiceAccount: row.is_service === 1,
  createdAt: row.created_at,
  seenAt: row.seen_at,
  deactivatedAt: row.deactivated_at,
});

export function insertUser(
  db: Db,
  user: { name: string; username: string; email?: string; rootRole: RootRoleName; isServiceAccount?: boolean; createdAt?: string },
): number {
  return writeTransaction(db, () => {
    const taken = db.cached<[string], { id: number }>('SELECT id FROM users WHERE username = ?').get(user.username);
    if (taken) throw new Conflict(`The username "${user.username}" is already taken.`);
    const result = db.cached('INSERT INTO users (name, username, email, root_role, is_service, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(user.name, user.username, user.email ?? null, rootRoleIds[user.rootRole], user.isServiceAccount ? 1 : 0, user.createdAt ?? isoNow());
    return Number(result.lastInsertRowid);
  });
}

export function findUserByUsername(db: Db, username: string): User | undefined {
  const row = db.cached<[string], UserRow>('SELECT * FROM users WHERE username = ?').get(username);
  return row && toUser(row);
}

export function listServiceAccounts(db: Db): ServiceAccount[] {
  return db
    .cached<[], UserRow & { tokens: number }>(
      `SELECT u.*, (SELECT COUNT(*) FROM pats p WHERE p.user_id = u.id) AS tokens
       FROM users u WHERE u.is_service = 1 ORDER BY u.id`,
    )
    .all()
    .map((row) => toServiceAccount(row, row.tokens));
}

function toServiceAccount(row: UserRow, tokens: number): ServiceAccount {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    rootRole: row.root_role,
    rootRoleName: rootRoleName(row.root_role),
    createdAt: row.created_at,
    tokens,
  };
}

function readServiceAccount(db: Db, id: number): ServiceAccount {
  const row = db.cached<[number], UserRow>('SELECT * FROM users WHERE id = ? AND is_service = 1').get(id);
  if (!row) throw new NotFound(`Service account ${id} does not exist.`);
  const tokens = db.cached<[number], { n: number }>('SELECT COUNT(*) AS n FROM pats WHERE user_id = ?').get(id);
  return toServiceAccount(row, tokens?.n ?? 0);
}

/** Creates a service account and answers it as the admin API lists it. */
export function createServiceAccount(db: Db, by: EventAuthor, account: { name: string; username: string; rootRole: RootRoleName }): ServiceAccount {
  return writeTransaction(db, () => {
    const created = readServiceAccount(db, insertUser(db, { ...account, isServiceAccount: true }));
    recordEvent(db, by, { type: 'service-account-created', data: { id: created.id, name: account.name, username: account.username, rootRole: account.rootRole } });
    return created;
  });
}

/** Path ids are strings; anything that is not a positive whole number names no account. */
export function requireServiceAccountId(db: Db, rawId: string): number {
  const id = /^[1-9]\d{0,15}$/.test(rawId) ? Number(rawId) : NaN;
  if (Number.isNaN(id) || !db.cached<[number], { id: number }>('SELECT id FROM users WHERE id = ? AND is_service = 1').get(id)) {
    throw new NotFound(`Service account "${rawId}" does not exist.`);
  }
  return id;
}
