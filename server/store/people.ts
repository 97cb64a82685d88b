import type { User as UserAnswer } from '../../contract/users';
import { rootRoleIds, type RootRoleName } from '../auth/permissions';
import { Conflict, InvalidOperation, NotFound } from '../domain/errors';
import { isoNow } from './json';
import type { Db } from './openDatabase';
import { endSessionsOf } from './sessions';
import { toUser, type User, type UserRow } from './users';
import { writeTransaction } from './writeTransaction';
import { recordEvent, type EventAuthor } from './events';

/**
 * People: the users who sign in (service accounts are users too, but never sign in with a
 * password and are listed apart). Emails are compared without regard to case.
 */

export const personAnswer = (user: User): UserAnswer => ({
  id: user.id,
  name: user.name,
  // Unleash leaves out an email a user does not have (its `userSchema` has no null there).
  ...(user.email === null ? {} : { email: user.email }),
  username: user.username,
  rootRole: rootRoleIds[user.rootRole],
  seenAt: user.seenAt,
  createdAt: user.createdAt,
  accountType: 'User',
  deactivatedAt: user.deactivatedAt,
});

export function listPeople(db: Db): User[] {
  return db.cached<[], UserRow>('SELECT * FROM users WHERE is_service = 0 ORDER BY id').all().map(toUser);
}

/** Path ids are strings; anything that is not a positive whole number naming a person is a 404. */
export function requirePerson(db: Db, rawId: string | number): User {
  const id = typeof rawId === 'number' ? rawId : /^[1-9]\d{0,15}$/.test(rawId) ? Number(rawId) : NaN;
  const row = Number.isNaN(id) ? undefined : db.cached<[number], UserRow>('SELECT * FROM users WHERE id = ? AND is_service = 0').get(id);
  if (!row) throw new NotFound(`User "${rawId}" does not exist.`);
  return toUser(row);
}

/** The person a sign-in names: by email when it looks like one (as Unleash reads it), else by username. */
export function findSignInAccount(db: Db, usernameOrEmail: string): { user: User; passwordHash: string | null } | undefined {
  const byEmail = usernameOrEmail.includes('@');
  const row = db.cached<[string], UserRow & { password_hash: string | null }>(
    byEmail ? 'SELECT * FROM users WHERE lower(email) = lower(?) AND is_service = 0' : 'SELECT * FROM users WHERE username = ? AND is_service = 0',
  ).get(usernameOrEmail);
  return row && { user: toUser(row), passwordHash: row.password_hash };
}

export function passwordHashOf(db: Db, userId: number): string | null {
  return db.cached<[number], { password_hash: string | null }>('SELECT password_hash FROM users WHERE id = ?').get(userId)?.password_hash ?? null;
}

export function findPersonByEmail(db: Db, email: string): User | undefined {
  const row = db.cached<[string], UserRow>('SELECT * FROM users WHERE lower(email) = lower(?) AND is_service = 0').get(email);
  return row && toUser(row);
}

function refuseTaken(db: Db, { username, email }: { username?: string | undefined; email?: string | undefined }, except = 0): void {
  if (username !== undefined && db.cached<[string, number], { id: number }>('SELECT id FROM users WHERE username = ? AND id <> ?').get(username, except)) {
    throw new Conflict(`The username "${username}" is already taken.`);
  }
  if (email !== undefined && db.cached<[string, number], { id: number }>('SELECT id FROM users WHERE lower(email) = lower(?) AND id <> ?').get(email, except)) {
    throw new Conflict(`A user with the email "${email}" already exists.`);
  }
}

export interface NewPerson { name?: string | undefined; email?: string | undefined; username?: string | undefined; rootRole: RootRoleName; passwordHash?: string | undefined }

/**
 * A person needs a username or an email. One known by email alone gets it as their username too
 * (the column is required), kept in step with the email when an admin changes it.
 */
/** A person as their events carry them: never a password or its hash. */
const personRecord = (user: User) => ({
  id: user.id, name: user.name, username: user.username, email: user.email, rootRole: user.rootRole, deactivatedAt: user.deactivatedAt,
});

export function createPerson(db: Db, by: EventAuthor, person: NewPerson): User {
  return writeTransaction(db, () => {
    const username = person.username ?? person.email?.toLowerCase();
    if (username === undefined) throw new Error('a person needs a username or an email');
    refuseTaken(db, { username, email: person.email });
    const result = db.cached('INSERT INTO users (name, username, email, root_role, is_service, created_at, password_hash) VALUES (?, ?, ?, ?, 0, ?, ?)')
      .run(person.name ?? null, username, person.email ?? null, rootRoleIds[person.rootRole], isoNow(), person.passwordHash ?? null);
    const created = requirePerson(db, Number(result.lastInsertRowid));
    recordEvent(db, by, { type: 'user-created', data: personRecord(created) });
    return created;
  });
}

const activeAdminsBesides = (db: Db, id: number): number =>
  db.cached<[number], { n: number }>('SELECT COUNT(*) AS n FROM users WHERE is_service = 0 AND root_role = 1 AND deactivated_at IS NULL AND id <> ?').get(id)?.n ?? 0;

/** Someone must stay who can administer people: the last active admin keeps the role and stays active. */
function keepAnAdmin(db: Db, user: User, what: string): void {
  if (user.rootRole === 'Admin' && user.deactivatedAt === null && activeAdminsBesides(db, user.id) === 0) {
    throw new InvalidOperation(`${user.name ?? user.username} is the last active admin: ${what} would leave nobody to administer users. Make someone else an admin first.`);
  }
}

