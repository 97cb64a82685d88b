import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { constraintInputSchema, tagListSchema } from '../../contract/adminRequests';
import { updateTagsBodySchema } from '../../contract/bulk';
import { archiveCheckSchema, featureNamesBodySchema, lifecycleCountSchema, staleBodySchema } from '../../contract/featureLifecycle';
import { unknownFlagsSchema } from '../../contract/metrics';
import { principalOf, requires, signedIn } from '../http/access';
import { routesOf } from '../http/route';
import { authorOf } from '../services/eventAuthor';
import { checkArchive, countLifecycleStages, markStale } from '../services/featureMarks';
import { updateTags } from '../store/tags';
import { listUnknownFlags } from '../store/unknownFlags';
import type { RouteContext } from './context';
import { projectParams } from './params';

/**
 * Marks and checks on flags, in Unleash 8.2's paths and shapes: stale, a flag's tags changed at
 * once, how many flags are in each lifecycle stage, what archiving would leave behind, whether a
 * constraint holds together, and the flags SDKs asked for that do not exist.
 */
export function registerFeatureMarkRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const route = routesOf(app, 'Flags');

  route({
    method: 'POST', url: '/api/admin/projects/:projectId/stale', access: requires('UPDATE_FEATURE'),
    summary: 'Mark flags of a project stale, or no longer stale',
    params: projectParams, body: staleBodySchema,
    responses: { 202: null },
    handler: async ({ params, body, request, reply }) => {
      markStale(db, principalOf(request), params.projectId, body);
      return reply.status(202).send();
    },
  });

  route({
    method: 'PUT', url: '/api/admin/features/:featureName/tags', access: requires('UPDATE_FEATURE'),
    summary: 'Take tags off a flag and add others, at once',
    params: z.object({ featureName: z.string() }), body: updateTagsBodySchema,
    responses: { 200: tagListSchema },
    handler: async ({ params, body, request }) => ({ version: 1, tags: updateTags(db, authorOf(principalOf(request)), params.featureName, body()) }),
  });

  route({
    method: 'GET', url: '/api/admin/lifecycle/count', access: signedIn,
    summary: 'How many flags are in each lifecycle stage, over every project',
    responses: { 200: lifecycleCountSchema },
    handler: async () => countLifecycleStages(db),
  });

  route({
    method: 'POST', url: '/api/admin/projects/:projectId/archive/validate', access: signedIn,
    summary: 'What archiving the flags would leave behind: parents whose children stay, and whether any depends on an archived flag',
    params: projectParams, body: featureNamesBodySchema,
    responses: { 200: archiveCheckSchema },
    handler: async ({ params, body }) => checkArchive(db, params.projectId, body().features),
  });

  route({
    method: 'POST', url: '/api/admin/constraints/validate', access: signedIn,
    summary: 'Check that a constraint holds together (its operator and values) as a strategy would take it',
    body: constraintInputSchema,
    responses: { 204: null },
    handler: async ({ body, reply }) => {
      body();
      return reply.status(204).send();
    },
  });

  route({
    method: 'GET', url: '/api/admin/metrics/unknown-flags', access: signedIn,
    summary: 'Flag names SDKs reported metrics for that no flag has, by application and environment, the latest first (at most 1,000)',
    responses: { 200: unknownFlagsSchema },
    handler: async () => ({ unknownFlags: listUnknownFlags(db) }),
  });
}
