import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bulkMetricsSchema, clientMetricsSchema, clientRegisterSchema } from '../../contract/metricsRequests';
import { clientApi, principalOf } from '../http/access';
import { routesOf } from '../http/route';
import { recordBulkMetrics, recordClientMetrics, registerClient, type MetricsSender } from '../services/clientMetrics';
import type { RouteContext } from './context';

/** The SDK and its version as its `unleash-sdk` header says (`unleash-client-node:6.12.1`). */
export function sdkHeader(request: FastifyRequest): string | undefined {
  const value = request.headers['unleash-sdk'];
  return typeof value === 'string' && value.length > 0 ? value.slice(0, 200) : undefined;
}

/**
 * Server SDKs' metrics and registration, in Unleash 8.2's paths and bodies. A client token's
 * environment files the counts (an admin token's: the body's `environment`, else `default`, as
 * Unleash resolves it). With `METRICS=off` both answer 204 and keep nothing.
 */
export function registerClientMetricsRoutes(app: FastifyInstance, { db, metrics }: RouteContext): void {
  const route = routesOf(app, 'Client API');

  const sender = (request: FastifyRequest, environment: string | undefined): MetricsSender => {
    const principal = principalOf(request);
    const fromToken = principal.kind === 'client' && principal.environment !== '*' ? principal.environment : undefined;
    return { environment: fromToken ?? environment ?? 'default', sdkType: 'backend', sdkHeader: sdkHeader(request), clientIp: request.ip };
  };

  route({
    method: 'POST', url: '/api/client/metrics', access: clientApi,
    summary: 'Metrics a server SDK counted: how often each flag was enabled, disabled and which variants it got',
    description: '202 once kept (the counts are read back with the next read of metrics); 204 when metrics are off (METRICS=off).',
    body: clientMetricsSchema,
    responses: { 202: null, 204: null },
    handler: async ({ body, request, reply }) => {
      const input = body();
      if (!metrics) return reply.status(204).send();
      recordClientMetrics(db, metrics, input, sender(request, input.environment));
      return reply.status(202).send();
    },
  });

  route({
    method: 'POST', url: '/api/client/register', access: clientApi,
    summary: 'A server SDK says who it is as it starts: its application, instance, SDK version and strategies',
    body: clientRegisterSchema,
    responses: { 202: null, 204: null },
    handler: async ({ body, request, reply }) => {
      const input = body();
      if (!metrics) return reply.status(204).send();
      registerClient(db, input, sender(request, input.environment));
      return reply.status(202).send();
    },
  });

  route({
    method: 'POST', url: '/api/client/metrics/bulk', access: clientApi,
    summary: 'What Unleash Edge gathered from the SDKs behind it: applications registered and flags\' counts, each in its environment',
    description: 'A client token reports for its own environment (what names another is left out, as in Unleash); an admin token for any. 202 once kept; 204 when metrics are off (METRICS=off). Impact metrics and seen tokens, Unleash\'s newer additions, are not kept.',
    body: bulkMetricsSchema,
    responses: { 202: null, 204: null },
    handler: async ({ body, request, reply }) => {
      const input = body();
      if (!metrics) return reply.status(204).send();
      const principal = principalOf(request);
      const onlyEnvironment = principal.kind === 'client' && principal.environment !== '*' ? principal.environment : undefined;
      recordBulkMetrics(db, metrics, input, { ...sender(request, undefined), onlyEnvironment });
      return reply.status(202).send();
    },
  });
}
