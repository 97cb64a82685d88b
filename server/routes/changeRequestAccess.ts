import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ChangeRequest } from '../../contract/changeRequest';
import { holds, type Principal } from '../auth/principal';
import type { Actor } from '../domain/changeRequestWorkflow';
import { principalOf } from '../http/access';
import { NotAllowed, NotFound } from '../domain/errors';
import { parseInput } from '../http/parse';
import { readChangeRequest } from '../store/changeRequests';
import type { Db } from '../store/openDatabase';
import { requireProject } from '../store/projects';
import { projectParams } from './params';

export const changeRequestParams = projectParams.extend({ id: z.string() });


export function actorOf(principal: Principal): Actor {
  return { userId: principal.kind === 'user' ? principal.user.id : undefined, isAdmin: holds(principal, 'ADMIN') };
}

/** Change requests and their reviews belong to people; an admin API token is nobody. */
export function requireUser(principal: Principal, what: string): number {
  if (principal.kind !== 'user') throw new NotAllowed(`${what} belongs to a person: sign in with a personal access token.`);
  return principal.user.id;
}

/**
 * The change request the path names, as the caller may see it: 404 for an unknown project, an id
 * that names nothing in it, or somebody else's Draft.
 */
export function requireChangeRequest(db: Db, request: FastifyRequest): ChangeRequest {
  const { projectId, id } = parseInput(changeRequestParams, request.params, 'path');
  requireProject(db, projectId);
  const changeRequest = /^[1-9]\d{0,15}$/.test(id) ? readChangeRequest(db, Number(id)) : undefined;
  const viewer = actorOf(principalOf(request)).userId;
  if (!changeRequest || changeRequest.project !== projectId || (changeRequest.state === 'Draft' && changeRequest.createdBy.id !== viewer)) {
    throw new NotFound(`Change request "${id}" does not exist in project "${projectId}".`);
  }
  return changeRequest;
}
