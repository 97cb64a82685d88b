import { InvalidOperation } from '../domain/errors';
import type { Sessions } from '../auth/sessions';
import { OidcRefused, type Claims } from '../oidc/relyingParty';
import { roleFromClaims } from '../oidc/roleFromClaims';
import type { OidcSettings } from '../oidc/settings';
import type { Db } from '../store/openDatabase';
import { createPerson, findPersonByEmail, recordSignIn, updatePerson } from '../store/people';
import { systemAuthor } from '../store/events';
import type { User } from '../store/users';

/** Providers that send `email_verified` as text (Amazon Cognito's "true") mean the same. */
const verified = (value: unknown): boolean => value === true || value === 'true';

const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined;

export interface SsoSignIn {
  user: User;
  session: { id: string; maxAgeSeconds: number };
  /** The role the claim gave, when it was not applied: the last active admin stays one (`store/people.ts`). */
  roleKept?: string;
}

/**
 * The person a provider vouched for, signed in as password sign-in signs people in: found by
 * their verified email (made, with the default role, when `OIDC_AUTO_CREATE` allows), their role
 * set from the role claim when one is set up, and a session opened.
 */
export function signInWithClaims(db: Db, sessions: Sessions, settings: OidcSettings, claims: Claims): SsoSignIn {
  const email = text(claims.email, 254);
  if (email === undefined || !email.includes('@')) throw new OidcRefused('no-email');
  if (!verified(claims.email_verified)) throw new OidcRefused('unverified-email');
  const role = roleFromClaims(claims, settings);
  // The service makes the person, and sets a role from the claim, on the provider's word: the
  // events name the service itself as their author.
  let user = findPersonByEmail(db, email);
  if (!user) {
    if (!settings.autoCreate) throw new OidcRefused('unknown-user');
    user = createPerson(db, systemAuthor, { email, name: text(claims.name, 100), rootRole: role ?? settings.defaultRole });
  }
  if (user.deactivatedAt !== null) throw new OidcRefused('deactivated');
  let roleKept: string | undefined;
  if (role !== undefined && role !== user.rootRole) {
    try {
      user = updatePerson(db, systemAuthor, String(user.id), { rootRole: role });
    } catch (error) {
      if (!(error instanceof InvalidOperation)) throw error;
      roleKept = role;
    }
  }
  recordSignIn(db, user.id);
  return { user, session: sessions.start(user.id), ...(roleKept ? { roleKept } : {}) };
}
