import type { FastifyRequest } from 'fastify';
import { holds } from '../auth/principal';
import { noAccess } from '../http/errors';
import { principalOf } from '../http/access';
import { requireProjectEnvironment, type ProjectEnvironment } from '../store/environments';
import { requireFeature } from '../store/featureWrite';
import type { Db } from '../store/openDatabase';
import { requireProject } from '../store/projects';

/**
 * The feature and environment a write goes to, after checking that both exist (404 naming what is
 * missing) and that the caller may change it directly: where the environment requires change
 * requests, only callers holding SKIP_CHANGE_REQUEST may (403 naming it, as Unleash does).
 */
export function writableFeatureEnvironment(
  db: Db,
  request: FastifyRequest,
  params: { projectId: string; featureName: string; environment: string },
): ProjectEnvironment {
  requireProject(db, params.projectId);
  requireFeature(db, params.projectId, params.featureName);
  const environment = requireProjectEnvironment(db, params.projectId, params.environment);
  if (environment.changeRequestsEnabled && !holds(principalOf(request), 'SKIP_CHANGE_REQUEST')) {
    throw noAccess('SKIP_CHANGE_REQUEST', environment.name);
  }
  return environment;
}
