import type { FastifyInstance } from 'fastify';
import { changeRequestConfigBodySchema, changeRequestConfigEntrySchema, changeRequestConfigSchema } from '../../contract/adminRequests';
import { changeRequestListSchema, changeRequestSchema } from '../../contract/changeRequest';
import { changeRequestSearchQuerySchema, changeRequestSearchSchema } from '../../contract/changeRequestRequests';
import { actingUserId } from '../auth/principal';
import { principalOf, requires, signedIn } from '../http/access';
import { routesOf } from '../http/route';
import { visibleChangeRequest } from '../services/changeRequestAccess';
import { changeRequestConfig, configureChangeRequests } from '../services/changeRequestSettings';
import { listOpenChangeRequests } from '../store/changeRequests';
import { searchChangeRequests } from '../store/changeRequestSearch';
import type { RouteContext } from './context';
import { changeRequestParams, projectEnvironmentParams, projectParams } from './params';

/** Reading change requests, and which environments take changes through them. */
export function registerChangeRequestRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const route = routesOf(app, 'Change requests');

  route({
    method: 'GET', url: '/api/admin/projects/:projectId/change-requests/open', access: signedIn,
    summary: 'The open change requests of a project, newest first',
    description: 'Only in environments that have change requests on; a Draft only to its author.',
    params: projectParams,
    responses: { 200: changeRequestListSchema },
    handler: async ({ params, request }) => listOpenChangeRequests(db, params.projectId, actingUserId(principalOf(request))),
  });

  route({
    method: 'GET', url: '/api/admin/projects/:projectId/change-requests/:id', access: signedIn,
    summary: 'One change request, with its changes, reviews, comments and any conflict',
    description: 'A Draft is only its author\'s to see (404 to anybody else).',
    params: changeRequestParams,
    responses: { 200: changeRequestSchema },
    handler: async ({ params, request }) => visibleChangeRequest(db, principalOf(request), params),
  });

  route({
    method: 'GET', url: '/api/admin/search/change-requests', access: signedIn,
    summary: 'Change requests across projects, newest first, in Unleash\'s filter syntax',
    description: 'Each change request is whole, so a list can show approvals and schedules; `total` counts every match.',
    query: changeRequestSearchQuerySchema,
    responses: { 200: changeRequestSearchSchema },
    handler: async ({ query, request }) => searchChangeRequests(db, actingUserId(principalOf(request)), {
      states: query.state, createdBy: query.createdBy, projects: query.project, offset: query.offset, limit: query.limit,
    }),
  });

  route({
    method: 'GET', url: '/api/admin/projects/:projectId/change-requests/config', access: signedIn,
    summary: 'Whether each environment of the project takes changes through change requests, and the approvals each needs',
    params: projectParams,
    responses: { 200: changeRequestConfigSchema },
    handler: async ({ params }) => changeRequestConfig(db, params.projectId),
  });

  route({
    method: 'PUT', url: '/api/admin/projects/:projectId/environments/:environment/change-requests/config',
    access: requires('UPDATE_CHANGE_REQUEST_SETTINGS', 'environment'),
    summary: 'Turn change requests on or off for an environment of the project',
    params: projectEnvironmentParams, body: changeRequestConfigBodySchema,
    responses: { 200: changeRequestConfigEntrySchema },
    handler: async ({ params, body, request }) => configureChangeRequests(db, principalOf(request), params, body()),
  });
}
