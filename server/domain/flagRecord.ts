import { z } from 'zod';
import { clientConstraintSchema, clientParameterValueSchema, clientVariantSchema } from '../../contract/clientFeatures';

/**
 * A flag's whole configuration as one value: what the events of a flag carry as their state
 * before and after (`data`, `preData`), and what a rebuild of the past (`history/`) undoes them
 * on. Read with the client format's lenient schemas, as the client features are, so an imported
 * flag is carried as it is stored.
 */
export const strategyRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string().nullish(),
  disabled: z.boolean().nullish(),
  sortOrder: z.number(),
  /** Orders strategies of the same sortOrder, as the store does. */
  createdAt: z.string(),
  constraints: z.array(clientConstraintSchema),
  parameters: z.record(z.string(), clientParameterValueSchema),
  segments: z.array(z.number()),
  variants: z.array(clientVariantSchema),
});

export const environmentRecordSchema = z.object({
  enabled: z.boolean(),
  variants: z.array(clientVariantSchema),
  strategies: z.array(strategyRecordSchema),
});

export const dependencyRecordSchema = z.object({
  feature: z.string(),
  enabled: z.boolean(),
  variants: z.array(z.string()),
});

export const flagRecordSchema = z.object({
  name: z.string(),
  project: z.string(),
  type: z.string(),
  description: z.string().nullable(),
  impressionData: z.boolean(),
  stale: z.boolean(),
  archived: z.boolean(),
  environments: z.record(z.string(), environmentRecordSchema),
  dependencies: z.array(dependencyRecordSchema),
});

export const segmentRecordSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullish(),
  project: z.string().nullish(),
  constraints: z.array(clientConstraintSchema),
  createdAt: z.string().nullish(),
});

export type StrategyRecord = z.infer<typeof strategyRecordSchema>;
export type EnvironmentRecord = z.infer<typeof environmentRecordSchema>;
export type DependencyRecord = z.infer<typeof dependencyRecordSchema>;
export type FlagRecord = z.infer<typeof flagRecordSchema>;
export type SegmentRecord = z.infer<typeof segmentRecordSchema>;
