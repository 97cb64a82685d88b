import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { changeRequestSchema } from '../../contract/changeRequest';
import {
  addChangesBodySchema, addChangesQuerySchema, changeRequestCommentBodySchema, changeRequestStateBodySchema, changeRequestTitleBodySchema,
} from '../../contract/changeRequestRequests';
import { principalOf, requires, signedIn } from '../http/access';
import { routesOf } from '../http/route';
import { addChanges, discardChange } from '../services/changeRequestDrafts';
import { commentOn, moveChangeRequest, retitle } from '../services/changeRequestSteps';
import type { RouteContext } from './context';
import { changeRequestParams, projectEnvironmentParams } from './params';

const base = '/api/admin/projects/:projectId/change-requests/:id';
const authorOnly = 'Whether the caller may is decided by who they are (the author, a person rather than an admin token), not by a permission.';

/** Making a change request, and every step it takes (the rules are in domain/changeRequestWorkflow.ts). */
export function registerChangeRequestWorkflowRoutes(app: FastifyInstance, { db, scheduler }: RouteContext): void {
  const route = routesOf(app, 'Change requests');

  route({
    method: 'POST', url: '/api/admin/projects/:projectId/environments/:environment/change-requests',
    access: requires('CREATE_CHANGE_REQUEST', 'environment'),
    summary: 'Add changes to the caller\'s open Draft for the environment, or start one',
    description: 'One change or a list; each also needs the permission its action needs in the environment. A later change on the same thing replaces the earlier one in the draft. `?draft=new` starts a draft beside the caller\'s others; `?draft=<id>` adds to that one of the caller\'s drafts.',
    params: projectEnvironmentParams, query: addChangesQuerySchema, body: addChangesBodySchema,
    responses: { 200: changeRequestSchema },
    handler: async ({ params, query, body, request }) => addChanges(db, principalOf(request), params, body(), query.draft),
  });

  route({
    method: 'DELETE', url: `${base}/changes/:changeId`, access: signedIn,
    summary: 'Take a change out of a Draft (its author only)',
    description: authorOnly,
    params: changeRequestParams.extend({ changeId: z.string() }),
    responses: { 200: changeRequestSchema },
    handler: async ({ params, request }) => discardChange(db, principalOf(request), params, params.changeId),
  });

  route({
    method: 'PUT', url: `${base}/state`, access: signedIn,
    summary: 'Take a step: the state asked for names it',
    description: '`In review` submits, `Approved` approves, `Rejected` rejects (`comment` is the reason), `Applied` applies, `Scheduled` schedules at `scheduledAt`, `Cancelled` cancels. Each step needs its own permission in the change request\'s environment (403 naming it); a step the state does not allow is 409.',
    params: changeRequestParams, body: changeRequestStateBodySchema,
    responses: { 200: changeRequestSchema },
    handler: async ({ params, body, request }) => moveChangeRequest(db, principalOf(request), params, body(), scheduler),
  });

  route({
    method: 'POST', url: `${base}/comments`, access: signedIn,
    summary: 'Comment on a change request (as a person)',
    description: authorOnly,
    params: changeRequestParams, body: changeRequestCommentBodySchema,
    responses: { 200: changeRequestSchema },
    handler: async ({ params, body, request }) => commentOn(db, principalOf(request), params, body().text),
  });

  route({
    method: 'PUT', url: `${base}/title`, access: signedIn,
    summary: 'Retitle an open change request (its author only)',
    description: authorOnly,
    params: changeRequestParams, body: changeRequestTitleBodySchema,
    responses: { 200: changeRequestSchema },
    handler: async ({ params, body, request }) => retitle(db, principalOf(request), params, body().title),
  });
}
