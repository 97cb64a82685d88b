import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  addonCreateUpdateSchema, addonProvidersSchema, addonSchema, addonsSchema, integrationEventsQuerySchema, integrationEventsSchema,
  webhookSignatureHeader,
} from '../../contract/addons';
import { NotFound } from '../domain/errors';
import { principalOf, requires, signedIn } from '../http/access';
import { routesOf } from '../http/route';
import { providers } from '../integrations/providers';
import { addonAnswer, createAddon, editAddon, removeAddon, requireAddon } from '../services/addonWrites';
import { idOf } from '../services/changeRequestAccess';
import { integrationEvents, listAddons } from '../store/addons';
import type { RouteContext } from './context';

const addonParams = z.object({ id: z.string() });
const providerList = Object.values(providers);

function addonId(text: string): number {
  const id = idOf(text);
  if (id === undefined) throw new NotFound(`There is no integration with id ${text}.`);
  return id;
}

const delivery = `Each event an enabled integration listens to is queued in the transaction that records it and sent in the background, retried with backoff (1 s, 2 s, 4 s… 8 attempts) after no answer, 408, 429 or 5xx; the write never waits for it. A URL whose host resolves to a loopback, private, link-local or otherwise non-public address is refused (400 naming \`parameters.url\`), when saved and again at each delivery, unless INTEGRATION_ALLOWED_HOSTS names its host:port. A webhook with a \`secret\` signs each delivery: \`${webhookSignatureHeader}: sha256=<hex HMAC-SHA256 of the body>\`.`;

/** Integrations in Unleash 8.2's addon API (server/README.md, Integrations). */
export function registerAddonRoutes(app: FastifyInstance, { db, integrations }: RouteContext): void {
  const route = routesOf(app, 'Addons');

  route({
    method: 'GET', url: '/api/admin/addons', access: signedIn,
    summary: 'Every integration (sensitive parameters masked) and the providers this service has',
    responses: { 200: addonsSchema },
    handler: async () => ({ addons: listAddons(db).map(addonAnswer), providers: providerList }),
  });

  route({
    method: 'GET', url: '/api/admin/addons/providers', access: signedIn,
    summary: 'The providers this service delivers to, with their parameters and events',
    description: 'Unleash 8.2 lists them only in `GET /api/admin/addons` (its own path reads `providers` as an addon id); the embedded service answers both.',
    responses: { 200: addonProvidersSchema },
    handler: async () => providerList,
  });

  route({
    method: 'POST', url: '/api/admin/addons', access: requires('CREATE_ADDON'),
    summary: 'Create an integration',
    description: delivery,
    body: addonCreateUpdateSchema,
    responses: { 201: addonSchema },
    handler: async ({ body, request, reply }) => reply.status(201).send(await createAddon(db, principalOf(request), body(), integrations)),
  });

  route({
    method: 'GET', url: '/api/admin/addons/:id', access: signedIn,
    summary: 'One integration, its sensitive parameters masked',
    params: addonParams,
    responses: { 200: addonSchema },
    handler: async ({ params }) => addonAnswer(requireAddon(db, addonId(params.id))),
  });

  route({
    method: 'PUT', url: '/api/admin/addons/:id', access: requires('UPDATE_ADDON'),
    summary: 'Replace an integration; a sensitive parameter sent as `*****` keeps its value',
    description: `${delivery} Turning an integration off drops what it had waiting to be sent.`,
    params: addonParams, body: addonCreateUpdateSchema,
    responses: { 200: addonSchema },
    handler: async ({ params, body, request }) => editAddon(db, principalOf(request), addonId(params.id), body(), integrations),
  });

  route({
    method: 'DELETE', url: '/api/admin/addons/:id', access: requires('DELETE_ADDON'),
    summary: 'Delete an integration, with what it had waiting to be sent',
    params: addonParams,
    responses: { 200: null },
    handler: async ({ params, request, reply }) => {
      removeAddon(db, principalOf(request), addonId(params.id));
      return reply.status(200).send();
    },
  });

  route({
    method: 'GET', url: '/api/admin/addons/:id/events', access: requires('ADMIN'),
    summary: 'What the integration\'s delivery attempts came to, newest first (Unleash\'s integration events)',
    description: 'One per attempt: `success`, or `failed` with the status or error and whether it will be tried again. The newest 100 are kept.',
    params: addonParams, query: integrationEventsQuerySchema,
    responses: { 200: integrationEventsSchema },
    handler: async ({ params, query }) => {
      const id = requireAddon(db, addonId(params.id)).id;
      return { integrationEvents: integrationEvents(db, id, { limit: query.limit ?? 50, offset: query.offset ?? 0 }) };
    },
  });
}
