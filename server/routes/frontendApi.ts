import type { FastifyInstance, FastifyRequest } from 'fastify';
import { InvalidContextError, parseContextBody, parseContextQuery, type EvaluationContext } from '../evaluation';
import { frontendApi, principalOf, publicRoute } from '../http/access';
import { preflightHeaders } from '../http/cors';
import { BadData, NotFound } from '../domain/errors';
import { ifNoneMatchHolds } from '../http/etag';
import type { RouteContext } from './context';

/** Bad context input is the caller's mistake: 400 with the evaluation module's message. */
function readContext(read: () => EvaluationContext): EvaluationContext {
  try {
    return read();
  } catch (error) {
    if (error instanceof InvalidContextError) {
      throw new BadData(error.message, [{ message: error.message, ...(error.parameter ? { path: error.parameter } : {}) }]);
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
      throw new NotFound('The frontend API is disabled on this service (FRONTEND_API=off).');
    };
    app.get('/api/frontend', publicRoute, disabled);
    app.post('/api/frontend', publicRoute, disabled);
    return;
  }

  // The caller's context as given; the evaluator cache fills in the frontend defaults, and keeps
  // the serialised answer (and its ETag) where the context alone decides it.
  const answer = (request: FastifyRequest, given: EvaluationContext) => {
    const principal = principalOf(request);
    if (principal.kind !== 'frontend') throw new Error('frontend access lets only frontend tokens through');
    return evaluators.answerFor(principal.environment, principal.projects, given, request.ip);
  };

  // SDKs poll every few seconds, thousands of them: a log line per request would cost a tenth of
  // the CPU a request takes, and say nothing. Warnings and errors are still logged. Nor are the
  // answers compressed: they are kept serialised for the next poll, and compressing each one
  // again would cost more than finding it did.
  const hotPath = { ...frontendApi, logLevel: 'warn', compress: false } as const;

  // SDKs poll with the last ETag; an unchanged answer is a bodiless 304, and they keep what they hold.
  app.get('/api/frontend', hotPath, async (request, reply) => {
    const { body, etag } = answer(request, readContext(() => parseContextQuery(request.query)));
    reply.header('etag', etag);
    if (ifNoneMatchHolds(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
  app.post('/api/frontend', hotPath, async (request, reply) => {
    const { body } = answer(request, readContext(() => parseContextBody(request.body)));
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
