import type { ChangeRequestConfig, ChangeRequestConfigBody } from '../../contract/adminRequests';
import type { Principal } from '../auth/principal';
import { projectEnvironments, requireProjectEnvironment, setChangeRequestSettings, type ProjectEnvironment } from '../store/environments';
import type { Db } from '../store/openDatabase';
import { requireProject } from '../store/projects';
import { writeTransaction } from '../store/writeTransaction';
import { authorOf } from './eventAuthor';

/** Which environments of a project take changes through change requests, and how many approvals each needs. */

const configEntry = (environment: ProjectEnvironment): ChangeRequestConfig[number] => ({
  environment: environment.name,
  type: environment.type,
  changeRequestEnabled: environment.changeRequestsEnabled,
  requiredApprovals: environment.requiredApprovals,
});

export function changeRequestConfig(db: Db, projectId: string): ChangeRequestConfig {
  requireProject(db, projectId);
  return projectEnvironments(db, projectId).map(configEntry);
}

/** Approvals left out of the body stay as they were. */
export function configureChangeRequests(
  db: Db, caller: Principal, target: { projectId: string; environment: string }, body: ChangeRequestConfigBody,
): ChangeRequestConfig[number] {
  return writeTransaction(db, () => {
    requireProject(db, target.projectId);
    const current = requireProjectEnvironment(db, target.projectId, target.environment);
    setChangeRequestSettings(db, authorOf(caller), target.projectId, target.environment, {
      enabled: body.changeRequestsEnabled,
      requiredApprovals: body.requiredApprovals ?? current.requiredApprovals,
    });
    return configEntry(requireProjectEnvironment(db, target.projectId, target.environment));
  });
}
