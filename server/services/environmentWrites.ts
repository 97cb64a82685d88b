import type { Environment } from '../../contract/admin';
import type { CreateEnvironmentBody, EnvironmentSortOrderBody, ProjectEnvironmentBody, UpdateEnvironmentBody } from '../../contract/projects';
import type { Principal } from '../auth/principal';
import { BadData, Conflict, InvalidOperation } from '../domain/errors';
import {
  addEnvironmentToProject, createEnvironment, deleteEnvironment, projectsUsingEnvironment, removeEnvironmentFromProject, updateEnvironment,
} from '../store/environmentWrites';
import { findEnvironment, listEnvironments, projectEnvironments, requireEnvironment, setChangeRequestSettings } from '../store/environments';
import type { Db } from '../store/openDatabase';
import { requireProject } from '../store/projects';
import { writeTransaction } from '../store/writeTransaction';
import { authorOf } from './eventAuthor';

/*
 * The instance's environments (Unleash's `createEnvironment`, `updateEnvironment`,
 * `removeEnvironment`, `updateSortOrder`, `toggleEnvironmentOn`/`Off`) and which of them a project
 * uses (`addEnvironmentToProject`, `removeEnvironmentFromProject`). An environment keeps its name
 * for good, as in Unleash: API tokens and SDKs name it.
 */

const nameTaken = (name: string) => new Conflict(`An environment named "${name}" already exists.`);

export function checkEnvironmentName(db: Db, name: string): void {
  if (findEnvironment(db, name)) throw nameTaken(name);
}

/** Placed last unless a place is given. */
export function addEnvironment(db: Db, caller: Principal, body: CreateEnvironmentBody): Environment {
  return writeTransaction(db, () => {
    checkEnvironmentName(db, body.name);
    const last = Math.max(0, ...listEnvironments(db).map((environment) => environment.sortOrder ?? 0));
    return createEnvironment(db, authorOf(caller), { name: body.name, type: body.type, enabled: body.enabled ?? true, sortOrder: body.sortOrder ?? last + 10 });
  });
}

export function editEnvironment(db: Db, caller: Principal, name: string, body: UpdateEnvironmentBody): Environment {
  return writeTransaction(db, () => updateEnvironment(db, authorOf(caller), name, { type: body.type, ...(body.sortOrder === undefined ? {} : { sortOrder: body.sortOrder }) }));
}

/**
 * Disabling hides an environment from the flag lists (Unleash calls it deprecating); SDKs with its
 * tokens are served as before.
 */
export function setEnvironmentEnabled(db: Db, caller: Principal, name: string, enabled: boolean): void {
  writeTransaction(db, () => {
    updateEnvironment(db, authorOf(caller), name, { enabled });
  });
}

/** Every environment named must exist (400 naming it); those not named keep their place. */
export function sortEnvironments(db: Db, caller: Principal, body: EnvironmentSortOrderBody): void {
  writeTransaction(db, () => {
    for (const name of Object.keys(body)) {
      if (!findEnvironment(db, name)) throw new BadData(`Environment "${name}" does not exist.`, [{ message: `environment "${name}" does not exist`, path: name }]);
    }
    const by = authorOf(caller);
    for (const [name, sortOrder] of Object.entries(body)) updateEnvironment(db, by, name, { sortOrder });
  });
}

/** A protected environment stays, and one a project uses is removed from it first (409 naming them). */
export function removeEnvironment(db: Db, caller: Principal, name: string): void {
  writeTransaction(db, () => {
    const environment = requireEnvironment(db, name);
    if (environment.protected) throw new InvalidOperation(`Environment "${name}" is protected and cannot be deleted.`);
    const projects = projectsUsingEnvironment(db, name);
    if (projects.length > 0) {
      throw new InvalidOperation(`Environment "${name}" is used by the project${projects.length === 1 ? '' : 's'} ${projects.map((p) => `"${p}"`).join(', ')}; remove it from ${projects.length === 1 ? 'it' : 'them'} first.`);
    }
    deleteEnvironment(db, authorOf(caller), name);
  });
}

/** 400 naming `environment` for one that does not exist, 409 for one the project uses already (Unleash's answers). */
export function useEnvironmentInProject(db: Db, caller: Principal, projectId: string, body: ProjectEnvironmentBody): void {
  writeTransaction(db, () => {
    requireProject(db, projectId);
    if (!findEnvironment(db, body.environment)) {
      throw new BadData(`Environment ${body.environment} does not exist`, [{ message: `environment "${body.environment}" does not exist`, path: 'environment' }]);
    }
    if (projectEnvironments(db, projectId).some((environment) => environment.name === body.environment)) {
      throw new Conflict(`${projectId} already has the environment ${body.environment} enabled`);
    }
    const by = authorOf(caller);
    addEnvironmentToProject(db, by, projectId, body.environment);
    if (body.changeRequestsEnabled) setChangeRequestSettings(db, by, projectId, body.environment, { enabled: true, requiredApprovals: 1 });
  });
}

/** A project keeps at least one environment: without any, its flags are served nowhere and cannot be switched. */
export function stopUsingEnvironment(db: Db, caller: Principal, projectId: string, environment: string): void {
  writeTransaction(db, () => {
    requireProject(db, projectId);
    const used = projectEnvironments(db, projectId);
    if (used.length === 1 && used[0]?.name === environment) {
      throw new InvalidOperation(`"${environment}" is the only environment of project "${projectId}"; a project keeps at least one.`);
    }
    removeEnvironmentFromProject(db, authorOf(caller), projectId, environment);
  });
}
