import { z } from 'zod';
import { dateTime } from './common';
import { eventSchema } from './events';
import { playgroundRequestSchema } from './playground';

/**
 * The embedded service's time travel (`POST /api/admin/playground/at`, Flagdeck's own: Unleash has
 * none): one context evaluated against the configuration as it was at a past moment, rebuilt from
 * the event log, beside now, and for each flag whose answer differs, the changes that flipped it.
 */
export const playgroundAtRequestSchema = playgroundRequestSchema.extend({ at: dateTime });

/** What a flag answered: on or off, and the variant's name (null where it has none). */
export const flagAnswerSchema = z.object({ enabled: z.boolean(), variant: z.string().nullable() });

export const flagThenAndNowSchema = z.object({
  name: z.string(),
  projectId: z.string(),
  /** Absent where the flag did not exist then (or not yet now). */
  then: flagAnswerSchema.nullable(),
  now: flagAnswerSchema.nullable(),
  /** The events after which the answer changed, oldest first: each changed it from what it was to what came next. */
  flippedBy: z.array(eventSchema),
});

export const playgroundAtResponseSchema = z.object({
  at: dateTime,
  environment: z.string(),
  /** Every flag whose answer then differs from now. */
  differences: z.array(flagThenAndNowSchema),
  /** How many flags answer as they did. */
  unchanged: z.number().int().min(0),
  /** Projects whose configuration cannot be rebuilt back to the moment (an import replaced it since), each with that import. */
  cannotRebuild: z.array(z.object({ project: z.string(), stoppedAt: eventSchema })),
});

export type FlagAnswer = z.infer<typeof flagAnswerSchema>;
export type FlagThenAndNow = z.infer<typeof flagThenAndNowSchema>;
export type PlaygroundAtRequest = z.infer<typeof playgroundAtRequestSchema>;
export type PlaygroundAtResponse = z.infer<typeof playgroundAtResponseSchema>;
