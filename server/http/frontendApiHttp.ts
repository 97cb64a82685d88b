import type { FastifyInstance } from 'fastify';
import { corsHeaders, type AllowedOrigins } from './cors';
import { rateLimited } from './errors';
import { createRateLimiter, rateLimitKey } from './rateLimit';

export interface FrontendApiHttpOptions {
  corsOrigins: AllowedOrigins;
  /** Requests a minute per caller address; 0 turns the limit off. */
  rateLimit: number;
  /** Callers on this machine that connect directly are not counted. */
  exemptLoopback: boolean;
}

const isFrontendApi = (url: string | undefined) => url === '/api/frontend' || url?.startsWith('/api/frontend/') === true;

/**
 * What browsers and busy callers of `/api/frontend` need before anything else runs: CORS headers
 * on every answer (a 401 or 429 too, or the page cannot read why it failed) and the rate limit,
 * counted before authentication so that guessing tokens is limited as well.
 */
export function registerFrontendApiHttp(app: FastifyInstance, options: FrontendApiHttpOptions): void {
  const limiter = options.rateLimit > 0 ? createRateLimiter({ limit: options.rateLimit }) : undefined;
  app.addHook('onRequest', async (request, reply) => {
    if (!isFrontendApi(request.routeOptions.url)) return;
    const origin = request.headers.origin;
    reply.headers(corsHeaders(options.corsOrigins, typeof origin === 'string' ? origin : undefined));
    if (!limiter || request.method === 'OPTIONS') return;
    const key = rateLimitKey({ socketAddress: request.socket.remoteAddress, address: request.ip }, options.exemptLoopback);
    if (key === null) return;
    const verdict = limiter.hit(key);
    if (!verdict.allowed) {
      reply.header('retry-after', String(verdict.retryAfterSeconds));
      throw rateLimited(`Too many requests to the frontend API from ${key}: at most ${options.rateLimit} a minute. Retry in ${verdict.retryAfterSeconds} s.`);
    }
  });
}
