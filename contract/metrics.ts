import { z } from 'zod';
import { dateTime } from './common';
import { contextLimits } from './limits';

/*
 * Exposure metrics as the admin API reads them back, in Unleash 8.2's shapes
 * (`/api/admin/client-metrics/features/{name}`, `/raw`, `/api/admin/metrics/applications`), and
 * the bounds of what SDKs may send (their bodies: metricsRequests.ts).
 */

/** Bounds of what an SDK may report, beyond which the service answers 400 naming the field. */
export const metricsLimits = {
  /** Characters of an application's name or an instance id: a context value may be as long. */
  nameLength: contextLimits.maxValueLength,
  /** Variants counted for one flag in one bucket. */
  variantsPerFlag: 100,
  /** Hours `hoursBack` may reach: hourly buckets up to 48, daily ones beyond (Unleash's own bounds). */
  hoursBackMax: 24 * 91,
  hourlyUpTo: 48,
  /** Applications, and flags' counts, in one bulk report (Edge sends its gatherings every minute or so). */
  bulkItems: 10_000,
} as const;

/** One flag's evaluations in one environment, by one application, in one hour (or day). */
export const featureEnvironmentMetricsSchema = z.object({
  featureName: z.string().optional(),
  appName: z.string().optional(),
  environment: z.string(),
  timestamp: dateTime,
  yes: z.number(),
  no: z.number(),
  variants: z.record(z.string(), z.number()).optional(),
});

/** `GET /api/admin/client-metrics/features/{name}/raw?hoursBack=`: buckets of every environment and application, oldest first. */
export const featureMetricsSchema = z.object({
  version: z.number(),
  maturity: z.string(),
  data: z.array(featureEnvironmentMetricsSchema),
});

/** `GET /api/admin/client-metrics/features/{name}`: the last hour per environment, and who evaluates it. */
export const featureUsageSchema = z.object({
  version: z.number(),
  maturity: z.string(),
  featureName: z.string(),
  lastHourUsage: z.array(featureEnvironmentMetricsSchema),
  seenApplications: z.array(z.string()),
});

export const applicationUsageSchema = z.object({ project: z.string(), environments: z.array(z.string()) });

/** One application of `GET /api/admin/metrics/applications`. */
export const applicationSummarySchema = z.object({
  appName: z.string(),
  description: z.string().nullish(),
  url: z.string().nullish(),
  color: z.string().nullish(),
  icon: z.string().nullish(),
  createdAt: dateTime.nullish(),
  strategies: z.array(z.string()).optional(),
  usage: z.array(applicationUsageSchema).optional(),
});

export const applicationsSchema = z.object({
  applications: z.array(applicationSummarySchema),
  total: z.number().optional(),
});

export const applicationInstanceSchema = z.object({
  instanceId: z.string(),
  sdkVersion: z.string().nullish(),
  sdkType: z.string().nullish(),
  clientIp: z.string().nullish(),
  environment: z.string().nullish(),
  lastSeen: dateTime.nullish(),
  createdAt: dateTime.nullish(),
});

export const seenToggleSchema = z.object({
  name: z.string(),
  project: z.string().optional(),
  type: z.string().optional(),
  archived: z.boolean().optional(),
});

/** `GET /api/admin/metrics/applications/{appName}`: its instances and the flags it evaluates. */
export const applicationDetailsSchema = z.object({
  appName: z.string(),
  description: z.string().nullish(),
  url: z.string().nullish(),
  createdAt: dateTime.nullish(),
  instances: z.array(applicationInstanceSchema),
  seenToggles: z.array(seenToggleSchema),
});

export type FeatureEnvironmentMetrics = z.infer<typeof featureEnvironmentMetricsSchema>;
export type FeatureMetrics = z.infer<typeof featureMetricsSchema>;
export type FeatureUsage = z.infer<typeof featureUsageSchema>;
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;
export type Applications = z.infer<typeof applicationsSchema>;
export type ApplicationDetails = z.infer<typeof applicationDetailsSchema>;
export type ApplicationInstance = z.infer<typeof applicationInstanceSchema>;

/** `GET /api/admin/metrics/unknown-flags` (Unleash's `unknownFlagsResponseSchema`): names SDKs reported that no flag has. */
export const unknownFlagsSchema = z.object({
  unknownFlags: z.array(z.object({
    name: z.string(),
    lastSeenAt: z.string(),
    lastEventAt: z.string().nullable(),
    reports: z.array(z.object({ appName: z.string(), environments: z.array(z.object({ environment: z.string(), seenAt: z.string() })) })),
  })),
});
