import type { FastifyInstance } from 'fastify';
import { strategyBodySchema } from '../../contract/adminRequests';
import { requires } from '../http/access';
import { parseInput } from '../http/parse';
import { addStrategy, deleteStrategy, updateStrategy } from '../store/strategies';
import type { RouteContext } from './context';
import { writableFeatureEnvironment } from './featureTarget';
import { featureEnvironmentParams, strategyParams } from './params';

const base = '/api/admin/projects/:projectId/features/:featureName/environments/:environment/strategies';

export function registerStrategyRoutes(app: FastifyInstance, { db }: RouteContext): void {
  app.post(base, requires('CREATE_FEATURE_STRATEGY', 'environment'), async (request) => {
    const params = parseInput(featureEnvironmentParams, request.params, 'path');
    const body = parseInput(strategyBodySchema, request.body);
    writableFeatureEnvironment(db, request, params);
    return addStrategy(db, params.featureName, params.environment, body);
  });

  app.put(`${base}/:strategyId`, requires('UPDATE_FEATURE_STRATEGY', 'environment'), async (request) => {
    const params = parseInput(strategyParams, request.params, 'path');
    const body = parseInput(strategyBodySchema, request.body);
    writableFeatureEnvironment(db, request, params);
    return updateStrategy(db, params.featureName, params.environment, params.strategyId, body);
  });

  app.delete(`${base}/:strategyId`, requires('DELETE_FEATURE_STRATEGY', 'environment'), async (request) => {
    const params = parseInput(strategyParams, request.params, 'path');
    writableFeatureEnvironment(db, request, params);
    return deleteStrategy(db, params.featureName, params.environment, params.strategyId);
  });
}
