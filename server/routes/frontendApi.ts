import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBodySchema } from '../../contract/error';
import { frontendContextBodySchema, frontendContextQuerySchema, frontendTogglesSchema } from '../../contract/frontend';
import { BadData, NotFound } from '../domain/errors';
import { frontendApiAppName, InvalidContextError, parseContextBody, parseContextQuery, type EvaluationContext } from '../evaluation';
import type { MetricsRecorder } from '../metrics/metricsRecorder';
import { registerFrontendMetricsRoute } from './frontendMetrics';
import { ifNoneMatchHolds } from '../frontendApi/etag';
import { createEvaluatorCache } from '../frontendApi/evaluatorCache';
import { frontendApi, principalOf, publicRoute } from '../http/access';
import { corsHeaders, preflightHeaders } from '../http/cors';
import type { FrontendOrigins } from '../services/frontendOrigins';
import { rateLimited } from '../http/errors';
import { routesOf, type CustomReader } from '../http/route';
import { createRateLimiter, rateLimitKey } from '../http/rateLimit';
import type { Db } from '../store/openDatabase';

export interface FrontendApiOptions {
  db: Db;
  /** `FRONTEND_API=off` makes every route answer 404. */
  enabled: boolean;
  /** Who may call it from a browser page: `CORS_ORIGINS`, or as an admin set it. */
  corsOrigins: FrontendOrigins;
  /** Requests a minute per caller address; 0 turns the limit off. */
  rateLimit: number;
  /** Callers on this machine that connect directly are not counted. */
  exemptLoopback: boolean;
  /** Memory for the answers kept for callers who ask again, in bytes (see answerCache.ts). */
  answerCacheBytes?: number | undefined;
  /** Where every answer is counted, and browser SDKs' own metrics go; none with `METRICS=off`. */
  metrics?: MetricsRecorder | undefined;
}

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

/**
 * `/api/frontend`, the flags enabled for a context, for a frontend token's environment and
 * projects: a plugin of its own, whose hooks are its routes' alone. Browsers and busy callers need
 * two things before anything else runs: CORS headers on every answer (a 401 or 429 too, or the
 * page cannot read why it failed), and the rate limit, counted before authentication (which each
 * route's own hook does, after these) so that guessing tokens is limited as well.
 */
export async function frontendApiPlugin(app: FastifyInstance, options: FrontendApiOptions): Promise<void> {
  const { corsOrigins } = options;
  const limiter = options.rateLimit > 0 ? createRateLimiter({ limit: options.rateLimit }) : undefined;
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    reply.headers(corsHeaders(corsOrigins.current(), typeof origin === 'string' ? origin : undefined));
    if (!limiter || request.method === 'OPTIONS') return;
    const key = rateLimitKey({ socketAddress: request.socket.remoteAddress, address: request.ip }, options.exemptLoopback);
    if (key === null) return;
    const verdict = limiter.hit(key);
    if (!verdict.allowed) {
      reply.header('retry-after', String(verdict.retryAfterSeconds));
      throw rateLimited(`Too many requests to the frontend API from ${key}: at most ${options.rateLimit} a minute. Retry in ${verdict.retryAfterSeconds} s.`);
    }
  });

  const route = routesOf(app, 'Frontend API');

  // A browser asks before a cross-origin call with an Authorization header; the answer says which
  // origins, methods and headers may follow.
  route({
    method: 'OPTIONS', url: '/api/frontend', access: publicRoute,
    summary: 'The CORS preflight of a browser page (CORS_ORIGINS)',
    responses: { 204: null },
    handler: async ({ request, reply }) => {
      const origin = request.headers.origin;
      return reply.headers(preflightHeaders(corsOrigins.current(), typeof origin === 'string' ? origin : undefined)).status(204).send();
    },
  });

  const query: CustomReader<EvaluationContext> = { documentedAs: frontendContextQuerySchema, read: (value) => readContext(() => parseContextQuery(value)) };
  const body: CustomReader<EvaluationContext> = { documentedAs: frontendContextBodySchema, read: (value) => readContext(() => parseContextBody(value)) };
  const evaluates = 'A frontend token; its environment and projects decide which flags are evaluated. Where the context gives none, the caller\'s address (after TRUST_PROXY) is its remoteAddress and a made-up sessionId its session.';

  if (!options.enabled) {
    const disabled = async () => {
      throw new NotFound('The frontend API is disabled on this service (FRONTEND_API=off).');
    };
    const off = 'Answers 404 NotFoundError: the frontend API is disabled (FRONTEND_API=off).';
    route({ method: 'GET', url: '/api/frontend', access: publicRoute, summary: off, responses: { 404: errorBodySchema }, handler: disabled });
    route({ method: 'POST', url: '/api/frontend', access: publicRoute, summary: off, responses: { 404: errorBodySchema }, handler: disabled });
    return;
  }

  const evaluators = createEvaluatorCache(options.db, { maxBytes: options.answerCacheBytes });
  app.addHook('onClose', async () => evaluators.dispose());

  // The caller's context as given; the evaluator cache fills in the frontend defaults, and keeps
  // the serialised answer (and its ETag) where the context alone decides it.
  // Every answer is an evaluation to count, a kept one too: counted from the tally it holds, by
  // the token's environment and the context's application (metrics/exposureCounter.ts).
  const counter = options.metrics?.counter;
  const answer = (request: FastifyRequest, given: EvaluationContext) => {
    const principal = principalOf(request);
    if (principal.kind !== 'frontend') throw new Error('frontend access lets only frontend tokens through');
    const found = evaluators.answerFor(principal.environment, principal.projects, given, request.ip);
    counter?.countAnswer(principal.environment, given.appName ?? frontendApiAppName, found.tally);
    return found;
  };

  // SDKs poll every few seconds, thousands of them: a log line per request would cost a tenth of
  // the CPU a request takes, and say nothing. Warnings and errors are still logged. Nor are the
  // answers compressed: they are kept serialised for the next poll, and compressing each one
  // again would cost more than finding it did.
  const hotPath = { logLevel: 'warn', compress: false } as const;

  // SDKs poll with the last ETag; an unchanged answer is a bodiless 304, and they keep what they hold.
  route({
    method: 'GET', url: '/api/frontend', access: frontendApi, options: hotPath,
    summary: 'The flags enabled for a context given in the query string',
    description: `${evaluates} The answer carries an ETag; asked again with it in If-None-Match, an unchanged answer is a bodiless 304.`,
    query,
    responses: { 200: frontendTogglesSchema, 304: null },
    handler: async ({ query: context, request, reply }) => {
      const { body: json, etag } = answer(request, context);
      reply.header('etag', etag);
      if (ifNoneMatchHolds(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(json);
    },
  });

  route({
    method: 'POST', url: '/api/frontend', access: frontendApi, options: hotPath,
    summary: 'The flags enabled for a context given in the body',
    description: evaluates,
    body,
    responses: { 200: frontendTogglesSchema },
    handler: async ({ body: context, request, reply }) => {
      const { body: json } = answer(request, context());
      return reply.type('application/json; charset=utf-8').send(json);
    },
  });

  registerFrontendMetricsRoute(route, { db: options.db, corsOrigins, metrics: options.metrics });
}
