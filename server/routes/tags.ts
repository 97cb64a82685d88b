import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { tagListSchema } from '../../contract/adminRequests';
import { deletedSchema } from '../../contract/common';
import { tagSchema } from '../../contract/feature';
import { principalOf, requires, signedIn } from '../http/access';
import { routesOf } from '../http/route';
import { authorOf } from '../services/eventAuthor';
import { addTag, listTags, removeTag } from '../store/tags';
import type { RouteContext } from './context';

const featureName = z.object({ featureName: z.string() });

/** Tagging a feature is editing it (UPDATE_FEATURE), as in Unleash. */
export function registerTagRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const route = routesOf(app, 'Tags');

  route({
    method: 'GET', url: '/api/admin/features/:featureName/tags', access: signedIn,
    summary: 'The tags of a flag',
    params: featureName,
    responses: { 200: tagListSchema },
    handler: async ({ params }) => ({ version: 1, tags: listTags(db, params.featureName) }),
  });

  route({
    method: 'POST', url: '/api/admin/features/:featureName/tags', access: requires('UPDATE_FEATURE'),
    summary: 'Tag a flag',
    params: featureName, body: tagSchema,
    responses: { 201: tagSchema },
    handler: async ({ params, body, request, reply }) => {
      const tag = body();
      addTag(db, authorOf(principalOf(request)), params.featureName, tag);
      return reply.status(201).send(tag);
    },
  });

  route({
    method: 'DELETE', url: '/api/admin/features/:featureName/tags/:type/:value', access: requires('UPDATE_FEATURE'),
    summary: 'Take a tag off a flag',
    params: featureName.extend({ type: z.string(), value: z.string() }),
    responses: { 200: deletedSchema },
    handler: async ({ params, request }) => {
      removeTag(db, authorOf(principalOf(request)), params.featureName, { type: params.type, value: params.value });
      return { deleted: true };
    },
  });
}
