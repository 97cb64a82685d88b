import { holds, type Principal } from '../auth/principal';
import { MissingPermission } from '../domain/errors';
import { projectEnvironments, requireProjectEnvironment, type ProjectEnvironment } from '../store/environments';
import type { FeatureRow } from '../store/featureRead';
import { requireFeature } from '../store/featureWrite';
import type { Db } from '../store/openDatabase';
import type { EventAuthor } from '../store/events';
import { requireProject } from '../store/projects';
import { authorOf } from './eventAuthor';

/*
 * Where an environment requires change requests, what it serves changes only through an approved
 * change request, or by a caller holding SKIP_CHANGE_REQUEST (403 naming it, as Unleash does).
 * Every write route is placed against this rule in server/security/changeRequestRule.ts. The
 * checks read the store: call them inside the write's transaction.
 */

export interface FeatureTarget {
  projectId: string;
  featureName: string;
}

export interface FeatureEnvironmentTarget extends FeatureTarget {
  environment: string;
}

function requireSkip(caller: Principal, environment: ProjectEnvironment): void {
  if (environment.changeRequestsEnabled && !holds(caller, 'SKIP_CHANGE_REQUEST')) {
    throw new MissingPermission('SKIP_CHANGE_REQUEST', environment.name);
  }
}

/**
 * The author of a direct write, with the most approvals any of the environments it changes
 * requires: a write that passed requireSkip there went around them (`data.skippedApprovals` on
 * its events, server/README.md).
 */
function directAuthor(caller: Principal, environments: readonly ProjectEnvironment[]): EventAuthor {
  const skipped = Math.max(0, ...environments.filter((environment) => environment.changeRequestsEnabled).map((environment) => environment.requiredApprovals));
  return { ...authorOf(caller), ...(skipped > 0 ? { skippedApprovals: skipped } : {}) };
}

/**
 * The feature and environment a write goes to, after checking that both exist (404 naming what is
 * missing) and that the caller may change what that environment serves directly; and the author
 * its events name.
 */
export function writableFeatureEnvironment(db: Db, caller: Principal, target: FeatureEnvironmentTarget): { environment: ProjectEnvironment; by: EventAuthor } {
  requireProject(db, target.projectId);
  requireFeature(db, target.projectId, target.featureName);
  const environment = requireProjectEnvironment(db, target.projectId, target.environment);
  requireSkip(caller, environment);
  return { environment, by: directAuthor(caller, [environment]) };
}

/**
 * The feature a write to the whole flag goes to (its dependencies, archiving it): such a write
 * changes what every environment of the project serves, so it needs what each of them needs, as
 * in Unleash, where any environment of the project requiring change requests is enough to refuse.
 */
export function writableFeature(db: Db, caller: Principal, target: FeatureTarget): { feature: FeatureRow; by: EventAuthor } {
  requireProject(db, target.projectId);
  const feature = requireFeature(db, target.projectId, target.featureName);
  const environments = projectEnvironments(db, target.projectId);
  for (const environment of environments) requireSkip(caller, environment);
  return { feature, by: directAuthor(caller, environments) };
}

/**
 * A write to several flags of a project in one environment (a bulk switch, a promotion): the
 * project and the environment exist, and the caller may change what that environment serves
 * directly, asked before the body names the flags.
 */
export function writableProjectEnvironment(db: Db, caller: Principal, projectId: string, environmentName: string): { environment: ProjectEnvironment; by: EventAuthor } {
  requireProject(db, projectId);
  const environment = requireProjectEnvironment(db, projectId, environmentName);
  requireSkip(caller, environment);
  return { environment, by: directAuthor(caller, [environment]) };
}

/**
 * A write to several flags of a project at once (archiving them): what writableFeature asks of
 * each, asked once of the project, before the body names the flags.
 */
export function writableProject(db: Db, caller: Principal, projectId: string): EventAuthor {
  requireProject(db, projectId);
  const environments = projectEnvironments(db, projectId);
  for (const environment of environments) requireSkip(caller, environment);
  return directAuthor(caller, environments);
}
