import type { Project } from '../../contract/admin';
import { NotFound } from '../domain/errors';
import type { Db } from './openDatabase';

interface ProjectRow { id: string; name: string; description: string | null; created_at: string; feature_count: number }

export function listProjects(db: Db): Project[] {
  return db
    .cached<[], ProjectRow>(
      `SELECT p.id, p.name, p.description, p.created_at,
         (SELECT COUNT(*) FROM features f WHERE f.project = p.id AND f.archived_at IS NULL) AS feature_count
       FROM projects p ORDER BY p.id = 'default' DESC, p.name`,
    )
    .all()
    .map((row) => ({ id: row.id, name: row.name, description: row.description, featureCount: row.feature_count, createdAt: row.created_at }));
}

export function requireProject(db: Db, projectId: string): void {
  const row = db.cached<[string], { id: string }>('SELECT id FROM projects WHERE id = ?').get(projectId);
  if (!row) throw new NotFound(`Project "${projectId}" does not exist.`);
}

export function insertProject(db: Db, project: { id: string; name: string; description?: string; createdAt: string }): void {
  db.cached('INSERT INTO projects (id, name, description, created_at) VALUES (?, ?, ?, ?)')
    .run(project.id, project.name, project.description ?? null, project.createdAt);
}
