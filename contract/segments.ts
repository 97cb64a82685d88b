import { z } from 'zod';
import { constraintInputSchema } from './adminRequests';
import { strategyLimits } from './limits';

/**
 * Segments as Unleash 8 writes them (`upsertSegmentSchema`, `segmentStrategiesSchema`): a named
 * list of constraints that strategies share. A segment's constraints are read by the SDKs exactly
 * as a strategy's are, so they keep the same bounds and refuse the same values.
 */

export const segmentLimits = {
  nameLength: 100,
  descriptionLength: 2000,
} as const;

export const upsertSegmentBodySchema = z.object({
  name: z.string().trim().min(1, 'must not be empty').max(segmentLimits.nameLength),
  description: z.string().max(segmentLimits.descriptionLength).nullish(),
  // The embedded service has global segments only; a project is accepted and kept, as Unleash keeps it.
  project: z.string().nullish(),
  constraints: z.array(constraintInputSchema).max(strategyLimits.constraints),
});

/** `POST /api/admin/segments/validate` and `POST /api/admin/context/validate`: Unleash's `nameSchema`. */
export const nameBodySchema = z.object({ name: z.string() });

/** Where a segment is used: one entry per strategy naming it. */
export const segmentStrategySchema = z.object({
  id: z.string(),
  projectId: z.string(),
  featureName: z.string(),
  strategyName: z.string(),
  environment: z.string(),
});

/** `GET /api/admin/segments/{id}/strategies`; change requests hold no strategy naming a segment on the embedded service. */
export const segmentStrategiesSchema = z.object({
  strategies: z.array(segmentStrategySchema),
  changeRequestStrategies: z.array(z.unknown()).optional(),
});

export type UpsertSegmentBody = z.infer<typeof upsertSegmentBodySchema>;
export type NameBody = z.infer<typeof nameBodySchema>;
export type SegmentStrategy = z.infer<typeof segmentStrategySchema>;
export type SegmentStrategies = z.infer<typeof segmentStrategiesSchema>;

/** `POST /api/admin/segments/strategies` (Unleash's `updateFeatureStrategySegmentsSchema`): a strategy's segments, set to exactly these. */
export const strategySegmentsBodySchema = z.object({
  projectId: z.string().min(1),
  environmentId: z.string().min(1),
  strategyId: z.string().min(1),
  segmentIds: z.array(z.int().min(0)).max(1_000),
});
export type StrategySegmentsBody = z.infer<typeof strategySegmentsBodySchema>;
