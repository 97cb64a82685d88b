import { z } from 'zod';
import { dateTime } from './common';
import { contextLimits } from './limits';

/**
 * Saved audiences: named contexts the team keeps ("EU free user", "Acme Corp admin"), shared by
 * everyone, that the playground evaluates and the impact preview checks a change against. They
 * are Flagdeck's own (Unleash has nothing like them), kept by the embedded service only.
 */

export const audienceLimits = {
  nameLength: 100,
  descriptionLength: 500,
  /** Audiences the service keeps: each preview evaluates every one. */
  count: 1_000,
} as const;

const contextValue = z.string().max(contextLimits.maxValueLength, `must be at most ${contextLimits.maxValueLength} characters`);

/**
 * The context as an SDK is given it: the named fields, and properties. The service keeps no empty
 * named field, as the frontend API reads `userId=` as no user.
 */
export const audienceContextSchema = z.strictObject({
  userId: contextValue.optional(),
  sessionId: contextValue.optional(),
  remoteAddress: contextValue.optional(),
  environment: contextValue.optional(),
  appName: contextValue.optional(),
  currentTime: z.iso.datetime({ offset: true, error: 'must be an ISO date-time with its zone' }).optional(),
  properties: z.record(z.string().min(1, 'a property needs a name').max(contextLimits.maxNameLength), contextValue)
    .refine((properties) => Object.keys(properties).length <= contextLimits.maxFields, `at most ${contextLimits.maxFields} properties`)
    .optional(),
});

export const savedAudienceSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullish(),
  context: audienceContextSchema,
  createdAt: dateTime,
  createdBy: z.string().nullish(),
  updatedAt: dateTime,
});

export const savedAudienceListSchema = z.object({ audiences: z.array(savedAudienceSchema) });

/** `POST /api/admin/saved-audiences` and `PUT …/{id}`: the whole audience. */
export const savedAudienceBodySchema = z.object({
  name: z.string().trim().min(1, 'needs a name').max(audienceLimits.nameLength),
  description: z.string().trim().max(audienceLimits.descriptionLength).nullish(),
  context: audienceContextSchema,
});

export type AudienceContext = z.infer<typeof audienceContextSchema>;
export type SavedAudience = z.infer<typeof savedAudienceSchema>;
export type SavedAudienceBody = z.infer<typeof savedAudienceBodySchema>;
