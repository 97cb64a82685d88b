import { randomBytes } from 'node:crypto';
import { passwordProblems } from '../contract/password';
import { hashPassword } from './auth/passwords';
import type { Config } from './config';
import type { Db } from './store/openDatabase';
import { anyoneHasPassword, createPerson, findSignInAccount, setPasswordHash } from './store/people';
import { writeTransaction } from './store/writeTransaction';
import { systemAuthor } from './store/events';

/** The admin a start created, and the password to print when this start made it up. */
export interface FirstAdmin { username: string; generatedPassword?: string }

function madeUpPassword(): string {
  for (;;) {
    const password = `${randomBytes(15).toString('base64url')}-Fd7`;
    if (passwordProblems(password).length === 0) return password;
  }
}

/**
 * While nobody can sign in with a password (a new store, or one from before people had them), the
 * start makes an admin who can: `UNLEASH_DEFAULT_ADMIN_USERNAME` (`admin`) with
 * `UNLEASH_DEFAULT_ADMIN_PASSWORD`, or else a password made up here and printed once, as the
 * first admin token is. A user of that name without a password gets it; nobody else is touched.
 */
export async function ensureFirstAdmin(db: Db, initial: Config['initialAdmin']): Promise<FirstAdmin | undefined> {
  if (anyoneHasPassword(db)) return undefined;
  const generatedPassword = initial.password === undefined ? madeUpPassword() : undefined;
  const passwordHash = await hashPassword(initial.password ?? generatedPassword ?? '');
  return writeTransaction(db, () => {
    if (anyoneHasPassword(db)) return undefined;
    const existing = findSignInAccount(db, initial.username);
    if (existing) setPasswordHash(db, existing.user.id, passwordHash);
    else {
      const email = initial.username.includes('@') ? initial.username : undefined;
      createPerson(db, systemAuthor, { username: initial.username, email, name: 'Admin', rootRole: 'Admin', passwordHash });
    }
    return { username: initial.username, ...(generatedPassword ? { generatedPassword } : {}) };
  });
}

/** What to print: the password only when this start made it up. */
export function describeFirstAdmin(admin: FirstAdmin | undefined): string[] {
  if (!admin) return [];
  if (admin.generatedPassword) return [`Sign in to the console as ${admin.username} with this password (shown only now; it is stored hashed): ${admin.generatedPassword}`];
  return [`Sign in to the console as ${admin.username} with the password of UNLEASH_DEFAULT_ADMIN_PASSWORD.`];
}
