import type { FastifyInstance } from 'fastify';
import { switchOnQuerySchema } from '../../contract/adminRequests';
import { requires } from '../http/access';
import { setFeatureEnabled } from '../store/featureWrite';
import { parseInput } from '../http/parse';
import { writeTransaction } from '../store/writeTransaction';
import type { RouteContext } from './context';
import { writableFeatureEnvironment } from './featureTarget';
import { featureEnvironmentParams } from './params';
import { currentFeature } from './features';

const base = '/api/admin/projects/:projectId/features/:featureName/environments/:environment';

/**
 * Seed 4.1 (`/off`) and its Unleash sibling `/on`: both answer the updated Feature. `/on` takes
 * Unleash's `?shouldActivateDisabledStrategies=true` (enable the disabled strategies rather than
 * add the default one).
 */
export function registerFeatureEnvironmentRoutes(app: FastifyInstance, { db }: RouteContext): void {
  for (const [action, enabled] of [['on', true], ['off', false]] as const) {
    app.post(`${base}/${action}`, requires('UPDATE_FEATURE_ENVIRONMENT', 'environment'), async (request) => {
      const params = parseInput(featureEnvironmentParams, request.params, 'path');
      const query = enabled ? parseInput(switchOnQuerySchema, request.query, 'query') : {};
      return writeTransaction(db, () => {
        const environment = writableFeatureEnvironment(db, request, params);
        setFeatureEnabled(db, params.featureName, environment, enabled, {
          activateDisabledStrategies: query.shouldActivateDisabledStrategies === 'true',
        });
        return currentFeature(db, params.projectId, params.featureName);
      });
    });
  }
}
