import type { CreateUserBody, PasswordBody, UpdateUserBody, User as UserAnswer } from '../../contract/users';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Principal } from '../auth/principal';
import { BadData } from '../domain/errors';
import { rootRoleOf } from '../domain/rootRoleInput';
import type { Db } from '../store/openDatabase';
import {
  createPerson, deletePerson, findPersonByEmail, findSignInAccount, inactivePeople, passwordHashOf, personAnswer, requirePerson, setPasswordHash, updatePerson,
} from '../store/people';
import { inOneTransaction } from '../store/events';
import { writeTransaction } from '../store/writeTransaction';
import { authorOf } from './eventAuthor';
import { issuePasswordLink } from './passwordLinks';
import { checkPasswordStrength } from './signIn';

/** What an admin does to people (`/api/admin/user-admin`), and what people do to their own password. */

const actorId = (caller: Principal): number => (caller.kind === 'user' ? caller.user.id : 0);

/** A new user: with the password given, or else with a one-time link to set one (`inviteLink`, shown this once). */
export async function addPerson(db: Db, caller: Principal, body: CreateUserBody, origin: string): Promise<UserAnswer> {
  if (body.email === undefined && body.username === undefined) {
    throw new BadData('A user needs an email (or a username).', [{ message: 'an email or a username is required', path: 'email' }]);
  }
  if (body.password !== undefined) checkPasswordStrength(body.password);
  const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);
  const user = createPerson(db, authorOf(caller), { name: body.name, email: body.email, username: body.username, rootRole: rootRoleOf(body.rootRole), passwordHash });
  const inviteLink = passwordHash === undefined ? issuePasswordLink(db, { userId: user.id, purpose: 'invite', createdBy: actorId(caller), origin }) : undefined;
  return { ...personAnswer(user), ...(inviteLink ? { inviteLink } : {}), emailSent: false };
}

export function changePerson(db: Db, caller: Principal, rawId: string, body: UpdateUserBody): UserAnswer {
  return personAnswer(updatePerson(db, authorOf(caller), rawId, { name: body.name, email: body.email, rootRole: body.rootRole === undefined ? undefined : rootRoleOf(body.rootRole) }));
}

/** Unleash names the user by email in `id`; a username or the numeric id are taken too. */
export function resetLinkFor(db: Db, caller: Principal, id: string, origin: string): string {
  const user = findPersonByEmail(db, id) ?? findSignInAccount(db, id)?.user ?? requirePerson(db, id);
  return issuePasswordLink(db, { userId: user.id, purpose: 'reset', createdBy: actorId(caller), origin });
}

/** An admin sets someone's password: their sessions end. */
export async function setPersonPassword(db: Db, rawId: string, password: string): Promise<void> {
  const user = requirePerson(db, rawId);
  checkPasswordStrength(password);
  setPasswordHash(db, user.id, await hashPassword(password));
}

/**
 * A person changes their own password: the one they have first (when they have one), the new one
 * twice. Their other sessions end; the one they are using stays.
 */
export async function changeOwnPassword(db: Db, caller: Principal, body: PasswordBody): Promise<void> {
  if (caller.kind !== 'user') throw new BadData('An admin API token has no password; sign in as a person to change yours.');
  if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) {
    throw new BadData('The two new passwords are not the same.', [{ message: 'does not match the new password', path: 'confirmPassword' }]);
  }
  checkPasswordStrength(body.password);
  const current = passwordHashOf(db, caller.user.id);
  if (current !== null) {
    if (!(await verifyPassword(body.oldPassword ?? '', current))) {
      throw new BadData('The current password is not right.', [{ message: 'is not your current password', path: 'oldPassword' }]);
    }
  }
  const keep = 'session' in caller.via ? caller.via.session : undefined;
  setPasswordHash(db, caller.user.id, await hashPassword(body.password), keep);
}

export function removePerson(db: Db, caller: Principal, rawId: string): void {
  writeTransaction(db, () => deletePerson(db, authorOf(caller), requirePerson(db, rawId), actorId(caller)));
}

/**
 * Unleash's `inactive/delete`: of the ids given, the people inactive now are deleted, all in one
 * write (one group of events); an id of someone active, or of nobody, is passed over, as there.
 */
export function removeInactivePeople(db: Db, caller: Principal, ids: readonly number[]): void {
  writeTransaction(db, () => {
    const wanted = new Set(ids);
    const author = inOneTransaction(authorOf(caller));
    for (const user of inactivePeople(db, Date.now()).filter((person) => wanted.has(person.id))) deletePerson(db, author, user, actorId(caller));
  });
}
