import type { FastifyRequest } from 'fastify';
import { holds } from '../auth/principal';
import { MissingPermission } from '../domain/errors';
import { principalOf } from '../http/access';
import { projectEnvironments, requireProjectEnvironment, type ProjectEnvironment } from '../store/environments';
import type { FeatureRow } from '../store/featureRead';
import { requireFeature } from '../store/featureWrite';
import type { Db } from '../store/openDatabase';
import { requireProject } from '../store/projects';

/*
 * Where an environment requires change requests, what it serves changes only through an approved
 * change request, or by a caller holding SKIP_CHANGE_REQUEST (403 naming it, as Unleash does).
 * Every write route is placed against this rule in server/security/changeRequestRule.ts.
 */

function requireSkip(request: FastifyRequest, environment: ProjectEnvironment): void {
  if (environment.changeRequestsEnabled && !holds(principalOf(request), 'SKIP_CHANGE_REQUEST')) {
    throw new MissingPermission('SKIP_CHANGE_REQUEST', environment.name);
  }
}

/**
 * The feature and environment a write goes to, after checking that both exist (404 naming what is
 * missing) and that the caller may change what that environment serves directly.
 */
export function writableFeatureEnvironment(
  db: Db,
  request: FastifyRequest,
  params: { projectId: string; featureName: string; environment: string },
): ProjectEnvironment {
  requireProject(db, params.projectId);
  requireFeature(db, params.projectId, params.featureName);
  const environment = requireProjectEnvironment(db, params.projectId, params.environment);
  requireSkip(request, environment);
  return environment;
}

/**
 * The feature a write to the whole flag goes to (its dependencies, archiving it): such a write
 * changes what every environment of the project serves, so it needs what each of them needs, as
 * in Unleash, where any environment of the project requiring change requests is enough to refuse.
 */
export function writableFeature(db: Db, request: FastifyRequest, params: { projectId: string; featureName: string }): FeatureRow {
  requireProject(db, params.projectId);
  const feature = requireFeature(db, params.projectId, params.featureName);
  for (const environment of projectEnvironments(db, params.projectId)) requireSkip(request, environment);
  return feature;
}
