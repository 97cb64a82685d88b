import { z } from 'zod';
import { audienceContextSchema } from './audiences';
import { addChangeBodySchema } from './changeRequestRequests';
import { payloadSchema } from './feature';
import { changeRequestLimits } from './limits';

/**
 * The impact preview (Flagdeck's own, kept by the embedded service): a proposed change, in the
 * shapes a change request takes its changes in, evaluated for every saved audience (and any
 * contexts sent along, such as the playground's recent ones) against the configuration before
 * and after it, by the SDK the frontend API uses. It answers the audiences whose answer differs.
 */

export const impactLimits = {
  /** Contexts sent along with the change: the playground keeps 8 recent searches of up to 3 contexts. */
  contexts: 30,
  contextNameLength: 200,
} as const;

export const impactRequestSchema = z.object({
  changes: z.array(addChangeBodySchema).min(1).max(changeRequestLimits.changes, `A change holds at most ${changeRequestLimits.changes} changes.`),
  contexts: z.array(z.object({
    name: z.string().trim().min(1).max(impactLimits.contextNameLength),
    context: audienceContextSchema,
  })).max(impactLimits.contexts).optional(),
});

/** What one flag answers a context: off, or on with its variant. */
export const impactAnswerSchema = z.object({
  enabled: z.boolean(),
  variant: z.object({ name: z.string(), enabled: z.boolean(), payload: payloadSchema.optional() }).optional(),
});

/** What differs between before and after: on ↔ off, else the variant, else only its payload. */
export const impactDifferences = ['enabled', 'variant', 'payload'] as const;

export const impactedFlagSchema = z.object({
  feature: z.string(),
  before: impactAnswerSchema,
  after: impactAnswerSchema,
  difference: z.enum(impactDifferences),
});

export const impactAudienceSources = ['saved', 'given'] as const;

export const impactedAudienceSchema = z.object({
  name: z.string(),
  /** The saved audience's id; absent for a context sent with the request. */
  id: z.number().optional(),
  source: z.enum(impactAudienceSources),
  flags: z.array(impactedFlagSchema),
  /**
   * Some answer for this audience is drawn at random (a random rollout, or a session the context
   * lacks and the frontend API would make up): before and after were drawn alike here, but an SDK
   * may answer otherwise.
   */
  chance: z.boolean(),
});

export const impactPreviewSchema = z.object({
  environment: z.string(),
  /** The flags evaluated: those the changes touch, and those depending on them. */
  flags: z.array(z.string()),
  /** How many saved audiences, and contexts sent along, were evaluated. */
  savedAudiences: z.number(),
  givenContexts: z.number(),
  /** Only the audiences whose answer changes, in the order evaluated. */
  audiences: z.array(impactedAudienceSchema),
});

export type ImpactRequest = z.infer<typeof impactRequestSchema>;
export type ImpactAnswer = z.infer<typeof impactAnswerSchema>;
export type ImpactDifference = (typeof impactDifferences)[number];
export type ImpactedFlag = z.infer<typeof impactedFlagSchema>;
export type ImpactedAudience = z.infer<typeof impactedAudienceSchema>;
export type ImpactPreview = z.infer<typeof impactPreviewSchema>;
