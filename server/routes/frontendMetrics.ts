import { clientMetricsSchema, frontendClientRegisterSchema } from '../../contract/metricsRequests';
import { frontendApi, principalOf, publicRoute } from '../http/access';
import { preflightHeaders } from '../http/cors';
import type { FrontendOrigins } from '../services/frontendOrigins';
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
export function registerFrontendMetricsRoute(route: ReturnType<typeof routesOf>, { db, corsOrigins, metrics }: { db: Db; corsOrigins: FrontendOrigins; metrics: MetricsRecorder | undefined }): void {
  for (const [url, what] of [['/api/frontend/client/metrics', 'sending metrics'], ['/api/frontend/client/register', 'registering its SDK']] as const) {
    route({
      method: 'OPTIONS', url, access: publicRoute,
      summary: `The CORS preflight of a browser page ${what} (CORS_ORIGINS, or as an admin set it)`,
      responses: { 204: null },
      handler: async ({ request, reply }) => {
        const origin = request.headers.origin;
        return reply.headers(preflightHeaders(corsOrigins.current(), typeof origin === 'string' ? origin : undefined)).status(204).send();
      },
    });
  }

  route({
    method: 'POST', url: '/api/frontend/client/metrics', access: frontendApi,
    summary: 'Metrics a browser SDK counted: how often each flag was enabled, disabled and which variants it got',
    description: 'A frontend token; the counts are filed under its environment. 200 once kept, as Unleash answers; 204 when metrics are off (METRICS=off).',
    body: clientMetricsSchema,
    responses: { 200: null, 204: null },
    handler: async ({ body, request, reply }) => {
      const input = body();
      if (!metrics) return reply.status(204).send();
      const principal = principalOf(request);
      if (principal.kind !== 'frontend') throw new Error('frontend access lets only frontend tokens through');
      recordClientMetrics(db, metrics, input, { environment: principal.environment, sdkType: 'frontend', sdkHeader: sdkHeader(request), clientIp: request.ip });
      return reply.status(200).send();
    },
  });

  route({
    method: 'POST', url: '/api/frontend/client/register', access: frontendApi,
    summary: 'A browser SDK says who it is: read, and answered 200 as Unleash answers it, keeping nothing',
    description: 'Unleash keeps this "for future use": it answers 200 to SDKs that expect it and stores nothing; so does the embedded service. A browser SDK\'s application is seen from its metrics instead.',
    body: frontendClientRegisterSchema,
    responses: { 200: null },
    handler: async ({ body, reply }) => {
      body();
      return reply.status(200).send();
    },
  });
}
