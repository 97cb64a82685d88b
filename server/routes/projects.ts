import type { FastifyInstance } from 'fastify';
import { signedIn } from '../http/access';
import { parseInput } from '../http/parse';
import { listEnvironments, listEnvironmentsForProject } from '../store/environments';
import { listProjects, requireProject } from '../store/projects';
import { listSegments } from '../store/segments';
import type { RouteContext } from './context';
import { projectParams } from './params';

/** Reads of the instance's structure: projects, environments, segments. */
export function registerProjectRoutes(app: FastifyInstance, { db }: RouteContext): void {
  app.get('/api/admin/projects', signedIn, async () => ({ version: 1, projects: listProjects(db) }));

  app.get('/api/admin/environments', signedIn, async () => ({ version: 1, environments: listEnvironments(db) }));

  app.get('/api/admin/environments/project/:projectId', signedIn, async (request) => {
    const { projectId } = parseInput(projectParams, request.params, 'path');
    requireProject(db, projectId);
    return { version: 1, environments: listEnvironmentsForProject(db, projectId) };
  });

  app.get('/api/admin/segments', signedIn, async () => ({ segments: listSegments(db) }));
}
