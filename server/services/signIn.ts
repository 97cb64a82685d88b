import { passwordProblems } from '../../contract/password';
import { verifyPassword } from '../auth/passwords';
import type { Sessions } from '../auth/sessions';
import { waitInWords, type SignInLimiter } from '../auth/signInLimiter';
import { BadData, NotAllowed, TooManyAttempts, WrongCredentials } from '../domain/errors';
import type { Db } from '../store/openDatabase';
import { findSignInAccount, recordSignIn } from '../store/people';
import type { User } from '../store/users';

/** What signing in with a password needs beside the store. */
export interface SignInContext {
  sessions: Sessions;
  limiter: SignInLimiter;
  /** The hash an unknown account's password is checked against (`auth/passwords.ts`). */
  unknownAccountHash: Promise<string>;
}

/** One answer for an unknown name and a wrong password, worded as Unleash words it. */
const wrongPassword = () => new WrongCredentials('The combination of password and username you provided is invalid.');

/**
 * Checks a name and password and opens a session. Every attempt that gets past the limits costs
 * one scrypt verification, whether the account exists, has a password, or neither, so an unknown
 * name and a wrong password take the same time and get the same answer. Only once the password is
 * right does a deactivated account hear that it is deactivated.
 */
export async function signIn(db: Db, context: SignInContext, attempt: { username: string; password: string; address: string }): Promise<{ user: User; session: { id: string; maxAgeSeconds: number } }> {
  const refusal = context.limiter.check(attempt.username, attempt.address);
  if (refusal) {
    const what = refusal.scope === 'account' ? 'for this account' : 'from your address';
    throw new TooManyAttempts(`Too many failed sign-ins ${what}: try again in ${waitInWords(refusal.retryAfterSeconds)}.`, refusal.retryAfterSeconds);
  }
  const account = findSignInAccount(db, attempt.username);
  const matches = await verifyPassword(attempt.password, account?.passwordHash ?? (await context.unknownAccountHash));
  if (!account || account.passwordHash === null || !matches) {
    context.limiter.recordFailure(attempt.username, attempt.address);
    throw wrongPassword();
  }
  if (account.user.deactivatedAt !== null) throw new NotAllowed('This account is deactivated: ask an admin to activate it again.');
  recordSignIn(db, account.user.id);
  return { user: { ...account.user, seenAt: new Date().toISOString() }, session: context.sessions.start(account.user.id) };
}

/** A new password must pass the strength rules; the answer names each one it breaks, at the field. */
export function checkPasswordStrength(password: string): void {
  const problems = passwordProblems(password);
  if (problems.length > 0) throw new BadData(problems.join(' '), problems.map((message) => ({ message, path: 'password' })));
}
