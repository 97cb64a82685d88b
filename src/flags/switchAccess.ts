import type { Environment } from '../../contract';
import { may, type Viewer } from '../viewer/viewer';
import type { ChangeRequestEnvironments } from './queries';

const missing = (permission: string, environment: string) => `You need the ${permission} permission in ${environment}.`;

/**
 * Why the viewer may not use the switches of each environment, for those they may not use, by
 * environment name. A switch needs UPDATE_FEATURE_ENVIRONMENT there; where the environment
 * requires change requests, also the right to propose one or to skip it (what the service checks,
 * as Unleash does). Without a known viewer nothing is marked: the service decides, and says why.
 */
export function unavailableSwitches(
  viewer: Viewer | undefined,
  projectId: string,
  environments: readonly Environment[] | undefined,
  changeRequestEnvironments: ChangeRequestEnvironments | undefined,
): ReadonlyMap<string, string> {
  const reasons = new Map<string, string>();
  if (!viewer) return reasons;
  for (const { name } of environments ?? []) {
    const place = { project: projectId, environment: name };
    if (!may(viewer, 'UPDATE_FEATURE_ENVIRONMENT', place)) {
      reasons.set(name, missing('UPDATE_FEATURE_ENVIRONMENT', name));
    } else if (changeRequestEnvironments?.has(name) && !may(viewer, 'CREATE_CHANGE_REQUEST', place) && !may(viewer, 'SKIP_CHANGE_REQUEST', place)) {
      reasons.set(name, `${missing('CREATE_CHANGE_REQUEST', name)} Changes there go through change requests.`);
    }
  }
  return reasons;
}
