import type { FastifyInstance } from 'fastify';
import { environmentListSchema, projectListSchema } from '../../contract/admin';
import { signedIn } from '../http/access';
import { routesOf } from '../http/route';
import { listEnvironments, listEnvironmentsForProject } from '../store/environments';
import { listProjects } from '../store/projects';
import type { RouteContext } from './context';
import { projectParams } from './params';

/** Reads of the instance's structure: projects and environments. */
export function registerProjectRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const route = routesOf(app, 'Projects and environments');

  route({
    method: 'GET', url: '/api/admin/projects', access: signedIn,
    summary: 'The projects, with how many flags each holds',
    responses: { 200: projectListSchema },
    handler: async () => ({ version: 1, projects: listProjects(db) }),
  });

  route({
    method: 'GET', url: '/api/admin/environments', access: signedIn,
    summary: 'The environments of the instance',
    responses: { 200: environmentListSchema },
    handler: async () => ({ version: 1, environments: listEnvironments(db) }),
  });

  route({
    method: 'GET', url: '/api/admin/environments/project/:projectId', access: signedIn,
    summary: 'The environments, with whether the project uses each (projectEnabled)',
    params: projectParams,
    responses: { 200: environmentListSchema },
    handler: async ({ params }) => ({ version: 1, environments: listEnvironmentsForProject(db, params.projectId) }),
  });
}
