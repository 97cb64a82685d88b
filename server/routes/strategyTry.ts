import type { FastifyInstance } from 'fastify';
import { strategyTryLimits } from '../../contract/limits';
import { strategyTryRequestSchema, strategyTryResponseSchema } from '../../contract/strategyTry';
import { signedIn } from '../http/access';
import { routesOf } from '../http/route';
import { tryUnsavedStrategy } from '../services/strategyTry';
import type { RouteContext } from './context';

/*
 * The strategy editor's "try it": Flagdeck's own route (Unleash has no endpoint that evaluates a
 * strategy before it is saved). A read, as the admin playground is: any signed-in admin API user
 * may ask what a strategy would do, as they may read the flag it is for.
 */
export function registerStrategyTryRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const route = routesOf(app, 'Playground');

  route({
    method: 'POST', url: '/api/admin/playground/strategy', access: signedIn,
    summary: 'Flagdeck\'s own (not in Unleash): evaluate a strategy before it is saved, for some contexts',
    description:
      'The strategy is checked as a save would check it and evaluated by the SDK the frontend API uses: alone (does it hold, and why) and in its ' +
      `place among the flag's strategies in the environment (what the flag answers once it is saved). At most ${strategyTryLimits.contexts} contexts. ` +
      'Nothing is written. A bad body, or a flag, environment, strategy or segment that does not exist, is a 400 naming the field.',
    body: strategyTryRequestSchema,
    responses: { 200: strategyTryResponseSchema },
    handler: async ({ body }) => ({ results: tryUnsavedStrategy(db, body()) }),
  });
}
