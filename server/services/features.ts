import type { CreateFeatureBody } from '../../contract/adminRequests';
import type { Feature } from '../../contract/feature';
import type { Principal } from '../auth/principal';
import { NotFound } from '../domain/errors';
import { listFeatures, readFeature } from '../store/featureRead';
import { archiveFeature, createFeature, setFeatureEnabled } from '../store/featureWrite';
import type { Db } from '../store/openDatabase';
import { requireProject } from '../store/projects';
import { writeTransaction } from '../store/writeTransaction';
import { authorOf } from './eventAuthor';
import { writableFeature, writableFeatureEnvironment, type FeatureEnvironmentTarget, type FeatureTarget } from './writableFeature';

/**
 * A project's flags as the admin API reads and writes them. Each write checks what it writes to,
 * and that the caller may, in the transaction that writes, and answers the flag as it is after it.
 */

/** The feature as it is now (after a write), archived ones included. */
function currentFeature(db: Db, projectId: string, featureName: string): Feature {
  const feature = readFeature(db, projectId, featureName);
  if (!feature) throw new NotFound(`Feature "${featureName}" does not exist in project "${projectId}".`);
  return feature;
}

/** The project's flags (or its archive), without strategies; 404 for an unknown project. */
export function projectFeatures(db: Db, projectId: string, archived: boolean): Feature[] {
  requireProject(db, projectId);
  return listFeatures(db, projectId, archived);
}

/** One flag with its strategies and variants per environment; 404 naming the project or the flag. */
export function projectFeature(db: Db, projectId: string, featureName: string): Feature {
  requireProject(db, projectId);
  return currentFeature(db, projectId, featureName);
}

export function createProjectFeature(db: Db, caller: Principal, projectId: string, body: CreateFeatureBody): Feature {
  return writeTransaction(db, () => {
    requireProject(db, projectId);
    createFeature(db, authorOf(caller), projectId, body);
    return currentFeature(db, projectId, body.name);
  });
}

/** Unleash archives rather than deletes; the archive keeps the name taken. */
export function archiveProjectFeature(db: Db, caller: Principal, target: FeatureTarget): Feature {
  return writeTransaction(db, () => {
    const { by } = writableFeature(db, caller, target);
    archiveFeature(db, by, target.featureName);
    return currentFeature(db, target.projectId, target.featureName);
  });
}

/** Switches the flag on or off in one environment (see setFeatureEnabled for what "on" adds). */
export function switchFeature(
  db: Db, caller: Principal, target: FeatureEnvironmentTarget, enabled: boolean, options: { activateDisabledStrategies: boolean },
): Feature {
  return writeTransaction(db, () => {
    const { environment, by } = writableFeatureEnvironment(db, caller, target);
    setFeatureEnabled(db, by, target.featureName, environment, enabled, options);
    return currentFeature(db, target.projectId, target.featureName);
  });
}

