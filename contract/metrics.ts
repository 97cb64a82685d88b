import { z } from 'zod';
import { dateTime } from './common';
import { contextLimits } from './limits';

/*
 * Exposure metrics in Unleash 8.2's shapes: what SDKs send (`POST /api/client/metrics`,
 * `/api/client/register`, `/api/frontend/client/metrics`) and what the admin API reads back
 * (`/api/admin/client-metrics/features/{name}`, `/raw`, `/api/admin/metrics/applications`).
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
} as const;

/**
 * A flag not evaluated for this many days, in any environment, is stale for that reason: the Flags
 * page's stale filter and its rows name it.
 */
export const unusedAfterDays = 7;

const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const sdkName = z.string().min(1).max(metricsLimits.nameLength);
/** A date an SDK sends: an ISO 8601 instant (Unleash reads it with `joi.date()`). */
const sdkDate = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'must be a date');

export const toggleCountSchema = z.object({
  yes: count.optional(),
  no: count.optional(),
  variants: z.record(z.string().max(metricsLimits.nameLength), count)
    .refine((variants) => Object.keys(variants).length <= metricsLimits.variantsPerFlag, `at most ${metricsLimits.variantsPerFlag} variants a flag`)
    .nullish(),
});

/** What an SDK counted between `start` and `stop`, per flag. */
export const metricsBucketSchema = z.object({
  start: sdkDate,
  stop: sdkDate,
  toggles: z.record(z.string().max(metricsLimits.nameLength), toggleCountSchema),
});

/** `POST /api/client/metrics` and `/api/frontend/client/metrics`: the body every official SDK sends. */
export const clientMetricsSchema = z.object({
  appName: sdkName,
  instanceId: z.string().max(metricsLimits.nameLength).nullish(),
  environment: z.string().max(metricsLimits.nameLength).optional(),
  sdkVersion: z.string().max(metricsLimits.nameLength).optional(),
  bucket: metricsBucketSchema,
}).loose();

/** `POST /api/client/register`: a server SDK says who it is when it starts. */
export const clientRegisterSchema = z.object({
  appName: sdkName,
  instanceId: z.string().max(metricsLimits.nameLength).nullish(),
  sdkVersion: z.string().max(metricsLimits.nameLength).optional(),
  environment: z.string().max(metricsLimits.nameLength).optional(),
  strategies: z.array(z.string().max(metricsLimits.nameLength)).max(1_000).optional(),
  started: sdkDate,
  interval: z.number().min(0),
}).loose();

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

export const featureMetricsQuerySchema = z.object({
  /** 1 to 48: hourly buckets; more (to 91 days): daily ones; anything else: the last 24 hours, as Unleash reads it. */
  hoursBack: z.string().optional(),
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

/**
 * `GET /api/admin/projects/{projectId}/exposures?hours=`: Flagdeck's own (Unleash has no count per
 * flag over a day; its feature search holds the last hour only). Every flag of the project that
 * was evaluated in the hours asked for, with its evaluations over every environment.
 */
export const projectExposuresQuerySchema = z.object({
  hours: z.coerce.number().int().min(1).max(metricsLimits.hourlyUpTo).optional(),
});

export const projectExposuresSchema = z.object({
  hours: z.number(),
  features: z.array(z.object({ name: z.string(), yes: z.number(), no: z.number() })),
});

export type ClientMetrics = z.infer<typeof clientMetricsSchema>;
export type ClientRegister = z.infer<typeof clientRegisterSchema>;
export type FeatureEnvironmentMetrics = z.infer<typeof featureEnvironmentMetricsSchema>;
export type FeatureMetrics = z.infer<typeof featureMetricsSchema>;
export type FeatureUsage = z.infer<typeof featureUsageSchema>;
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;
export type Applications = z.infer<typeof applicationsSchema>;
export type ApplicationDetails = z.infer<typeof applicationDetailsSchema>;
export type ApplicationInstance = z.infer<typeof applicationInstanceSchema>;
export type ProjectExposures = z.infer<typeof projectExposuresSchema>;
