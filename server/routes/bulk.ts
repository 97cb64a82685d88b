import type { FastifyInstance } from 'fastify';
import { switchOnQuerySchema } from '../../contract/adminRequests';
import { bulkTagsBodySchema, bulkToggleBodySchema, environmentChangesBodySchema } from '../../contract/bulk';
import { principalOf, requires } from '../http/access';
import { routesOf } from '../http/route';
import { switchProjectFeatures, tagProjectFeatures } from '../services/bulkWrites';
import { applyEnvironmentChanges } from '../services/environmentChanges';
import type { RouteContext } from './context';
import { projectEnvironmentParams, projectParams } from './params';

/** Changes to many flags at once, each all or nothing (server/README.md, Bulk changes). */
export function registerBulkRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const route = routesOf(app, 'Bulk changes');

  for (const [action, enabled] of [['on', true], ['off', false]] as const) {
    route({
      method: 'POST', url: `/api/admin/projects/:projectId/bulk_features/environments/:environment/${action}`,
      access: requires('UPDATE_FEATURE_ENVIRONMENT', 'environment'),
      summary: enabled ? 'Switch several flags on in an environment, all or none' : 'Switch several flags off in an environment, all or none',
      description: 'One transaction: a flag that is not a live flag of the project is a 404 naming it, and none is switched. Where the environment requires change requests, SKIP_CHANGE_REQUEST.',
      params: projectEnvironmentParams, query: enabled ? switchOnQuerySchema : undefined, body: bulkToggleBodySchema,
      responses: { 200: null },
      handler: async ({ params, query, body, request, reply }) => {
        switchProjectFeatures(db, principalOf(request), params, enabled, body, {
          activateDisabledStrategies: query?.shouldActivateDisabledStrategies === 'true',
        });
        return reply.status(200).send();
      },
    });
  }

  route({
    method: 'PUT', url: '/api/admin/projects/:projectId/tags', access: requires('UPDATE_FEATURE'),
    summary: 'Add tags to and take tags off several flags of a project, all or none',
    description: 'A flag that has a tag already keeps it; one without a tag to take off is left as it is. Every flag must be a live flag of the project (400 naming `features`).',
    params: projectParams, body: bulkTagsBodySchema,
    responses: { 200: null },
    handler: async ({ params, body, request, reply }) => {
      tagProjectFeatures(db, principalOf(request), params.projectId, body());
      return reply.status(200).send();
    },
  });

  route({
    method: 'POST', url: '/api/admin/projects/:projectId/environments/:environment/changes',
    access: requires('UPDATE_FEATURE_ENVIRONMENT', 'environment'),
    summary: 'Make changes to flags in one environment at once, as a change request would (Flagdeck\'s own; Unleash has none)',
    description: 'The changes a change request takes that change one environment (updateEnabled, strategies, variants, their order), each checked as adding it to a request checks it and applied in one transaction. Where the environment requires change requests, SKIP_CHANGE_REQUEST.',
    params: projectEnvironmentParams, body: environmentChangesBodySchema,
    responses: { 200: null },
    handler: async ({ params, body, request, reply }) => {
      applyEnvironmentChanges(db, principalOf(request), params, body);
      return reply.status(200).send();
    },
  });
}