export function updatePerson(db: Db, by: EventAuthor, rawId: string, change: { name?: string | undefined; email?: string | undefined; rootRole?: RootRoleName | undefined }): User {
  return writeTransaction(db, () => {
    const user = requirePerson(db, rawId);
    if (change.rootRole !== undefined && change.rootRole !== 'Admin') keepAnAdmin(db, user, `making them ${change.rootRole === 'Editor' ? 'an' : 'a'} ${change.rootRole}`);
    const emailUsername = user.email !== null && user.username === user.email.toLowerCase();
    const username = change.email !== undefined && emailUsername ? change.email.toLowerCase() : undefined;
    refuseTaken(db, { email: change.email, username }, user.id);
    db.cached('UPDATE users SET name = coalesce(?, name), email = coalesce(?, email), username = coalesce(?, username), root_role = coalesce(?, root_role) WHERE id = ?')
      .run(change.name ?? null, change.email ?? null, username ?? null, change.rootRole === undefined ? null : rootRoleIds[change.rootRole], user.id);
    const updated = requirePerson(db, user.id);
    recordEvent(db, by, { type: 'user-updated', preData: personRecord(user), data: personRecord(updated) });
    return updated;
  });
}

/** A new password ends every session of the person (but `keepSession`, the one that changed it) and voids their open links. */
export function setPasswordHash(db: Db, userId: number, passwordHash: string, keepSession?: string): void {
  writeTransaction(db, () => {
    db.cached('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, userId);
    db.cached('DELETE FROM password_links WHERE user_id = ?').run(userId);
    endSessionsOf(db, userId, keepSession);
  });
}

export function recordSignIn(db: Db, userId: number): void {
  db.cached('UPDATE users SET seen_at = ? WHERE id = ?').run(isoNow(), userId);
}

/** Deactivating ends the person's sessions at once; their tokens stop working with them (`patLookup`). */
export function setDeactivated(db: Db, author: EventAuthor, rawId: string, deactivated: boolean, by: number): User {
  return writeTransaction(db, () => {
    const user = requirePerson(db, rawId);
    if (deactivated) {
      if (user.id === by) throw new InvalidOperation('You cannot deactivate yourself.');
      keepAnAdmin(db, user, 'deactivating them');
    }
    db.cached('UPDATE users SET deactivated_at = ? WHERE id = ?').run(deactivated ? (user.deactivatedAt ?? isoNow()) : null, user.id);
    if (deactivated) {
      endSessionsOf(db, user.id);
      db.cached('DELETE FROM password_links WHERE user_id = ?').run(user.id);
    }
    const updated = requirePerson(db, user.id);
    recordEvent(db, author, { type: 'user-updated', preData: personRecord(user), data: personRecord(updated) });
    return updated;
  });
}

/** Whether anyone can sign in with a password yet: the first start creates an admin when nobody can. */
export const anyoneHasPassword = (db: Db): boolean =>
  db.prepare('SELECT 1 FROM users WHERE is_service = 0 AND password_hash IS NOT NULL AND deactivated_at IS NULL').get() !== undefined;

/** Active admins: people with a password, people without one (single sign-on only), service accounts. */
export function adminCounts(db: Db): { password: number; noPassword: number; service: number } {
  const counts = db.cached<[], { password: number; noPassword: number; service: number }>(`
    SELECT coalesce(sum(is_service = 0 AND password_hash IS NOT NULL), 0) AS password,
           coalesce(sum(is_service = 0 AND password_hash IS NULL), 0) AS noPassword,
           coalesce(sum(is_service = 1), 0) AS service
    FROM users WHERE root_role = 1 AND deactivated_at IS NULL`).get();
  return counts ?? { password: 0, noPassword: 0, service: 0 };
}

/** Unleash counts a person inactive after this long without a sign-in (its `user-inactive` read model). */
export const inactiveAfterDays = 180;

/** People who have not signed in for `inactiveAfterDays` (or never did, made that long ago). */
export function inactivePeople(db: Db, now: number): User[] {
  const before = new Date(now - inactiveAfterDays * 86_400_000).toISOString();
  return listPeople(db).filter((user) => (user.seenAt ?? user.createdAt) < before);
}

/** The change requests' records that name a person: they keep who did what, so that person stays. */
const changeRequestParts = [
  'SELECT 1 FROM change_requests WHERE created_by = ?',
  'SELECT 1 FROM change_request_changes WHERE created_by = ?',
  'SELECT 1 FROM change_request_reviews WHERE user_id = ?',
  'SELECT 1 FROM change_request_comments WHERE user_id = ?',
  'SELECT 1 FROM change_request_state_changes WHERE user_id = ?',
];

/**
 * Call inside a write transaction. Deletes a person, as Unleash's user admin does: their sessions,
 * links, personal access tokens and own settings go with them (the schema cascades), and the
 * event log keeps their name on what they did. Recorded as Unleash's `user-deleted`.
 */
export function deletePerson(db: Db, author: EventAuthor, user: User, by: number): void {
  if (user.id === by) throw new InvalidOperation('You cannot delete yourself.');
  keepAnAdmin(db, user, 'deleting them');
  if (changeRequestParts.some((sql) => db.cached<[number], { 1: number }>(sql).get(user.id) !== undefined)) {
    throw new InvalidOperation(`${user.name ?? user.username} has taken part in change requests, which keep who did what: deactivate them instead.`);
  }
  db.cached('DELETE FROM users WHERE id = ?').run(user.id);
  recordEvent(db, author, { type: 'user-deleted', preData: personRecord(user) });
}
