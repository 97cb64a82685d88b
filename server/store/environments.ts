import type { Environment } from '../../contract/admin';
import { NotFound } from '../domain/errors';
import { recordEvent, type EventAuthor } from './events';
import type { Db } from './openDatabase';
import { requireProject } from './projects';
import { writeTransaction } from './writeTransaction';

interface EnvironmentRow { name: string; type: string; sort_order: number; enabled: number; protected: number }

const toEnvironment = (row: EnvironmentRow): Environment => ({
  name: row.name,
  type: row.type,
  enabled: row.enabled === 1,
  sortOrder: row.sort_order,
  protected: row.protected === 1,
});

export function listEnvironments(db: Db): Environment[] {
  return db.cached<[], EnvironmentRow>('SELECT * FROM environments ORDER BY sort_order, name').all().map(toEnvironment);
}

/** Every environment, with whether the project uses it (Unleash's `projectEnabled`); 404 for an unknown project. */
export function listEnvironmentsForProject(db: Db, projectId: string): Environment[] {
  requireProject(db, projectId);
  return db
    .cached<[string], EnvironmentRow & { project_enabled: number }>(
      `SELECT e.*, EXISTS (SELECT 1 FROM project_environments pe WHERE pe.project = ? AND pe.environment = e.name) AS project_enabled
       FROM environments e ORDER BY e.sort_order, e.name`,
    )
    .all(projectId)
    .map((row) => ({ ...toEnvironment(row), projectEnabled: row.project_enabled === 1 }));
}

export interface ProjectEnvironment {
  name: string;
  type: string;
  sortOrder: number;
  changeRequestsEnabled: boolean;
  requiredApprovals: number;
}

interface ProjectEnvironmentRow { name: string; type: string; sort_order: number; change_requests_enabled: number; required_approvals: number }

const toProjectEnvironment = (row: ProjectEnvironmentRow): ProjectEnvironment => ({
  name: row.name,
  type: row.type,
  sortOrder: row.sort_order,
  changeRequestsEnabled: row.change_requests_enabled === 1,
  requiredApprovals: row.required_approvals,
});

const projectEnvironmentSql = `
  SELECT e.name, e.type, e.sort_order, pe.change_requests_enabled, pe.required_approvals
  FROM project_environments pe JOIN environments e ON e.name = pe.environment
  WHERE pe.project = ?`;

/** The environments a project uses, in sort order. */
export function projectEnvironments(db: Db, projectId: string): ProjectEnvironment[] {
  return db
    .cached<[string], ProjectEnvironmentRow>(`${projectEnvironmentSql} ORDER BY e.sort_order, e.name`)
    .all(projectId)
    .map(toProjectEnvironment);
}

/** The environment as the project uses it; 404 naming the environment when it has none such. */
export function requireProjectEnvironment(db: Db, projectId: string, environment: string): ProjectEnvironment {
  const row = db.cached<[string, string], ProjectEnvironmentRow>(`${projectEnvironmentSql} AND pe.environment = ?`).get(projectId, environment);
  if (row) return toProjectEnvironment(row);
  const exists = db.cached<[string], { name: string }>('SELECT name FROM environments WHERE name = ?').get(environment);
  throw new NotFound(
    exists
      ? `Environment "${environment}" is not enabled for project "${projectId}".`
      : `Environment "${environment}" does not exist.`,
  );
}

export function requireEnvironment(db: Db, environment: string): void {
  const exists = db.cached<[string], { name: string }>('SELECT name FROM environments WHERE name = ?').get(environment);
  if (!exists) throw new NotFound(`Environment "${environment}" does not exist.`);
}

export function insertEnvironment(db: Db, environment: { name: string; type: string; sortOrder: number }): void {
  db.cached('INSERT INTO environments (name, type, sort_order) VALUES (?, ?, ?)').run(environment.name, environment.type, environment.sortOrder);
}

export function enableEnvironmentForProject(db: Db, projectId: string, environment: string): void {
  db.cached('INSERT OR IGNORE INTO project_environments (project, environment) VALUES (?, ?)').run(projectId, environment);
}

export function setChangeRequestSettings(
  db: Db,
  by: EventAuthor,
  projectId: string,
  environment: string,
  settings: { enabled: boolean; requiredApprovals: number },
): void {
  writeTransaction(db, () => {
    const before = requireProjectEnvironment(db, projectId, environment);
    db.cached('UPDATE project_environments SET change_requests_enabled = ?, required_approvals = ? WHERE project = ? AND environment = ?')
      .run(settings.enabled ? 1 : 0, settings.requiredApprovals, projectId, environment);
    recordEvent(db, by, {
      type: 'change-request-configuration-updated', project: projectId, environment,
      preData: { changeRequestsEnabled: before.changeRequestsEnabled, requiredApprovals: before.requiredApprovals },
      data: { changeRequestsEnabled: settings.enabled, requiredApprovals: settings.requiredApprovals },
    });
  });
}
