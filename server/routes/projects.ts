import type { FastifyInstance } from 'fastify';
import { projectListSchema } from '../../contract/admin';
import {
  createProjectBodySchema, projectCreatedSchema, projectEnvironmentBodySchema, projectListQuerySchema, updateProjectBodySchema,
  validateProjectBodySchema,
} from '../../contract/projects';
import { principalOf, requires, signedIn } from '../http/access';
import { routesOf } from '../http/route';
import { followedBy } from '../store/follows';
import { stopUsingEnvironment, useEnvironmentInProject } from '../services/environmentWrites';
import { archiveProject, checkProjectId, createProjectWithEnvironments, editProject, removeProject, reviveProject } from '../services/projectWrites';
import { listProjects } from '../store/projects';
import type { RouteContext } from './context';
import { projectEnvironmentParams, projectParams } from './params';

/** Projects, in Unleash 8.2's paths and shapes (its paid edition's for making, editing and archiving them). */
export function registerProjectRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const route = routesOf(app, 'Projects');

  route({
    method: 'GET', url: '/api/admin/projects', access: signedIn,
    summary: 'The projects, with how many flags each holds; `?archived=true` lists the archived ones',
    query: projectListQuerySchema,
    responses: { 200: projectListSchema },
    handler: async ({ query, request }) => {
      // Unleash's favorite is the caller's own: whether they follow the project.
      const caller = principalOf(request);
      const followed = new Set(caller.kind === 'user' ? followedBy(db, caller.user.id).projects : []);
      return { version: 1, projects: listProjects(db, { archived: query.archived === 'true' }).map((project) => ({ ...project, favorite: followed.has(project.id) })) };
    },
  });

  route({
    method: 'POST', url: '/api/admin/projects', access: requires('CREATE_PROJECT'),
    summary: 'Create a project, with the environments it uses and those that take changes through change requests',
    description: 'Without `id`, one is made from the name. Without `environments`, it uses every enabled environment.',
    body: createProjectBodySchema,
    responses: { 201: projectCreatedSchema },
    handler: async ({ body, request, reply }) => reply.status(201).send(createProjectWithEnvironments(db, principalOf(request), body())),
  });

  route({
    method: 'POST', url: '/api/admin/projects/validate', access: signedIn,
    summary: 'Whether an id is free for a new project: 200, or 409 NameExistsError',
    body: validateProjectBodySchema,
    responses: { 200: null },
    handler: async ({ body, reply }) => {
      checkProjectId(db, body().id);
      return reply.status(200).send();
    },
  });

  route({
    method: 'PUT', url: '/api/admin/projects/:projectId', access: requires('UPDATE_PROJECT'),
    summary: 'Rename a project or change its description (its id stays)',
    params: projectParams, body: updateProjectBodySchema,
    responses: { 200: null },
    handler: async ({ params, body, request, reply }) => {
      editProject(db, principalOf(request), params.projectId, body());
      return reply.status(200).send();
    },
  });

  route({
    method: 'DELETE', url: '/api/admin/projects/:projectId', access: requires('DELETE_PROJECT'),
    summary: 'Delete a project that holds no flag, archived ones included (409 otherwise); never the default project',
    params: projectParams,
    responses: { 200: null },
    handler: async ({ params, request, reply }) => {
      removeProject(db, principalOf(request), params.projectId);
      return reply.status(200).send();
    },
  });

  route({
    method: 'POST', url: '/api/admin/projects/archive/:projectId', access: requires('DELETE_PROJECT'),
    summary: 'Archive a project whose flags are all archived (409 otherwise)',
    params: projectParams,
    responses: { 200: null },
    handler: async ({ params, request, reply }) => {
      archiveProject(db, principalOf(request), params.projectId);
      return reply.status(200).send();
    },
  });

  route({
    method: 'POST', url: '/api/admin/projects/revive/:projectId', access: requires('UPDATE_PROJECT'),
    summary: 'Bring an archived project back',
    params: projectParams,
    responses: { 200: null },
    handler: async ({ params, request, reply }) => {
      reviveProject(db, principalOf(request), params.projectId);
      return reply.status(200).send();
    },
  });

  route({
    method: 'POST', url: '/api/admin/projects/:projectId/environments', access: requires('UPDATE_PROJECT'),
    summary: 'Use an environment in the project (optionally with change requests on, one approval)',
    description: 'Flags of the project get their place there, switched off; where the project used it before, as they were then.',
    params: projectParams, body: projectEnvironmentBodySchema,
    responses: { 200: null },
    handler: async ({ params, body, request, reply }) => {
      useEnvironmentInProject(db, principalOf(request), params.projectId, body());
      return reply.status(200).send();
    },
  });

  route({
    method: 'DELETE', url: '/api/admin/projects/:projectId/environments/:environment', access: requires('UPDATE_PROJECT'),
    summary: 'Stop using an environment in the project: SDKs there get none of its flags',
    description: 'What the flags held there is kept for when it is added back (Unleash deletes it). A project keeps at least one environment (409).',
    params: projectEnvironmentParams,
    responses: { 200: null },
    handler: async ({ params, request, reply }) => {
      stopUsingEnvironment(db, principalOf(request), params.projectId, params.environment);
      return reply.status(200).send();
    },
  });
}
