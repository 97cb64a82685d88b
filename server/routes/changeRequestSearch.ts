import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actingUserId } from '../auth/principal';
import { signedIn, principalOf } from '../http/access';
import { parseInput } from '../http/parse';
import { searchChangeRequests, statesFor } from '../store/changeRequestSearch';
import type { RouteContext } from './context';

/** Unleash's filter syntax: `IS:value` or `IS_ANY_OF:a,b`. */
const filter = z.string().regex(/^(IS|IS_ANY_OF):.+$/, 'must read IS:value or IS_ANY_OF:a,b').transform((text) =>
  text.slice(text.indexOf(':') + 1).split(',').map((value) => value.trim()).filter((value) => value !== ''),
);

const searchQuery = z.object({
  state: filter.optional(),
  createdBy: filter.pipe(z.array(z.coerce.number<string>().int())).optional(),
  project: filter.optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
});

/**
 * `GET /api/admin/search/change-requests`: change requests of every project, in Unleash's shape
 * (`{changeRequests, total}`), each one whole, so a list can show approvals and schedules.
 */
export function registerChangeRequestSearchRoutes(app: FastifyInstance, { db }: RouteContext): void {
  app.get('/api/admin/search/change-requests', signedIn, async (request) => {
    const query = parseInput(searchQuery, request.query, 'query');
    return searchChangeRequests(db, actingUserId(principalOf(request)), {
      ...(query.state ? { states: statesFor(query.state) } : {}),
      ...(query.createdBy ? { createdBy: query.createdBy } : {}),
      ...(query.project ? { projects: query.project } : {}),
      offset: query.offset,
      limit: query.limit,
    });
  });
}
