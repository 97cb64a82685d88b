import type { Principal } from '../auth/principal';
import { adminTokenUser, systemAuthor, userAuthor, type EventAuthor } from '../store/events';
import { isoNow } from '../store/json';

/*
 * Who an event names, as Unleash names them: a person by their email or else their username
 * (a service account by its username), with their user id; an admin API token by its name, with
 * Unleash's user id for admin tokens. And when: one moment for the whole write, so the events of
 * one change (a switch and the strategy it adds) are never a millisecond apart, which a rebuild
 * of the past at that moment would split.
 */
export function authorOf(principal: Principal): EventAuthor {
  return { ...who(principal), at: isoNow() };
}

function who(principal: Principal): EventAuthor {
  switch (principal.kind) {
    case 'user':
      return userAuthor(principal.user);
    case 'adminToken':
      return { createdBy: principal.tokenName, createdByUserId: adminTokenUser.id };
    default:
      // Client and frontend tokens never reach a write of the admin API (http/access.ts).
      return systemAuthor;
  }
}
