import type { FastifyInstance } from 'fastify';
import { createFeatureBodySchema } from '../../contract/adminRequests';
import type { Feature } from '../../contract/feature';
import { signedIn, requires } from '../http/access';
import { NotFound } from '../domain/errors';
import { parseInput } from '../http/parse';
import { listFeatures, readFeature } from '../store/featureRead';
import { archiveFeature, createFeature } from '../store/featureWrite';
import type { Db } from '../store/openDatabase';
import { requireProject } from '../store/projects';
import { writeTransaction } from '../store/writeTransaction';
import type { RouteContext } from './context';
import { writableFeature } from './featureTarget';
import { featureParams, projectParams } from './params';

/** The feature as it is now (after a write), archived ones included. */
export function currentFeature(db: Db, projectId: string, featureName: string): Feature {
  const feature = readFeature(db, projectId, featureName);
  if (!feature) throw new NotFound(`Feature "${featureName}" does not exist in project "${projectId}".`);
  return feature;
}

export function registerFeatureRoutes(app: FastifyInstance, { db }: RouteContext): void {
  app.get('/api/admin/projects/:projectId/features', signedIn, async (request) => {
    const { projectId } = parseInput(projectParams, request.params, 'path');
    requireProject(db, projectId);
    return { version: 1, features: listFeatures(db, projectId, false) };
  });

  app.get('/api/admin/archive/features/:projectId', signedIn, async (request) => {
    const { projectId } = parseInput(projectParams, request.params, 'path');
    requireProject(db, projectId);
    return { version: 1, features: listFeatures(db, projectId, true) };
  });

  app.get('/api/admin/projects/:projectId/features/:featureName', signedIn, async (request) => {
    const { projectId, featureName } = parseInput(featureParams, request.params, 'path');
    requireProject(db, projectId);
    return currentFeature(db, projectId, featureName);
  });

  app.post('/api/admin/projects/:projectId/features', requires('CREATE_FEATURE'), async (request, reply) => {
    const { projectId } = parseInput(projectParams, request.params, 'path');
    requireProject(db, projectId);
    const body = parseInput(createFeatureBodySchema, request.body);
    createFeature(db, projectId, body);
    return reply.status(201).send(currentFeature(db, projectId, body.name));
  });

  // Unleash archives rather than deletes; the archive keeps the name taken.
  app.delete('/api/admin/projects/:projectId/features/:featureName', requires('DELETE_FEATURE'), async (request) => {
    const { projectId, featureName } = parseInput(featureParams, request.params, 'path');
    return writeTransaction(db, () => {
      writableFeature(db, request, { projectId, featureName });
      archiveFeature(db, featureName);
      return currentFeature(db, projectId, featureName);
    });
  });
}
