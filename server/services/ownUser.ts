import type { Principal } from '../auth/principal';
import { BadData } from '../domain/errors';

/** The person calling, for what is a person's own; an admin API token is nobody in particular (400). */
export function ownUserId(principal: Principal): number {
  if (principal.kind !== 'user') throw new BadData('This is a person\'s own; an admin API token is nobody in particular.');
  return principal.user.id;
}
