import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  configurationAtQuerySchema, configurationAtSchema, eventCreatorsSchema, eventSearchQuerySchema, eventSearchResponseSchema, eventsQuerySchema, eventsResponseSchema, featureEventsResponseSchema,
} from '../../contract/events';
import { BadData } from '../domain/errors';
import { principalOf, requires, signedIn } from '../http/access';
import { routesOf } from '../http/route';
import { clientFeaturesOfEnvironmentAt } from '../history/rebuild';
import { searchEventLog } from '../services/eventSearch';
import { countEvents, eventCreators, searchEvents } from '../store/events';
import type { RouteContext } from './context';
import { projectEnvironmentParams } from './params';

/** The newest events Unleash's older lists answer with. */
const newest = 100;

/** The event log in Unleash 8.2's paths and shapes (server/README.md, The event log). */
export function registerEventRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const route = routesOf(app, 'Events');

  route({
    method: 'GET', url: '/api/admin/search/events', access: signedIn,
    summary: 'Search the event log: filters in IS:/IS_ANY_OF: form, from and to as IS:YYYY-MM-DD (inclusive), newest first',
    description: 'As in Unleash, a caller who is not an admin sees only the events of projects.',
    query: eventSearchQuerySchema,
    responses: { 200: eventSearchResponseSchema },
    handler: async ({ query, request }) => searchEventLog(db, principalOf(request), query),
  });

  route({
    method: 'GET', url: '/api/admin/events', access: requires('ADMIN'),
    summary: `The newest ${newest} events, or those of one project`,
    query: eventsQuerySchema,
    responses: { 200: eventsResponseSchema },
    handler: async ({ query }) => {
      const filters = query.project === undefined ? [] : [{ column: 'project' as const, values: [query.project] }];
      const { events, total } = searchEvents(db, { filters, offset: 0, limit: newest });
      return { version: 1, events, totalEvents: query.project === undefined ? countEvents(db) : total };
    },
  });

  route({
    method: 'GET', url: '/api/admin/events/:featureName', access: signedIn,
    summary: `The newest ${newest} events of one flag`,
    params: z.object({ featureName: z.string() }),
    responses: { 200: featureEventsResponseSchema },
    handler: async ({ params }) => {
      const { events, total } = searchEvents(db, { filters: [{ column: 'feature_name', values: [params.featureName] }], offset: 0, limit: newest });
      return { version: 1, toggleName: params.featureName, events, totalEvents: total };
    },
  });

  route({
    method: 'GET', url: '/api/admin/event-creators', access: signedIn,
    summary: 'Everyone who made an event, by user id (admin tokens are -42, Unleash Admin Token; the service itself -1337, Unleash System; as in Unleash)',
    responses: { 200: eventCreatorsSchema },
    handler: async () => eventCreators(db),
  });

  route({
    method: 'GET', url: '/api/admin/projects/:projectId/environments/:environment/configuration-at', access: signedIn,
    summary: 'Flagdeck\'s own (Unleash has none): what GET /api/client/features served for the project in the environment at a past moment, rebuilt from the event log',
    description: 'The moment is `at`, an ISO date-time (now when left out). The rebuild reaches back as far as events are kept (EVENT_RETENTION_DAYS); it cannot go back past an import, and names it in `stoppedAt`.',
    params: projectEnvironmentParams, query: configurationAtQuerySchema,
    responses: { 200: configurationAtSchema },
    handler: async ({ params, query }) => {
      const at = query.at === undefined ? Date.now() : Date.parse(query.at);
      if (Number.isNaN(at)) throw new BadData(`"${query.at ?? ''}" is not a moment.`, [{ message: 'not a moment', path: 'at' }]);
      return clientFeaturesOfEnvironmentAt(db, params.projectId, params.environment, new Date(at).toISOString());
    },
  });
}
