import { z } from 'zod';
import { dependencySchema, payloadSchema } from './feature';

/*
 * Unleash's client-features format: what `GET /api/client/features` returns and what server SDKs
 * evaluate. It is configuration that an SDK already understands, so these schemas are deliberately
 * more lenient than the admin schemas in feature.ts: any operator string (an SDK treats an unknown
 * one as "no match"), legacy strategy names, weights beyond 1000 and without a weightType, strategy
 * variants without stickiness, missing value lists. What is accepted is kept exactly as given.
 */

export const clientConstraintSchema = z.object({
  contextName: z.string(),
  operator: z.string(),
  caseInsensitive: z.boolean().optional(),
  inverted: z.boolean().optional(),
  values: z.array(z.string()).optional(),
  value: z.string().optional(),
});

export const clientOverrideSchema = z.object({
  contextName: z.string(),
  values: z.array(z.string()).optional(),
});

export const clientVariantSchema = z.object({
  name: z.string(),
  weight: z.number().min(0),
  weightType: z.string().optional(),
  stickiness: z.string().optional(),
  payload: payloadSchema.optional(),
  overrides: z.array(clientOverrideSchema).optional(),
});

/** Strategy parameters are strings in Unleash; SDKs also read numbers and booleans. */
export const clientParameterValueSchema = z.union([z.string(), z.number(), z.boolean()]);

export const clientStrategySchema = z.object({
  id: z.string().optional(),
  name: z.string(),
  title: z.string().nullish(),
  disabled: z.boolean().nullish(),
  sortOrder: z.number().optional(),
  parameters: z.record(z.string(), clientParameterValueSchema).optional(),
  constraints: z.array(clientConstraintSchema).optional(),
  segments: z.array(z.number()).optional(),
  variants: z.array(clientVariantSchema).optional(),
});

export const clientFeatureSchema = z.object({
  name: z.string().min(1),
  type: z.string().optional(),
  description: z.string().nullish(),
  enabled: z.boolean(),
  stale: z.boolean().optional(),
  impressionData: z.boolean().optional(),
  project: z.string().optional(),
  strategies: z.array(clientStrategySchema),
  variants: z.array(clientVariantSchema).optional(),
  // Unleash may list the same dependency more than once; duplicates are accepted as they are.
  dependencies: z.array(dependencySchema).optional(),
  // Some spec files attach segment ids to the feature itself; SDKs ignore them, and so does the store.
  segments: z.array(z.number()).optional(),
});

export const clientSegmentSchema = z.object({
  id: z.number(),
  name: z.string().nullish(),
  constraints: z.array(clientConstraintSchema),
});

/** The query of `GET /api/client/features`. */
export const clientFeaturesQuerySchema = z.object({
  // An admin token is not bound to an environment; it names one (default: the first).
  environment: z.string().optional(),
  namePrefix: z.string().optional(),
});

/** `GET /api/client/features`, and the file format of import and export. */
export const clientFeaturesSchema = z.object({
  version: z.number(),
  features: z.array(clientFeatureSchema),
  segments: z.array(clientSegmentSchema).optional(),
  query: z.record(z.string(), z.unknown()).optional(),
  meta: z.record(z.string(), z.unknown()).optional(),
});

export type ClientConstraint = z.infer<typeof clientConstraintSchema>;
export type ClientOverride = z.infer<typeof clientOverrideSchema>;
export type ClientVariant = z.infer<typeof clientVariantSchema>;
export type ClientParameterValue = z.infer<typeof clientParameterValueSchema>;
export type ClientStrategy = z.infer<typeof clientStrategySchema>;
export type ClientFeature = z.infer<typeof clientFeatureSchema>;
export type ClientSegment = z.infer<typeof clientSegmentSchema>;
export type ClientFeatures = z.infer<typeof clientFeaturesSchema>;
