import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contextFromBody, contextFromQuery, InvalidContextError, type EvaluationContext } from '../evaluation';
import { frontendApi, principalOf, publicRoute } from '../http/access';
import { preflightHeaders } from '../http/cors';
import { badData, notFound } from '../http/errors';
import { etagOf, ifNoneMatchHolds } from '../http/etag';
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
export function registerFrontendApiRoutes(app: FastifyInstance, { evaluators, frontendApiEnabled, corsOrigins }: RouteContext): void {
  // A browser asks before a cross-origin call with an Authorization header; the answer says which
  // origins, methods and headers may follow (the CORS headers themselves come from frontendApiHttp).
  app.options('/api/frontend', publicRoute, async (request, reply) => {
    const origin = request.headers.origin;
    return reply.headers(preflightHeaders(corsOrigins, typeof origin === 'string' ? origin : undefined)).status(204).send();
  });

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

  // SDKs poll with the last ETag; an unchanged answer is a bodiless 304, and they keep what they hold.
  const answerWithEtag = (request: FastifyRequest, reply: FastifyReply, body: unknown) => {
    const json = JSON.stringify(body);
    const etag = etagOf(json);
    reply.header('etag', etag);
    if (ifNoneMatchHolds(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(json);
  };

  app.get('/api/frontend', frontendApi, async (request, reply) =>
    answerWithEtag(request, reply, answer(request, readContext(() => contextFromQuery(request.query, request.ip)))));
  app.post('/api/frontend', frontendApi, async (request) => answer(request, readContext(() => contextFromBody(request.body, request.ip))));
}
