import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dependencyBodySchema } from '../../contract/adminRequests';
import { signedIn, requires } from '../http/access';
import { parseInput } from '../http/parse';
import { addDependency, anyDependencyExists, deleteAllDependencies, deleteDependency } from '../store/dependencies';
import { writeTransaction } from '../store/writeTransaction';
import type { RouteContext } from './context';
import { writableFeature } from './featureTarget';
import { featureParams } from './params';

const base = '/api/admin/projects/:projectId/features/:featureName/dependencies';

export function registerDependencyRoutes(app: FastifyInstance, { db }: RouteContext): void {
  // Seed 4.4: a bare boolean for the whole instance; the project in the path is not consulted.
  app.get('/api/admin/projects/:projectId/dependencies', signedIn, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(JSON.stringify(anyDependencyExists(db))),
  );

  // Whether the caller may change the flag at all comes before what the body says.
  app.post(base, requires('UPDATE_FEATURE_DEPENDENCY'), async (request) => {
    const { projectId, featureName } = parseInput(featureParams, request.params, 'path');
    return writeTransaction(db, () => {
      writableFeature(db, request, { projectId, featureName });
      const body = parseInput(dependencyBodySchema, request.body);
      addDependency(db, projectId, featureName, body);
      return { feature: body.feature, enabled: body.enabled ?? true, variants: body.variants ?? [] };
    });
  });

  app.delete(`${base}/:parent`, requires('UPDATE_FEATURE_DEPENDENCY'), async (request) => {
    const { projectId, featureName, parent } = parseInput(featureParams.extend({ parent: z.string() }), request.params, 'path');
    writeTransaction(db, () => {
      writableFeature(db, request, { projectId, featureName });
      deleteDependency(db, featureName, parent);
    });
    return { deleted: true };
  });

  app.delete(base, requires('UPDATE_FEATURE_DEPENDENCY'), async (request) => {
    const { projectId, featureName } = parseInput(featureParams, request.params, 'path');
    writeTransaction(db, () => {
      writableFeature(db, request, { projectId, featureName });
      deleteAllDependencies(db, featureName);
    });
    return { deleted: true };
  });
}
