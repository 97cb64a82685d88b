import { apiTokenLookup } from '../store/apiTokens';
import type { Db } from '../store/openDatabase';
import { patLookup } from '../store/pats';
import type { User } from '../store/users';
import { roleHolds, type Permission } from './permissions';
import { hashSecret } from './secrets';
import type { Sessions } from './sessions';

/**
 * Who is calling, as far as authorization and records care: the one answer to "who acts". A person
 * is a `user` however they signed in, with a personal access token or a password's session, so
 * what records the caller names the person either way.
 */
export type Principal =
  | { kind: 'adminToken'; tokenId: number; tokenName: string }
  | { kind: 'user'; user: User; via: { pat: number } | { session: string } }
  | { kind: 'client' | 'frontend'; environment: string; projects: string[] };

export function holds(principal: Principal, permission: Permission): boolean {
  if (principal.kind === 'adminToken') return true;
  if (principal.kind === 'user') return roleHolds(principal.user.rootRole, permission);
  return false;
}

/** The user id that owns what the principal creates or may see (the admin token has none: 0). */
export const actingUserId = (principal: Principal): number => (principal.kind === 'user' ? principal.user.id : 0);

/** `Authorization: <token>`, as Unleash reads it; `Bearer <token>` is accepted too. */
export function tokenFromHeader(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  const token = header.trim().replace(/^Bearer\s+/i, '');
  return token === '' ? undefined : token;
}

/**
 * Resolves a token to its principal: an API token, or else a personal access token (which acts as
 * its owner with the owner's root role). An expired token resolves to nothing, like an unknown one.
 */
export function createAuthenticator(db: Db, onPatUsed: (patId: number) => void): (token: string) => Principal | undefined {
  const findApiToken = apiTokenLookup(db);
  const findPat = patLookup(db);
  return (token) => {
    const hash = hashSecret(token);
    const apiToken = findApiToken(hash);
    if (apiToken) {
      if (apiToken.expiresAt !== null && Date.parse(apiToken.expiresAt) <= Date.now()) return undefined;
      if (apiToken.type === 'admin') return { kind: 'adminToken', tokenId: apiToken.id, tokenName: apiToken.name };
      return { kind: apiToken.type, environment: apiToken.environment ?? 'development', projects: apiToken.projects };
    }
    const pat = findPat(hash);
    if (!pat || Date.parse(pat.expiresAt) <= Date.now()) return undefined;
    onPatUsed(pat.patId);
    return { kind: 'user', user: pat.user, via: { pat: pat.patId } };
  };
}

/** Resolves a session cookie's id to the person signed in with it (the session's hash, to end it or keep it). */
export function createSessionAuthenticator(sessions: Sessions): (sessionId: string) => Principal | undefined {
  return (sessionId) => {
    const session = sessions.resolve(sessionId);
    return session && { kind: 'user', user: session.user, via: { session: session.idHash } };
  };
}
