import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contextFromBody, contextFromQuery, InvalidContextError, type EvaluationContext } from '../evaluation';
import { frontendApi, principalOf, publicRoute } from '../http/access';
import { badData, notFound } from '../http/errors';
import type { RouteContext } from './context';

/** Bad context input is the caller's mistake: 400 with the evaluation module's message. */
function readContext(read: () => EvaluationContext): EvaluationContext {
  try {
    return read();
  } catch (error) {
    if (error instanceof InvalidContextError) {
      throw badData(error.message, [{ message: error.message, ...(error.parameter ? { path: error.parameter } : {}) }]);
    }
    throw error;
  }
}

/** Seed 4.2: the flags enabled for a context, for a frontend token's environment and projects. */
export function registerFrontendApiRoutes(app: FastifyInstance, { evaluators, frontendApiEnabled }: RouteContext): void {
  if (!frontendApiEnabled) {
    const disabled = async () => {
      throw notFound('The frontend API is disabled on this service (FRONTEND_API=off).');
    };
    app.get('/api/frontend', publicRoute, disabled);
    app.post('/api/frontend', publicRoute, disabled);
    return;
  }

  const answer = (request: FastifyRequest, context: EvaluationContext) => {
    const principal = principalOf(request);
    if (principal.kind !== 'frontend') throw new Error('frontend access lets only frontend tokens through');
    return { toggles: evaluators.evaluatorFor(principal.environment, principal.projects).evaluate(context) };
  };

  app.get('/api/frontend', frontendApi, async (request) => answer(request, readContext(() => contextFromQuery(request.query, request.ip))));
  app.post('/api/frontend', frontendApi, async (request) => answer(request, readContext(() => contextFromBody(request.body, request.ip))));
}
