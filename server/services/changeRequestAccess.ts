import type { ChangeRequest } from '../../contract/changeRequest';
import { holds, type Principal } from '../auth/principal';
import type { Actor } from '../domain/changeRequestWorkflow';
import { NotAllowed, NotFound } from '../domain/errors';
import { readChangeRequest } from '../store/changeRequests';
import type { Db } from '../store/openDatabase';
import { requireProject } from '../store/projects';

/** A change request as a path names it: its project, and its id as the path spells it. */
export interface ChangeRequestRef {
  projectId: string;
  id: string;
}

export function actorOf(caller: Principal): Actor {
  return { userId: caller.kind === 'user' ? caller.user.id : undefined, isAdmin: holds(caller, 'ADMIN') };
}

/** Change requests and their reviews belong to people; an admin API token is nobody. */
export function requireUser(caller: Principal, what: string): number {
  if (caller.kind !== 'user') throw new NotAllowed(`${what} belongs to a person: sign in with a personal access token.`);
  return caller.user.id;
}

/** Path ids are strings; anything that is not a positive whole number names nothing. */
export const idOf = (text: string): number | undefined => (/^[1-9]\d{0,15}$/.test(text) ? Number(text) : undefined);

/**
 * The change request the path names, as the caller may see it: 404 for an unknown project, an id
 * that names nothing in it, or somebody else's Draft.
 */
export function visibleChangeRequest(db: Db, caller: Principal, ref: ChangeRequestRef): ChangeRequest {
  requireProject(db, ref.projectId);
  const id = idOf(ref.id);
  const changeRequest = id === undefined ? undefined : readChangeRequest(db, id);
  const viewer = actorOf(caller).userId;
  if (!changeRequest || changeRequest.project !== ref.projectId || (changeRequest.state === 'Draft' && changeRequest.createdBy.id !== viewer)) {
    throw new NotFound(`Change request "${ref.id}" does not exist in project "${ref.projectId}".`);
  }
  return changeRequest;
}
