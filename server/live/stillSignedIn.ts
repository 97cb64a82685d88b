import type { Principal } from '../auth/principal';
import type { Sessions } from '../auth/sessions';
import { apiTokenStillValid } from '../store/apiTokens';
import type { Db } from '../store/openDatabase';
import { patOwnerById } from '../store/pats';

/**
 * The caller of a live stream as they are now, or undefined once what they signed in with has
 * ended: the session signed out, expired, idle too long or its person deactivated; the token
 * deleted or expired. A person is read again, so a role changed meanwhile decides what they see.
 * Nothing here counts as a use of the session or the token.
 */
export function stillSignedIn(db: Db, sessions: Pick<Sessions, 'peek'>, principal: Principal): Principal | undefined {
  const now = new Date().toISOString();
  switch (principal.kind) {
    case 'adminToken':
      return apiTokenStillValid(db, principal.tokenId, now) ? principal : undefined;
    case 'user': {
      const { via } = principal;
      const user = 'pat' in via ? patOwnerById(db, via.pat, now) : sessions.peek(via.session)?.user;
      return user && { kind: 'user', user, via };
    }
    default:
      // The admin API's streams are never a client's or frontend token's (access control refuses them).
      return undefined;
  }
}
