import type { FastifyInstance } from 'fastify';
import { strategyBodySchema, strategySortOrderBodySchema } from '../../contract/adminRequests';
import { strategySchema } from '../../contract/feature';
import { principalOf, requires } from '../http/access';
import { routesOf } from '../http/route';
import { jsonPatchSchema } from '../../contract/jsonPatch';
import { addFeatureStrategy, deleteFeatureStrategy, orderFeatureStrategies, patchFeatureStrategy, updateFeatureStrategy } from '../services/strategyWrites';
import type { RouteContext } from './context';
import { featureEnvironmentParams, strategyParams } from './params';

const base = '/api/admin/projects/:projectId/features/:featureName/environments/:environment/strategies';

export function registerStrategyRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const route = routesOf(app, 'Strategies');

  route({
    method: 'POST', url: base, access: requires('CREATE_FEATURE_STRATEGY', 'environment'),
    summary: 'Add a strategy to the flag in an environment',
    params: featureEnvironmentParams, body: strategyBodySchema,
    responses: { 200: strategySchema },
    handler: async ({ params, body, request }) => addFeatureStrategy(db, principalOf(request), params, body()),
  });

  route({
    method: 'PUT', url: `${base}/:strategyId`, access: requires('UPDATE_FEATURE_STRATEGY', 'environment'),
    summary: 'Replace a strategy (what the body leaves out is reset)',
    params: strategyParams, body: strategyBodySchema,
    responses: { 200: strategySchema },
    handler: async ({ params, body, request }) => updateFeatureStrategy(db, principalOf(request), params, params.strategyId, body()),
  });

  route({
    method: 'PATCH', url: `${base}/:strategyId`, access: requires('UPDATE_FEATURE_STRATEGY', 'environment'),
    summary: 'Change a strategy with a JSON Patch (RFC 6902) on it as the admin API shows it',
    description: 'The patched strategy is checked as the PUT\'s body.',
    params: strategyParams, body: jsonPatchSchema,
    responses: { 200: strategySchema },
    handler: async ({ params, body, request }) => patchFeatureStrategy(db, principalOf(request), params, params.strategyId, body()),
  });

  route({
    method: 'DELETE', url: `${base}/:strategyId`, access: requires('DELETE_FEATURE_STRATEGY', 'environment'),
    summary: 'Delete a strategy; the answer is the strategy as it was',
    params: strategyParams,
    responses: { 200: strategySchema },
    handler: async ({ params, request }) => deleteFeatureStrategy(db, principalOf(request), params, params.strategyId),
  });

  route({
    method: 'POST', url: `${base}/set-sort-order`, access: requires('UPDATE_FEATURE_STRATEGY', 'environment'),
    summary: 'Order the strategies of the flag in an environment (each named strategy\'s sortOrder); the answer has no body',
    params: featureEnvironmentParams, body: strategySortOrderBodySchema,
    responses: { 200: null },
    handler: async ({ params, body, request, reply }) => {
      orderFeatureStrategies(db, principalOf(request), params, body());
      return reply.status(200).send();
    },
  });
}
