import { z } from 'zod';

/**
 * The instance's own state and information in Unleash 8.2's shapes: maintenance mode, its health,
 * its UI configuration and statistics, telemetry settings.
 */

/** The Unleash version whose API the embedded service answers as (the paths and shapes of its OpenAPI document). */
export const unleashApiVersion = '8.2.0';

/** `GET /api/admin/maintenance` and the body of `POST` (Unleash's `maintenanceSchema`, `toggleMaintenanceSchema`). */
export const maintenanceSchema = z.object({ enabled: z.boolean() });
export type Maintenance = z.infer<typeof maintenanceSchema>;

/** What the service answers a write while in maintenance mode (Unleash's words). */
export const maintenanceMessage = 'Unleash is currently in maintenance mode.';

/** `GET /health` and `GET /ready`. */
export const healthSchema = z.object({ health: z.literal('GOOD') });

/** `GET /api/admin/telemetry/settings`: the embedded service sends nothing anywhere. */
export const telemetrySettingsSchema = z.object({ versionInfoCollectionEnabled: z.boolean(), featureInfoCollectionEnabled: z.boolean() });

/** `GET /api/admin/ui-config`: the fields Unleash's console and scripts read (`uiConfigSchema`). */
export const uiConfigSchema = z.object({
  version: z.string(),
  unleashUrl: z.string(),
  baseUriPath: z.string(),
  environment: z.string().optional(),
  name: z.string().optional(),
  slogan: z.string().optional(),
  authenticationType: z.string().optional(),
  maintenanceMode: z.boolean().optional(),
  frontendApiOrigins: z.array(z.string()).optional(),
  disablePasswordAuth: z.boolean().optional(),
  emailEnabled: z.boolean().optional(),
  flags: z.record(z.string(), z.unknown()).optional(),
  versionInfo: z.object({
    current: z.object({ oss: z.string().optional(), enterprise: z.string().optional() }),
    latest: z.object({ oss: z.string().optional(), enterprise: z.string().optional() }),
    isLatest: z.boolean(),
    instanceId: z.string().optional(),
  }),
});
export type UiConfig = z.infer<typeof uiConfigSchema>;

/** `GET /api/admin/instance-admin/statistics` (`instanceAdminStatsSchema`): counts of what the instance holds. */
export const instanceStatisticsSchema = z.object({
  instanceId: z.string(),
  timestamp: z.string(),
  versionOSS: z.string(),
  versionEnterprise: z.string(),
  users: z.number().int(),
  serviceAccounts: z.number().int(),
  apiTokens: z.object({ admin: z.number().int(), frontend: z.number().int(), backend: z.number().int() }),
  featureToggles: z.number().int(),
  archivedFeatureToggles: z.number().int(),
  projects: z.number().int(),
  contextFields: z.number().int(),
  roles: z.number().int(),
  groups: z.number().int(),
  environments: z.number().int(),
  segments: z.number().int(),
  strategies: z.number().int(),
  SAMLenabled: z.boolean(),
  OIDCenabled: z.boolean(),
  passwordAuthEnabled: z.boolean(),
  SCIMenabled: z.boolean(),
  clientApps: z.array(z.object({ range: z.enum(['allTime', '30d', '7d']), count: z.number().int() })),
  sum: z.string(),
});
export type InstanceStatistics = z.infer<typeof instanceStatisticsSchema>;

/** `POST /api/admin/ui-config/cors` (Unleash's `setCorsSchema`): `['*']` for any origin, else exact origins; `[]` for none. */
export const setCorsBodySchema = z.strictObject({
  frontendApiOrigins: z.array(z.string().min(1).max(500)).max(100),
});

/** `POST /api/admin/record-ui-error` (Unleash's `recordUiErrorSchema`): an error a console page met, for the service's log. */
export const recordUiErrorBodySchema = z.object({
  errorMessage: z.string().max(2_000),
  errorStack: z.string().max(20_000).optional(),
});
