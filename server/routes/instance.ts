import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  healthSchema, maintenanceSchema, recordUiErrorBodySchema, setCorsBodySchema, telemetrySettingsSchema, uiConfigSchema, unleashApiVersion,
  instanceStatisticsSchema, type InstanceStatistics,
} from '../../contract/instance';
import { principalOf, publicRoute, requires, signedIn } from '../http/access';
import { routesOf } from '../http/route';
import { readMaintenance, setMaintenance } from '../services/maintenance';
import { instanceId, instanceStatistics } from '../store/instanceStatistics';
import type { RouteContext } from './context';

/** The instance's own state and information, in Unleash 8.2's paths and shapes. */
export function registerInstanceRoutes(app: FastifyInstance, { db, oidc, frontendOrigins }: RouteContext): void {
  const route = routesOf(app, 'Instance');

  for (const url of ['/health', '/ready']) {
    route({
      method: 'GET', url, access: publicRoute,
      summary: url === '/health' ? 'Whether the service is up' : 'Whether the service is ready to serve',
      responses: { 200: healthSchema },
      handler: async () => ({ health: 'GOOD' as const }),
    });
  }

  route({
    method: 'GET', url: '/api/admin/maintenance', access: signedIn,
    summary: 'Whether the instance is in maintenance mode',
    responses: { 200: maintenanceSchema },
    handler: async () => readMaintenance(db),
  });

  route({
    method: 'POST', url: '/api/admin/maintenance', access: requires('ADMIN'),
    summary: 'Turn maintenance mode on or off',
    description: 'While it is on, the admin API answers writes 503 (MaintenanceModeError, with Unleash\'s message); reads, SDKs\' evaluation and metrics, and sign-in go on. Recorded as Unleash records it: `setting-updated` of `maintenance.mode`.',
    body: maintenanceSchema,
    responses: { 204: null },
    handler: async ({ body, request, reply }) => {
      setMaintenance(db, principalOf(request), body());
      return reply.status(204).send();
    },
  });

  route({
    method: 'GET', url: '/api/admin/telemetry/settings', access: signedIn,
    summary: 'What the instance reports about itself: nothing, the embedded service sends nothing anywhere',
    responses: { 200: telemetrySettingsSchema },
    handler: async () => ({ versionInfoCollectionEnabled: false, featureInfoCollectionEnabled: false }),
  });

  route({
    method: 'GET', url: '/api/admin/ui-config', access: signedIn,
    summary: 'The instance\'s configuration as Unleash\'s console reads it: its version, maintenance mode, sign-in',
    responses: { 200: uiConfigSchema },
    handler: async ({ request }) => {
      const version = { oss: unleashApiVersion };
      return {
        version: unleashApiVersion,
        unleashUrl: `${request.protocol}://${request.host}`,
        baseUriPath: '',
        environment: 'Flagdeck embedded service',
        name: 'Flagdeck',
        authenticationType: oidc ? 'openid-connect' : 'open-source',
        maintenanceMode: readMaintenance(db).enabled,
        frontendApiOrigins: frontendOrigins.list(),
        disablePasswordAuth: false,
        emailEnabled: false,
        flags: {},
        versionInfo: { current: version, latest: version, isLatest: true, instanceId: instanceId(db) },
      };
    },
  });

  route({
    method: 'POST', url: '/api/admin/ui-config/cors', access: requires('ADMIN'),
    summary: 'Set the origins whose pages may call the frontend API (`[\'*\']` for any, `[]` for none)',
    description: 'Kept as Unleash keeps it, in the setting `unleash.frontend` (recorded as `setting-created` or `setting-updated`); from then on it stands in for `CORS_ORIGINS`, at once and across restarts. An origin is a scheme and a host, with no path; `*` cannot be combined with others.',
    body: setCorsBodySchema,
    responses: { 204: null },
    handler: async ({ body, request, reply }) => {
      frontendOrigins.set(principalOf(request), body().frontendApiOrigins);
      return reply.status(204).send();
    },
  });

  route({
    method: 'POST', url: '/api/admin/record-ui-error', access: signedIn,
    summary: 'An error a console page met, written to the service\'s log (nothing is stored)',
    description: 'As Unleash does with it: it goes to the log, at level warn, with who met it; the store is not written.',
    body: recordUiErrorBodySchema,
    responses: { 204: null },
    handler: async ({ body, request, reply }) => {
      const { errorMessage, errorStack } = body();
      const caller = principalOf(request);
      request.log.warn({ uiError: { message: errorMessage, stack: errorStack }, by: caller.kind === 'user' ? caller.user.id : caller.kind }, 'the console met an error');
      return reply.status(204).send();
    },
  });

  const statistics = (): InstanceStatistics => instanceStatistics(db, new Date(), true, oidc !== undefined);

  route({
    method: 'GET', url: '/api/admin/instance-admin/statistics', access: requires('ADMIN'),
    summary: 'Counts of what the instance holds: people, tokens, flags, projects, environments, segments, strategies, applications',
    responses: { 200: instanceStatisticsSchema },
    handler: async () => statistics(),
  });

  route({
    method: 'GET', url: '/api/admin/instance-admin/statistics/csv', access: requires('ADMIN'),
    summary: 'The same statistics as one CSV row under a header row',
    contentType: 'text/csv',
    responses: { 200: z.string() },
    handler: async ({ reply }) => {
      const stats = statistics();
      const cell = (value: unknown) => `"${(typeof value === 'object' ? JSON.stringify(value) : String(value)).replaceAll('"', '""')}"`;
      const csv = `${Object.keys(stats).map(cell).join(',')}\n${Object.values(stats).map(cell).join(',')}`;
      return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="unleash-stats.csv"').send(csv);
    },
  });
}
