import { z } from 'zod';
import { invalidOperation, notFound } from '../http/errors';
import { parseInput } from '../http/parse';
import { readChangeRequest } from '../store/changeRequests';
import { findDraft } from '../store/changeRequestWrite';
import type { Db } from '../store/openDatabase';

/**
 * Which draft `POST …/environments/{env}/change-requests` adds to. Unleash adds to the caller's
 * draft for the environment, or starts one; so does this service without `?draft`. `?draft=new`
 * starts a draft beside the caller's others, and `?draft=<id>` names one of them, so a change
 * need not join an unrelated draft. The body stays Unleash's (a change or a list of changes), and a
 * new draft is titled as in Unleash, with `PUT …/change-requests/{id}/title`.
 */
const draftQuery = z.object({
  draft: z.union([z.literal('new'), z.string().regex(/^[1-9]\d{0,15}$/, 'is "new" or the id of one of your drafts').transform(Number)]).optional(),
});

export type DraftChoice = z.infer<typeof draftQuery>['draft'];

export const readDraftChoice = (query: unknown): DraftChoice => parseInput(draftQuery, query, 'query').draft;

interface Place { project: string; environment: string; userId: number }

/** The draft the changes go into, or undefined for a new one. Call inside the write transaction. */
export function draftFor(db: Db, choice: DraftChoice, { project, environment, userId }: Place): number | undefined {
  if (choice === undefined) return findDraft(db, project, environment, userId);
  if (choice === 'new') return undefined;
  const request = readChangeRequest(db, choice);
  // Someone else's draft is not even visible to the caller: it is named as missing, as a read would.
  if (!request || request.project !== project || request.environment !== environment || request.createdBy.id !== userId) {
    throw notFound(`You have no draft change request ${choice} for ${environment} in project "${project}".`);
  }
  if (request.state !== 'Draft') throw invalidOperation(`Change request ${choice} is ${request.state}: changes go into a Draft only.`);
  return request.id;
}
