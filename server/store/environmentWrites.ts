import type { Environment } from '../../contract/admin';
import { requireEnvironment, requireProjectEnvironment } from './environments';
import { recordEvent, type EventAuthor } from './events';
import type { Db } from './openDatabase';

/*
 * The instance's environments and which of them each project uses. Every write records its event
 * in the caller's write transaction, in Unleash's types (`environment-created`, `-updated`,
 * `-deleted`, `project-environment-added`, `-removed`); a project's use of an environment is also
 * a subject of the history's rebuild (server/history/subjects.ts), so each says which one.
 */

const eventData = (environment: Environment) => ({
  name: environment.name, type: environment.type, enabled: environment.enabled ?? true, sortOrder: environment.sortOrder ?? 0,
  protected: environment.protected ?? false,
});

export function createEnvironment(db: Db, by: EventAuthor, environment: { name: string; type: string; enabled: boolean; sortOrder: number }): Environment {
  db.cached('INSERT INTO environments (name, type, sort_order, enabled) VALUES (?, ?, ?, ?)')
    .run(environment.name, environment.type, environment.sortOrder, environment.enabled ? 1 : 0);
  const created = requireEnvironment(db, environment.name);
  recordEvent(db, by, { type: 'environment-created', environment: environment.name, data: eventData(created) });
  return created;
}

/** Sets what is given of the environment's type, place and whether it is enabled; records nothing where nothing changes. */
export function updateEnvironment(db: Db, by: EventAuthor, name: string, change: { type?: string; sortOrder?: number; enabled?: boolean }): Environment {
  const before = requireEnvironment(db, name);
  const after = { type: change.type ?? before.type, sortOrder: change.sortOrder ?? before.sortOrder ?? 0, enabled: change.enabled ?? before.enabled ?? true };
  if (after.type === before.type && after.sortOrder === before.sortOrder && after.enabled === before.enabled) return before;
  db.cached('UPDATE environments SET type = ?, sort_order = ?, enabled = ? WHERE name = ?').run(after.type, after.sortOrder, after.enabled ? 1 : 0, name);
  const updated = requireEnvironment(db, name);
  recordEvent(db, by, { type: 'environment-updated', environment: name, preData: eventData(before), data: eventData(updated) });
  return updated;
}

/**
 * Deletes an environment no project uses, with what flags and change requests still held in it
 * from projects that used it once (their own events told of each when it was made).
 */
export function deleteEnvironment(db: Db, by: EventAuthor, name: string): void {
  const before = requireEnvironment(db, name);
  db.cached('DELETE FROM strategies WHERE environment = ?').run(name);
  db.cached('DELETE FROM change_requests WHERE environment = ?').run(name);
  db.cached('DELETE FROM environments WHERE name = ?').run(name);
  recordEvent(db, by, { type: 'environment-deleted', environment: name, preData: eventData(before) });
}

/** The projects that use the environment. */
export function projectsUsingEnvironment(db: Db, name: string): string[] {
  return db.cached<[string], { project: string }>('SELECT project FROM project_environments WHERE environment = ? ORDER BY project').all(name).map((row) => row.project);
}

/**
 * The project uses the environment from now on; its flags get their place there, switched off
 * (or as they were, where the project used it before: a removal keeps what flags held in it).
 */
export function addEnvironmentToProject(db: Db, by: EventAuthor, projectId: string, environment: string): void {
  db.cached('INSERT INTO project_environments (project, environment) VALUES (?, ?)').run(projectId, environment);
  db.cached('INSERT OR IGNORE INTO feature_environments (feature, environment) SELECT name, ? FROM features WHERE project = ?').run(environment, projectId);
  recordEvent(db, by, { type: 'project-environment-added', project: projectId, environment, data: { environment } });
}

/**
 * The project stops using the environment: SDKs there get none of its flags. What the flags held
 * in it (switches, strategies, variants) is kept, so adding it back serves them as they were;
 * Unleash deletes it instead. The change request settings go, and are in the event's `preData`.
 */
export function removeEnvironmentFromProject(db: Db, by: EventAuthor, projectId: string, environment: string): void {
  const before = requireProjectEnvironment(db, projectId, environment);
  db.cached('DELETE FROM project_environments WHERE project = ? AND environment = ?').run(projectId, environment);
  recordEvent(db, by, {
    type: 'project-environment-removed', project: projectId, environment,
    preData: { environment, changeRequestsEnabled: before.changeRequestsEnabled, requiredApprovals: before.requiredApprovals },
  });
}
