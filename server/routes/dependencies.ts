import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dependencyBodySchema } from '../../contract/adminRequests';
import { deletedSchema } from '../../contract/common';
import { dependenciesInUseSchema, dependencySchema } from '../../contract/feature';
import { principalOf, requires, signedIn } from '../http/access';
import { routesOf } from '../http/route';
import { addFeatureDependency, removeFeatureDependencies, removeFeatureDependency } from '../services/dependencyWrites';
import { anyDependencyExists } from '../store/dependencies';
import type { RouteContext } from './context';
import { featureParams, projectParams } from './params';

const base = '/api/admin/projects/:projectId/features/:featureName/dependencies';
const projectWide = 'A dependency decides whether its child is on in every environment, so each environment of the project that requires change requests needs SKIP_CHANGE_REQUEST.';

export function registerDependencyRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const route = routesOf(app, 'Dependencies');

  // The project in the path is not consulted, as in Unleash.
  route({
    method: 'GET', url: '/api/admin/projects/:projectId/dependencies', access: signedIn,
    summary: 'Whether any flag of the instance depends on another (a bare boolean)',
    params: projectParams,
    responses: { 200: dependenciesInUseSchema },
    handler: async ({ reply }) => reply.type('application/json; charset=utf-8').send(JSON.stringify(anyDependencyExists(db))),
  });

  route({
    method: 'POST', url: base, access: requires('UPDATE_FEATURE_DEPENDENCY'),
    summary: 'Make the flag depend on a parent flag of the same project (one level deep)',
    description: `Re-adding a parent replaces its settings. ${projectWide}`,
    params: featureParams, body: dependencyBodySchema,
    responses: { 200: dependencySchema },
    handler: async ({ params, body, request }) => addFeatureDependency(db, principalOf(request), params, body),
  });

  route({
    method: 'DELETE', url: `${base}/:parent`, access: requires('UPDATE_FEATURE_DEPENDENCY'),
    summary: 'Remove one parent of the flag',
    description: projectWide,
    params: featureParams.extend({ parent: z.string() }),
    responses: { 200: deletedSchema },
    handler: async ({ params, request }) => {
      removeFeatureDependency(db, principalOf(request), params, params.parent);
      return { deleted: true };
    },
  });

  route({
    method: 'DELETE', url: base, access: requires('UPDATE_FEATURE_DEPENDENCY'),
    summary: 'Remove every parent of the flag',
    description: projectWide,
    params: featureParams,
    responses: { 200: deletedSchema },
    handler: async ({ params, request }) => {
      removeFeatureDependencies(db, principalOf(request), params);
      return { deleted: true };
    },
  });
}
