import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { environmentListSchema, environmentSchema } from '../../contract/admin';
import {
  createEnvironmentBodySchema, environmentSortOrderBodySchema, updateEnvironmentBodySchema, validateEnvironmentBodySchema,
} from '../../contract/projects';
import { principalOf, requires, signedIn } from '../http/access';
import { routesOf } from '../http/route';
import {
  addEnvironment, checkEnvironmentName, editEnvironment, removeEnvironment, setEnvironmentEnabled, sortEnvironments,
} from '../services/environmentWrites';
import { listEnvironments, listEnvironmentsForProject, requireEnvironment } from '../store/environments';
import type { RouteContext } from './context';
import { projectParams } from './params';

const environmentParams = z.object({ name: z.string() });

/** The instance's environments, in Unleash 8.2's paths and shapes (its paid edition's for making and editing them). */
export function registerEnvironmentRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const route = routesOf(app, 'Environments');

  route({
    method: 'GET', url: '/api/admin/environments', access: signedIn,
    summary: 'The environments of the instance, in sort order',
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

  route({
    method: 'GET', url: '/api/admin/environments/:name', access: signedIn,
    summary: 'One environment',
    params: environmentParams,
    responses: { 200: environmentSchema },
    handler: async ({ params }) => requireEnvironment(db, params.name),
  });

  route({
    method: 'POST', url: '/api/admin/environments', access: requires('ADMIN'),
    summary: 'Create an environment (placed last unless `sortOrder` is given); names are unique (409 NameExistsError)',
    description: 'No project uses it until it is added to one (`POST /api/admin/projects/{projectId}/environments`).',
    body: createEnvironmentBodySchema,
    responses: { 201: environmentSchema },
    handler: async ({ body, request, reply }) => {
      const created = addEnvironment(db, principalOf(request), body());
      return reply.status(201).header('location', `environments/${encodeURIComponent(created.name)}`).send(created);
    },
  });

  route({
    method: 'POST', url: '/api/admin/environments/validate', access: requires('ADMIN'),
    summary: 'Whether a name is free for a new environment: 200, or 409 NameExistsError',
    body: validateEnvironmentBodySchema,
    responses: { 200: null },
    handler: async ({ body, reply }) => {
      checkEnvironmentName(db, body().name);
      return reply.status(200).send();
    },
  });

  route({
    method: 'PUT', url: '/api/admin/environments/update/:name', access: requires('ADMIN'),
    summary: 'Change an environment\'s type or place; its name stays (API tokens and SDKs name it)',
    params: environmentParams, body: updateEnvironmentBodySchema,
    responses: { 200: environmentSchema },
    handler: async ({ params, body, request }) => editEnvironment(db, principalOf(request), params.name, body()),
  });

  route({
    method: 'PUT', url: '/api/admin/environments/sort-order', access: requires('ADMIN'),
    summary: 'Place environments in the lists: `{name: sortOrder}`, lower first',
    body: environmentSortOrderBodySchema,
    responses: { 200: null },
    handler: async ({ body, request, reply }) => {
      sortEnvironments(db, principalOf(request), body());
      return reply.status(200).send();
    },
  });

  for (const [state, enabled] of [['on', true], ['off', false]] as const) {
    route({
      method: 'POST', url: `/api/admin/environments/:name/${state}`, access: requires('ADMIN'),
      summary: enabled ? 'Enable an environment: shown in the flag lists again' : 'Disable an environment: hidden from the flag lists; SDKs with its tokens are served as before',
      params: environmentParams,
      responses: { 204: null },
      handler: async ({ params, request, reply }) => {
        setEnvironmentEnabled(db, principalOf(request), params.name, enabled);
        return reply.status(204).send();
      },
    });
  }

  route({
    method: 'DELETE', url: '/api/admin/environments/:name', access: requires('ADMIN'),
    summary: 'Delete an environment no project uses (409 naming them otherwise); a protected one stays',
    params: environmentParams,
    responses: { 200: null },
    handler: async ({ params, request, reply }) => {
      removeEnvironment(db, principalOf(request), params.name);
      return reply.status(200).send();
    },
  });
}
