import { z } from 'zod';
import { payloadSchema } from './feature';
import { contextLimits } from './limits';

export const frontendVariantSchema = z.object({
  name: z.string(),
  enabled: z.boolean(),
  payload: payloadSchema.optional(),
  feature_enabled: z.boolean().optional(),
});

export const frontendToggleSchema = z.object({
  name: z.string(),
  enabled: z.boolean(),
  impressionData: z.boolean(),
  variant: frontendVariantSchema,
});

/** `GET /api/frontend` and `POST /api/frontend`: the flags that evaluate to enabled for the context. */
export const frontendTogglesSchema = z.object({
  toggles: z.array(frontendToggleSchema),
});

const contextValue = z.string().max(contextLimits.maxValueLength);
const contextFields = {
  userId: contextValue.optional(),
  sessionId: contextValue.optional(),
  remoteAddress: contextValue.optional(),
  environment: contextValue.optional(),
  appName: contextValue.optional(),
  /** An ISO 8601 instant to evaluate at, instead of now. */
  currentTime: contextValue.optional(),
};

/**
 * The context of `GET /api/frontend`, one query parameter per field: the named fields, any other
 * name a property, and properties also as `properties[name]=value`. Each field once, at most
 * `contextLimits.maxFields` of them. (The evaluation module reads it; this describes it.)
 */
export const frontendContextQuerySchema = z.object(contextFields).catchall(contextValue);

/**
 * The body of `POST /api/frontend`: the whole context (the query string is not merged in).
 * Numbers and booleans are read as the strings an SDK compares; null is absent.
 */
export const frontendContextBodySchema = z.object({
  context: z.object({
    ...contextFields,
    properties: z.record(z.string(), z.union([contextValue, z.number(), z.boolean()]).nullable()).nullish(),
  }).catchall(z.union([contextValue, z.number(), z.boolean()]).nullable()).nullish(),
}).nullish();

export type FrontendVariant = z.infer<typeof frontendVariantSchema>;
export type FrontendToggle = z.infer<typeof frontendToggleSchema>;
export type FrontendToggles = z.infer<typeof frontendTogglesSchema>;
