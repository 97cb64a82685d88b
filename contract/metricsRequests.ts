import { z } from 'zod';
import { metricsLimits } from './metrics';
import { withoutProtoKey } from './withoutProtoKey';

/*
 * What SDKs send to the exposure metrics (Unleash 8.2's bodies) and the queries of its reads: the
 * service parses them; the console sends none of them, so its bundle leaves them out.
 */

const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const sdkName = z.string().min(1).max(metricsLimits.nameLength);
/** A date an SDK sends: an ISO 8601 instant (Unleash reads it with `joi.date()`). */
const sdkDate = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'must be a date');

export const toggleCountSchema = z.object({
  yes: count.optional(),
  no: count.optional(),
  variants: withoutProtoKey(z.record(z.string().max(metricsLimits.nameLength), count)
    .refine((variants) => Object.keys(variants).length <= metricsLimits.variantsPerFlag, `at most ${metricsLimits.variantsPerFlag} variants a flag`), 'cannot be the name of a variant')
    .nullish(),
});

/** What an SDK counted between `start` and `stop`, per flag. */
export const metricsBucketSchema = z.object({
  start: sdkDate,
  stop: sdkDate,
  toggles: withoutProtoKey(z.record(z.string().max(metricsLimits.nameLength), toggleCountSchema), 'cannot be the name of a flag'),
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

/** One application an SDK registered, as Edge passes it on (Unleash's `bulkRegistrationSchema`). */
const bulkRegistrationSchema = z.object({
  appName: sdkName,
  instanceId: z.string().max(metricsLimits.nameLength),
  environment: z.string().min(1).max(metricsLimits.nameLength),
  sdkVersion: z.string().max(metricsLimits.nameLength).optional(),
  strategies: z.array(z.string().max(metricsLimits.nameLength)).max(1_000).optional(),
  started: sdkDate.optional(),
  interval: z.number().min(0).optional(),
}).loose();

/** One flag's counts in one environment of one application, as Edge passes them on (Unleash's `clientMetricsEnvSchema`). */
const bulkFlagMetricsSchema = z.object({
  featureName: z.string().min(1).max(metricsLimits.nameLength),
  appName: sdkName,
  environment: z.string().min(1).max(metricsLimits.nameLength),
  timestamp: sdkDate.optional(),
  yes: count.optional(),
  no: count.optional(),
  variants: toggleCountSchema.shape.variants,
}).loose();

/** `POST /api/client/metrics/bulk`: what Unleash Edge (or another relay) gathered from the SDKs behind it. */
export const bulkMetricsSchema = z.object({
  applications: z.array(bulkRegistrationSchema).max(metricsLimits.bulkItems),
  metrics: z.array(bulkFlagMetricsSchema).max(metricsLimits.bulkItems),
}).loose();

/** `POST /api/frontend/client/register` (Unleash's `frontendApiClientSchema`): a browser SDK says who it is. */
export const frontendClientRegisterSchema = z.object({
  appName: sdkName,
  instanceId: z.string().max(metricsLimits.nameLength).optional(),
  sdkVersion: z.string().max(metricsLimits.nameLength).optional(),
  environment: z.string().max(metricsLimits.nameLength).optional(),
  interval: z.number().min(0),
  started: z.union([sdkDate, z.number()]),
  strategies: z.array(z.string().max(metricsLimits.nameLength)).max(1_000),
}).loose();

export const featureMetricsQuerySchema = z.object({
  /** 1 to 48: hourly buckets; more (to 91 days): daily ones; anything else: the last 24 hours, as Unleash reads it. */
  hoursBack: z.string().optional(),
});

/** `hours` of `GET /api/admin/projects/{projectId}/exposures`: 24 unless given, at most 48. */
export const projectExposuresQuerySchema = z.object({
  hours: z.coerce.number().int().min(1).max(metricsLimits.hourlyUpTo).optional(),
});

export type ClientMetrics = z.infer<typeof clientMetricsSchema>;
export type BulkMetrics = z.infer<typeof bulkMetricsSchema>;
export type ClientRegister = z.infer<typeof clientRegisterSchema>;
