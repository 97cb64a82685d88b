import { randomBytes } from 'node:crypto';
import type { TokenUser } from '../../contract/users';
import { rootRoleIds, rootRoleType } from '../auth/permissions';
import { hashPassword } from '../auth/passwords';
import { hashSecret } from '../auth/secrets';
import { NotFound } from '../domain/errors';
import type { Db } from '../store/openDatabase';
import { findOpenLink, insertPasswordLink, type LinkPurpose } from '../store/passwordLinks';
import { setPasswordHash } from '../store/people';
import { writeTransaction } from '../store/writeTransaction';
import { checkPasswordStrength } from './signIn';

/**
 * One-time links with which a person sets their password, at the console's pages Unleash uses
 * for the same (`/new-user`, `/reset-password`). Whoever holds the link may set the password, so
 * it is shown once, to the admin who made it, and is kept only as a hash.
 */
const lifetimes: Record<LinkPurpose, number> = { invite: 7 * 86_400_000, reset: 86_400_000 };
const pages: Record<LinkPurpose, string> = { invite: '/new-user', reset: '/reset-password' };

export function issuePasswordLink(db: Db, link: { userId: number; purpose: LinkPurpose; createdBy: number; origin: string }): string {
  const token = randomBytes(32).toString('base64url');
  insertPasswordLink(db, {
    tokenHash: hashSecret(token), userId: link.userId, purpose: link.purpose, createdBy: link.createdBy,
    expiresAt: new Date(Date.now() + lifetimes[link.purpose]).toISOString(),
  });
  const url = new URL(pages[link.purpose], link.origin);
  url.searchParams.set('token', token);
  return url.href;
}

const notValid = () => new NotFound('This link is not valid any more: it was used, replaced by a newer one, or has expired. Ask an admin for a new one.');

export function linkOwner(db: Db, token: string): TokenUser {
  const link = findOpenLink(db, hashSecret(token));
  if (!link) throw notValid();
  const { user } = link;
  return {
    id: user.id, name: user.name, email: user.email, username: user.username, token, createdBy: link.createdBy,
    role: { id: rootRoleIds[user.rootRole], name: user.rootRole, type: rootRoleType },
  };
}

/** Sets the password (which voids the link and ends the person's sessions). */
export async function setPasswordWithLink(db: Db, token: string, password: string): Promise<void> {
  checkPasswordStrength(password);
  if (!findOpenLink(db, hashSecret(token))) throw notValid();
  const hash = await hashPassword(password);
  // Read again after the hash, with the write: the link may have been used or replaced meanwhile.
  writeTransaction(db, () => {
    const link = findOpenLink(db, hashSecret(token));
    if (!link) throw notValid();
    setPasswordHash(db, link.user.id, hash);
  });
}
