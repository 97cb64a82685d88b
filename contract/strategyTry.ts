import { z } from 'zod';
import { strategyBodySchema } from './adminRequests';
import { strategyTryLimits } from './limits';
import { playgroundFlatContextSchema, playgroundStrategySchema, playgroundVariantSchema } from './playground';

/*
 * `POST /api/admin/playground/strategy`, Flagdeck's own (Unleash has no such endpoint): a strategy
 * as the editor holds it before saving, evaluated for some contexts by the same SDK set-up as the
 * frontend API and the admin playground, so the person editing sees whom it turns the flag on for.
 */

const name = z.string().min(1).max(100);

export const strategyTryRequestSchema = z.object({
  projectId: name,
  featureName: name,
  environment: name,
  /** The saved strategy the edit replaces, in its place; absent for a strategy being added (it goes last). */
  strategyId: name.optional(),
  strategy: strategyBodySchema,
  /**
   * Each context as its fields (`userId`, `sessionId`, `remoteAddress`, `environment`, `appName`,
   * `currentTime`); any other name is a property, as the advanced playground lists them.
   */
  contexts: z.array(playgroundFlatContextSchema).min(1).max(strategyTryLimits.contexts),
});

export const strategyTryResultSchema = z.object({
  context: playgroundFlatContextSchema,
  /** The strategy alone, as if it were the flag's only one and the flag on: whether it holds, and why. */
  strategy: playgroundStrategySchema,
  /** The flag in the environment with the edit saved, other strategies, the switch and parents included. */
  feature: z.object({
    isEnabled: z.boolean(),
    isEnabledInCurrentEnvironment: z.boolean(),
    hasUnsatisfiedDependency: z.boolean(),
    variant: playgroundVariantSchema.nullable(),
  }),
});

export const strategyTryResponseSchema = z.object({
  results: z.array(strategyTryResultSchema),
});

export type StrategyTryRequest = z.infer<typeof strategyTryRequestSchema>;
export type StrategyTryResult = z.infer<typeof strategyTryResultSchema>;
export type StrategyTryResponse = z.infer<typeof strategyTryResponseSchema>;
