import type { FastifyInstance } from 'fastify';
import { variantsBodySchema } from '../../contract/adminRequests';
import { requires } from '../http/access';
import { parseInput } from '../http/parse';
import { normaliseVariants, setVariants } from '../store/variants';
import { writeTransaction } from '../store/writeTransaction';
import type { RouteContext } from './context';
import { writableFeatureEnvironment } from './featureTarget';
import { currentFeature } from './features';
import { featureEnvironmentParams } from './params';

export function registerVariantRoutes(app: FastifyInstance, { db }: RouteContext): void {
  app.put(
    '/api/admin/projects/:projectId/features/:featureName/environments/:environment/variants',
    requires('UPDATE_FEATURE_ENVIRONMENT_VARIANTS', 'environment'),
    async (request) => {
      const params = parseInput(featureEnvironmentParams, request.params, 'path');
      const variants = normaliseVariants(parseInput(variantsBodySchema, request.body));
      return writeTransaction(db, () => {
        writableFeatureEnvironment(db, request, params);
        setVariants(db, params.featureName, params.environment, variants);
        return currentFeature(db, params.projectId, params.featureName);
      });
    },
  );
}
