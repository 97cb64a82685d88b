import type { Principal } from '../auth/principal';
import { systemAuthor, userAuthor, type EventAuthor } from '../store/events';

/*
 * Who an event names, as Unleash names them: a person by their email or else their username
 * (a service account by its username), with their user id; an admin API token by its name, with
 * Unleash's user id for admin tokens.
 */
export const adminTokenUserId = -42;

export function authorOf(principal: Principal): EventAuthor {
  switch (principal.kind) {
    case 'user':
      return userAuthor(principal.user);
    case 'adminToken':
      return { createdBy: principal.tokenName, createdByUserId: adminTokenUserId };
    default:
      // Client and frontend tokens never reach a write of the admin API (http/access.ts).
      return systemAuthor;
  }
}
