import type { FastifyInstance } from 'fastify';
import {
  notificationsQuerySchema, notificationsSchema, notificationWebhookBodySchema, notificationWebhookSchema,
} from '../../contract/notifications';
import { principalOf, signedIn } from '../http/access';
import { routesOf } from '../http/route';
import { markNotificationsRead, notificationsOf, ownWebhook, removeOwnWebhook, setFollowing, setOwnWebhook } from '../services/notifications';
import type { RouteContext } from './context';
import { featureParams, projectParams } from './params';

const flagdeckOwn = 'Flagdeck\'s own (Unleash 8.2 open source keeps favorites but tells nobody of their changes); in front of an Unleash, the console says following is kept by the embedded service.';
const person = 'For a person (signed in with a password or a personal access token); an API token gets 400.';

/** Following (Unleash's favorites) and what one is told of it (server/README.md, Notifications). */
export function registerNotificationRoutes(app: FastifyInstance, { db, integrations }: RouteContext): void {
  const route = routesOf(app, 'Notifications');
  const feature = '/api/admin/projects/:projectId/features/:featureName/favorites';
  const project = '/api/admin/projects/:projectId/favorites';

  for (const [method, following] of [['POST', true], ['DELETE', false]] as const) {
    route({
      method, url: feature, access: signedIn,
      summary: following ? 'Follow a flag (Unleash\'s favorite): its changes by others are in one\'s notifications' : 'Stop following a flag',
      description: `${person} Records \`feature-${following ? '' : 'un'}favorited\`.`,
      params: featureParams,
      responses: { 200: null },
      handler: async ({ params, request, reply }) => {
        setFollowing(db, principalOf(request), following, params);
        return reply.status(200).send();
      },
    });
    route({
      method, url: project, access: signedIn,
      summary: following ? 'Follow a project (Unleash\'s favorite): the changes by others to its flags are in one\'s notifications' : 'Stop following a project',
      description: `${person} Records \`project-${following ? '' : 'un'}favorited\`.`,
      params: projectParams,
      responses: { 200: null },
      handler: async ({ params, request, reply }) => {
        setFollowing(db, principalOf(request), following, { projectId: params.projectId });
        return reply.status(200).send();
      },
    });
  }

  route({
    method: 'GET', url: '/api/admin/notifications', access: signedIn,
    summary: 'The newest changes others made to the flags and projects one follows, each read or not, and how many are unread',
    description: `${flagdeckOwn} An API token follows nothing: its list is empty.`,
    query: notificationsQuerySchema,
    responses: { 200: notificationsSchema },
    handler: async ({ query, request }) => notificationsOf(db, principalOf(request), query.limit ?? 30),
  });

  route({
    method: 'POST', url: '/api/admin/notifications/read', access: signedIn,
    summary: 'Mark every notification so far as read',
    description: `${flagdeckOwn} ${person} Records no event (it changes only what one has read).`,
    responses: { 200: null },
    handler: async ({ request, reply }) => {
      markNotificationsRead(db, principalOf(request));
      return reply.status(200).send();
    },
  });

  route({
    method: 'GET', url: '/api/admin/notifications/webhook', access: signedIn,
    summary: 'Where one\'s notifications are also sent (one\'s own webhook), with its last delivery',
    description: flagdeckOwn,
    responses: { 200: notificationWebhookSchema },
    handler: async ({ request }) => ({ webhook: ownWebhook(db, principalOf(request)) }),
  });

  route({
    method: 'PUT', url: '/api/admin/notifications/webhook', access: signedIn,
    summary: 'Send one\'s notifications to a webhook too: each change others make to what one follows',
    description: `${flagdeckOwn} ${person} Delivered as integrations are (queued, retried, signed with \`secret\`, refused to non-public addresses: 400 naming \`parameters.url\`).`,
    body: notificationWebhookBodySchema,
    responses: { 200: notificationWebhookSchema },
    handler: async ({ body, request }) => ({ webhook: await setOwnWebhook(db, principalOf(request), body(), integrations) }),
  });

  route({
    method: 'DELETE', url: '/api/admin/notifications/webhook', access: signedIn,
    summary: 'Stop sending one\'s notifications to a webhook',
    description: `${flagdeckOwn} ${person}`,
    responses: { 200: null },
    handler: async ({ request, reply }) => {
      removeOwnWebhook(db, principalOf(request));
      return reply.status(200).send();
    },
  });
}
