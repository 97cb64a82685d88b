import { clientMetricsSchema } from '../../contract/metricsRequests';
import { frontendApi, principalOf, publicRoute } from '../http/access';
import { preflightHeaders, type AllowedOrigins } from '../http/cors';
import type { routesOf } from '../http/route';
import type { MetricsRecorder } from '../metrics/metricsRecorder';
import { recordClientMetrics } from '../services/clientMetrics';
import type { Db } from '../store/openDatabase';
import { sdkHeader } from './clientMetrics';

/**
 * `POST /api/frontend/client/metrics`: what browser SDKs (unleash-proxy-client) counted, with a
 * frontend token, in the frontend API's plugin so it has that API's CORS headers and rate limit.
 * With `METRICS=off` it answers 204 and keeps nothing, as Unleash does with metrics disabled.
 */
export function registerFrontendMetricsRoute(route: ReturnType<typeof routesOf>, { db, corsOrigins, metrics }: { db: Db; corsOrigins: AllowedOrigins; metrics: MetricsRecorder | undefined }): void {
  route({
    method: 'OPTIONS', url: '/api/frontend/client/metrics', access: publicRoute,
    summary: 'The CORS preflight of a browser page sending metrics (CORS_ORIGINS)',
    responses: { 204: null },
    handler: async ({ request, reply }) => {
      const origin = request.headers.origin;
      return reply.headers(preflightHeaders(corsOrigins, typeof origin === 'string' ? origin : undefined)).status(204).send();
    },
  });

  route({
    method: 'POST', url: '/api/frontend/client/metrics', access: frontendApi,
    summary: 'Metrics a browser SDK counted: how often each flag was enabled, disabled and which variants it got',
    description: 'A frontend token; the counts are filed under its environment. 202 once kept; 204 when metrics are off (METRICS=off).',
    body: clientMetricsSchema,
    responses: { 202: null, 204: null },
    handler: async ({ body, request, reply }) => {
      const input = body();
      if (!metrics) return reply.status(204).send();
      const principal = principalOf(request);
      if (principal.kind !== 'frontend') throw new Error('frontend access lets only frontend tokens through');
      recordClientMetrics(db, metrics, input, { environment: principal.environment, sdkType: 'frontend', sdkHeader: sdkHeader(request), clientIp: request.ip });
      return reply.status(202).send();
    },
  });
}
