import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { tagSchema } from '../../contract/feature';
import { signedIn, requires } from '../http/access';
import { parseInput } from '../http/parse';
import { addTag, listTags, removeTag, requireAnyFeature } from '../store/tags';
import type { RouteContext } from './context';

const featureName = z.object({ featureName: z.string() });

/** Tagging a feature is editing it (UPDATE_FEATURE), as in Unleash. */
export function registerTagRoutes(app: FastifyInstance, { db }: RouteContext): void {
  app.get('/api/admin/features/:featureName/tags', signedIn, async (request) => {
    const params = parseInput(featureName, request.params, 'path');
    requireAnyFeature(db, params.featureName);
    return { version: 1, tags: listTags(db, params.featureName) };
  });

  app.post('/api/admin/features/:featureName/tags', requires('UPDATE_FEATURE'), async (request, reply) => {
    const params = parseInput(featureName, request.params, 'path');
    const tag = parseInput(tagSchema, request.body);
    requireAnyFeature(db, params.featureName);
    addTag(db, params.featureName, tag);
    return reply.status(201).send(tag);
  });

  app.delete('/api/admin/features/:featureName/tags/:type/:value', requires('UPDATE_FEATURE'), async (request) => {
    const params = parseInput(featureName.extend({ type: z.string(), value: z.string() }), request.params, 'path');
    requireAnyFeature(db, params.featureName);
    removeTag(db, params.featureName, { type: params.type, value: params.value });
    return { deleted: true };
  });
}
