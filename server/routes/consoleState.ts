import type { FastifyInstance } from 'fastify';
import { consoleItemParamsSchema, createFeedbackBodySchema, feedbackSchema, updateFeedbackBodySchema } from '../../contract/ownProfile';
import { principalOf, signedIn } from '../http/access';
import { routesOf } from '../http/route';
import { ownUserId } from '../services/ownUser';
import { requireFeedback, saveFeedback } from '../store/consoleState';
import { writeTransaction } from '../store/writeTransaction';
import type { RouteContext } from './context';

const ownState = 'A person\'s own, so a person must call (an admin API token is nobody: 400), as in Unleash; read back in `GET /api/admin/user` (`feedback`). Unleash records no event for it; neither does the embedded service.';

/** What Unleash's console keeps of a person: the questionnaires they answered. */
export function registerConsoleStateRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const route = routesOf(app, 'The caller');

  route({
    method: 'POST', url: '/api/admin/feedback', access: signedIn,
    summary: 'Say one answered a questionnaire of the console (now), or asked never to see it',
    description: ownState,
    body: createFeedbackBodySchema,
    responses: { 200: feedbackSchema },
    handler: async ({ body, request }) => {
      const userId = ownUserId(principalOf(request));
      const { feedbackId, neverShow } = body();
      return writeTransaction(db, () => saveFeedback(db, { userId, feedbackId, given: new Date().toISOString(), neverShow: neverShow ?? false }));
    },
  });

  route({
    method: 'PUT', url: '/api/admin/feedback/:id', access: signedIn,
    summary: 'Change one\'s answer to a questionnaire: what the body leaves out stays',
    description: `${ownState} A questionnaire one has not answered yet: 404 (Unleash adds it).`,
    params: consoleItemParamsSchema, body: updateFeedbackBodySchema,
    responses: { 200: feedbackSchema },
    handler: async ({ params, body, request }) => {
      const userId = ownUserId(principalOf(request));
      const { neverShow, given } = body();
      return writeTransaction(db, () => requireFeedback(db, userId, params.id) && saveFeedback(db, { userId, feedbackId: params.id, neverShow, given: given === undefined ? undefined : given && new Date(given).toISOString() }));
    },
  });
}
