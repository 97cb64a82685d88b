import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { savedAudienceBodySchema, savedAudienceListSchema, savedAudienceSchema } from '../../contract/audiences';
import { NotFound } from '../domain/errors';
import { principalOf, requires, signedIn } from '../http/access';
import { routesOf } from '../http/route';
import { idOf } from '../services/changeRequestAccess';
import { createSavedAudience, editSavedAudience, removeSavedAudience, requireSavedAudience } from '../services/savedAudienceWrites';
import { listSavedAudiences } from '../store/savedAudiences';
import type { RouteContext } from './context';

const audienceParams = z.object({ id: z.string() });

function audienceId(text: string): number {
  const id = idOf(text);
  if (id === undefined) throw new NotFound(`There is no saved audience ${text}.`);
  return id;
}

const flagdeckOwn = 'Flagdeck\'s own API (Unleash has no saved audiences): the embedded service keeps them; in front of an Unleash, these paths are Unleash\'s and answer 404.';

/** Saved audiences: contexts the team names and shares, read by every signed-in user. */
export function registerSavedAudienceRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const route = routesOf(app, 'Saved audiences (Flagdeck)');

  route({
    method: 'GET', url: '/api/admin/saved-audiences', access: signedIn,
    summary: 'Every saved audience, oldest first',
    description: flagdeckOwn,
    responses: { 200: savedAudienceListSchema },
    handler: async () => ({ audiences: listSavedAudiences(db) }),
  });

  route({
    method: 'POST', url: '/api/admin/saved-audiences', access: requires('CREATE_SAVED_AUDIENCE'),
    summary: 'Save a context under a name; names are unique whatever their case (409 NameExistsError)',
    description: `${flagdeckOwn} A bad body is a 400 naming the field (\`context.properties.plan\`).`,
    body: savedAudienceBodySchema,
    responses: { 201: savedAudienceSchema },
    handler: async ({ body, request, reply }) => reply.status(201).send(createSavedAudience(db, principalOf(request), body())),
  });

  route({
    method: 'GET', url: '/api/admin/saved-audiences/:id', access: signedIn,
    summary: 'One saved audience',
    description: flagdeckOwn,
    params: audienceParams,
    responses: { 200: savedAudienceSchema },
    handler: async ({ params }) => requireSavedAudience(db, audienceId(params.id)),
  });

  route({
    method: 'PUT', url: '/api/admin/saved-audiences/:id', access: requires('UPDATE_SAVED_AUDIENCE'),
    summary: 'Replace a saved audience\'s name, description and context',
    description: flagdeckOwn,
    params: audienceParams, body: savedAudienceBodySchema,
    responses: { 200: savedAudienceSchema },
    handler: async ({ params, body }) => editSavedAudience(db, audienceId(params.id), body()),
  });

  route({
    method: 'DELETE', url: '/api/admin/saved-audiences/:id', access: requires('DELETE_SAVED_AUDIENCE'),
    summary: 'Delete a saved audience',
    description: flagdeckOwn,
    params: audienceParams,
    responses: { 200: null },
    handler: async ({ params, reply }) => {
      removeSavedAudience(db, audienceId(params.id));
      return reply.status(200).send();
    },
  });
}
