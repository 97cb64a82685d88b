import type { FastifyInstance } from 'fastify';
import { adminRead } from '../http/access';
import { parseInput } from '../http/parse';
import { listEnvironments, listEnvironmentsForProject } from '../store/environments';
import { listProjects, requireProject } from '../store/projects';
import { listSegments } from '../store/segments';
import type { RouteContext } from './context';
import { projectParams } from './params';

/** Reads of the instance's structure: projects, environments, segments. */
export function registerProjectRoutes(app: FastifyInstance, { db }: RouteContext): void {
  app.get('/api/admin/projects', adminRead, async () => ({ version: 1, projects: listProjects(db) }));

  app.get('/api/admin/environments', adminRead, async () => ({ version: 1, environments: listEnvironments(db) }));

  app.get('/api/admin/environments/project/:projectId', adminRead, async (request) => {
    const { projectId } = parseInput(projectParams, request.params, 'path');
    requireProject(db, projectId);
    return { version: 1, environments: listEnvironmentsForProject(db, projectId) };
  });

  app.get('/api/admin/segments', adminRead, async () => ({ segments: listSegments(db) }));
}
