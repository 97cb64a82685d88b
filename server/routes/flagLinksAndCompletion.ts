import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { strategyBodySchema } from '../../contract/adminRequests';
import { completeFeatureBodySchema, featureLinkBodySchema } from '../../contract/featureLifecycle';
import { environmentDefaultStrategySchema } from '../../contract/projects';
import { principalOf, requires } from '../http/access';
import { routesOf } from '../http/route';
import { addLink, editLink, markCompleted, markUncompleted, removeLink, setEnvironmentDefaultStrategy } from '../services/flagLinksAndCompletion';
import type { RouteContext } from './context';
import { featureParams, projectEnvironmentParams } from './params';

const feature = '/api/admin/projects/:projectId/features/:featureName';
const linkParams = featureParams.extend({ linkId: z.string() });

/** A flag's completion and links, and an environment's default strategy, in Unleash 8.2's paths and shapes. */
export function registerFlagLinkAndCompletionRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const route = routesOf(app, 'Flags');

  route({
    method: 'POST', url: `${feature}/lifecycle/complete`, access: requires('UPDATE_FEATURE'),
    summary: 'Mark a flag completed: kept or discarded (and, kept, the variant kept)',
    description: 'Its lifecycle stage becomes completed, with that status; records `feature-completed` with the status and `kept`. SDKs are served it as before.',
    params: featureParams, body: completeFeatureBodySchema,
    responses: { 200: null },
    handler: async ({ params, body, request, reply }) => {
      markCompleted(db, principalOf(request), params, body());
      return reply.status(200).send();
    },
  });

  route({
    method: 'POST', url: `${feature}/lifecycle/uncomplete`, access: requires('UPDATE_FEATURE'),
    summary: 'Take back a flag\'s completion: it is in the stage it was in before, since it entered it',
    description: 'Records `feature-uncompleted`; a flag not completed is left as it is, with no event.',
    params: featureParams,
    responses: { 200: null },
    handler: async ({ params, request, reply }) => {
      markUncompleted(db, principalOf(request), params);
      return reply.status(200).send();
    },
  });

  route({
    method: 'POST', url: `${feature}/link`, access: requires('UPDATE_FEATURE'),
    summary: 'Add a link to a flag (at most 10); the flag\'s admin answer lists its links',
    description: 'An address without a scheme is taken as https; only http and https addresses are kept. Records `feature-link-added`.',
    params: featureParams, body: featureLinkBodySchema,
    responses: { 204: null },
    handler: async ({ params, body, request, reply }) => {
      addLink(db, principalOf(request), params, body());
      return reply.status(204).send();
    },
  });

  route({
    method: 'PUT', url: `${feature}/link/:linkId`, access: requires('UPDATE_FEATURE'),
    summary: 'Change a link of a flag: its URL and title',
    description: 'Records `feature-link-updated` with the URL and title before and after.',
    params: linkParams, body: featureLinkBodySchema,
    responses: { 204: null },
    handler: async ({ params, body, request, reply }) => {
      editLink(db, principalOf(request), params, params.linkId, body());
      return reply.status(204).send();
    },
  });

  route({
    method: 'DELETE', url: `${feature}/link/:linkId`, access: requires('UPDATE_FEATURE'),
    summary: 'Remove a link from a flag',
    description: 'Records `feature-link-removed` with the URL and title it had.',
    params: linkParams,
    responses: { 204: null },
    handler: async ({ params, request, reply }) => {
      removeLink(db, principalOf(request), params, params.linkId);
      return reply.status(204).send();
    },
  });

  route({
    method: 'POST', url: '/api/admin/projects/:projectId/environments/:environment/default-strategy', access: requires('UPDATE_PROJECT'),
    summary: 'Set the strategy the project\'s flags get when switched on in the environment with none (a flexibleRollout)',
    description: 'Without one, a 100% flexibleRollout is added, as Unleash does; its groupId, when empty, is the flag\'s name. Records `default-strategy-updated` with the one before.',
    params: projectEnvironmentParams, body: strategyBodySchema,
    responses: { 200: environmentDefaultStrategySchema },
    handler: async ({ params, body, request }) => setEnvironmentDefaultStrategy(db, principalOf(request), params, body()),
  });
}
