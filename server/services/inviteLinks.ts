import { maskedInviteSecret, type CreateInviteLinkBody, type InviteLink, type InviteSignupBody, type UpdateInviteLinkBody } from '../../contract/inviteLinks';
import type { User as UserAnswer } from '../../contract/users';
import { rootRoleIds, rootRoleType } from '../auth/permissions';
import { hashPassword } from '../auth/passwords';
import type { Principal } from '../auth/principal';
import { hashSecret, randomHex } from '../auth/secrets';
import { BadData, NotFound } from '../domain/errors';
import { futureExpiry } from '../domain/futureExpiry';
import { inOneTransaction, systemAuthor } from '../store/events';
import { addInviteLinkUser, findInviteLink, insertInviteLink, listInviteLinks, updateInviteLink, type StoredInviteLink } from '../store/inviteLinks';
import { isoNow } from '../store/json';
import type { Db } from '../store/openDatabase';
import { createPerson, personAnswer } from '../store/people';
import { writeTransaction } from '../store/writeTransaction';
import { authorOf } from './eventAuthor';
import { checkPasswordStrength } from './signIn';

/**
 * Unleash's public invite links: an admin makes one with an expiry; whoever has it signs up with a
 * password, as a Viewer, while it is enabled and unexpired. Only the secret's hash is kept: the
 * secret, and the link made of it, are shown when the link is made and to whoever names it by its
 * secret; a listing masks them.
 */

const viewer = { id: rootRoleIds.Viewer, type: rootRoleType, name: 'Viewer' } as const;

/** The console's page Unleash sends an invited person to. */
const signupUrl = (origin: string, secret: string) => {
  const url = new URL('/new-user', origin);
  url.searchParams.set('invite', secret);
  return url.href;
};

function answerOf(link: StoredInviteLink, secret: { secret: string; origin: string } | undefined): InviteLink {
  return {
    secret: secret?.secret ?? maskedInviteSecret,
    url: secret ? signupUrl(secret.origin, secret.secret) : null,
    name: link.name,
    enabled: link.enabled && Date.parse(link.expiresAt) > Date.now(),
    expiresAt: link.expiresAt,
    createdAt: link.createdAt,
    createdBy: link.createdBy,
    users: link.users.map(personAnswer),
    role: viewer,
  };
}

export function inviteLinks(db: Db): InviteLink[] {
  return listInviteLinks(db).map((link) => answerOf(link, undefined));
}

const unknownLink = () => new NotFound('No invite link has this secret.');

export function inviteLink(db: Db, secret: string, origin: string): InviteLink {
  const link = findInviteLink(db, hashSecret(secret));
  if (!link) throw unknownLink();
  return answerOf(link, { secret, origin });
}

export function makeInviteLink(db: Db, caller: Principal, body: CreateInviteLinkBody, origin: string): InviteLink {
  const secret = randomHex(24);
  const link = writeTransaction(db, () => insertInviteLink(db, authorOf(caller), {
    secretHash: hashSecret(secret), name: body.name, expiresAt: futureExpiry(body.expiresAt), createdAt: isoNow(),
  }));
  return answerOf(link, { secret, origin });
}

export function changeInviteLink(db: Db, caller: Principal, secret: string, body: UpdateInviteLinkBody, origin: string): InviteLink {
  const link = writeTransaction(db, () => {
    const before = findInviteLink(db, hashSecret(secret));
    if (!before) throw unknownLink();
    return updateInviteLink(db, authorOf(caller), before, { expiresAt: body.expiresAt === undefined ? undefined : new Date(body.expiresAt).toISOString(), enabled: body.enabled });
  });
  return answerOf(link, { secret, origin });
}

const notValid = () => new BadData('This invite link is not valid: it does not exist, was disabled, or has expired. Ask an admin for a new one.');

function openLink(db: Db, secret: string): StoredInviteLink {
  const link = findInviteLink(db, hashSecret(secret));
  if (!link || !link.enabled || Date.parse(link.expiresAt) <= Date.now()) throw notValid();
  return link;
}

/** Unleash's `GET /invite/{token}/validate`: 200 for a link one may sign up with, else 400. */
export function checkInviteLink(db: Db, secret: string): void {
  openLink(db, secret);
}

/** A person signs up with the link, as a Viewer with the password given; recorded as `user-created` and `public-signup-token-user-added`, together. */
export async function signUpWithInviteLink(db: Db, secret: string, body: InviteSignupBody): Promise<UserAnswer> {
  openLink(db, secret);
  checkPasswordStrength(body.password);
  const passwordHash = await hashPassword(body.password);
  // Read again with the write: the link may have been disabled while the password was hashed.
  return writeTransaction(db, () => {
    const link = openLink(db, secret);
    const by = inOneTransaction(systemAuthor);
    const user = createPerson(db, by, { name: body.name, email: body.email, username: body.username, rootRole: 'Viewer', passwordHash });
    addInviteLinkUser(db, by, link, user);
    return personAnswer(user);
  });
}
