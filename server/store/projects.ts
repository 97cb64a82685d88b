import type { Project } from '../../contract/admin';
import { NotFound } from '../domain/errors';
import { recordEvent, type EventAuthor } from './events';
import type { Db } from './openDatabase';

interface ProjectRow { id: string; name: string; description: string | null; created_at: string; archived_at: string | null; feature_count: number }

const toProject = (row: ProjectRow): Project => ({
  id: row.id, name: row.name, description: row.description, featureCount: row.feature_count, createdAt: row.created_at,
  ...(row.archived_at === null ? {} : { archivedAt: row.archived_at }),
});

const projectSql = `SELECT p.id, p.name, p.description, p.created_at, p.archived_at,
  (SELECT COUNT(*) FROM features f WHERE f.project = p.id AND f.archived_at IS NULL) AS feature_count
  FROM projects p`;

/** The projects in use, default first; with `archived`, the archived ones instead (as Unleash's `?archived=true`). */
export function listProjects(db: Db, { archived = false } = {}): Project[] {
  return db
    .cached<[], ProjectRow>(`${projectSql} WHERE p.archived_at IS ${archived ? 'NOT NULL' : 'NULL'} ORDER BY p.id = 'default' DESC, p.name`)
    .all()
    .map(toProject);
}

export function findProject(db: Db, projectId: string): Project | undefined {
  const row = db.cached<[string], ProjectRow>(`${projectSql} WHERE p.id = ?`).get(projectId);
  return row && toProject(row);
}

/** 404 for a project that does not exist; an archived one exists (its flags and history are read). */
export function requireProject(db: Db, projectId: string): Project {
  const project = findProject(db, projectId);
  if (!project) throw new NotFound(`Project "${projectId}" does not exist.`);
  return project;
}

/** A project made by the service itself (the demo, the tests' fixture), with no event: nobody made it. */
export function insertProject(db: Db, project: { id: string; name: string; description?: string; createdAt: string }): void {
  db.cached('INSERT INTO projects (id, name, description, created_at) VALUES (?, ?, ?, ?)')
    .run(project.id, project.name, project.description ?? null, project.createdAt);
}

/** What an event says of a project: its settings, as the admin API shows them. */
const eventData = (project: Project) => ({ id: project.id, name: project.name, description: project.description ?? null });

/** Call inside a write transaction, as for every write here: each records its event. */
export function createProject(db: Db, by: EventAuthor, project: { id: string; name: string; description: string | null; createdAt: string }): void {
  db.cached('INSERT INTO projects (id, name, description, created_at) VALUES (?, ?, ?, ?)').run(project.id, project.name, project.description, project.createdAt);
  recordEvent(db, by, { type: 'project-created', project: project.id, data: eventData(requireProject(db, project.id)) });
}

export function updateProject(db: Db, by: EventAuthor, projectId: string, settings: { name: string; description: string | null }): void {
  const before = requireProject(db, projectId);
  db.cached('UPDATE projects SET name = ?, description = ? WHERE id = ?').run(settings.name, settings.description, projectId);
  recordEvent(db, by, { type: 'project-updated', project: projectId, preData: eventData(before), data: eventData(requireProject(db, projectId)) });
}

/** Archives (at `archivedAt`) or revives (null) the project. */
export function setProjectArchived(db: Db, by: EventAuthor, projectId: string, archivedAt: string | null): void {
  db.cached('UPDATE projects SET archived_at = ? WHERE id = ?').run(archivedAt, projectId);
  recordEvent(db, by, { type: archivedAt === null ? 'project-revived' : 'project-archived', project: projectId, data: { archivedAt } });
}

/** Removes the project and which environments it used; its flags must be gone first. */
export function deleteProject(db: Db, by: EventAuthor, projectId: string): void {
  const before = requireProject(db, projectId);
  db.cached('DELETE FROM projects WHERE id = ?').run(projectId);
  recordEvent(db, by, { type: 'project-deleted', project: projectId, preData: eventData(before) });
}

/** Flags of the project, archived ones counted apart. */
export function projectFlagCounts(db: Db, projectId: string): { active: number; archived: number } {
  const row = db.cached<[string], { active: number; archived: number }>(
    'SELECT COUNT(*) FILTER (WHERE archived_at IS NULL) AS active, COUNT(*) FILTER (WHERE archived_at IS NOT NULL) AS archived FROM features WHERE project = ?',
  ).get(projectId);
  return { active: row?.active ?? 0, archived: row?.archived ?? 0 };
}
