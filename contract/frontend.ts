import { z } from 'zod';
import { payloadSchema } from './feature';

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

/** `GET /api/frontend` (seed 4.2): the flags that evaluate to enabled for the context. */
export const frontendTogglesSchema = z.object({
  toggles: z.array(frontendToggleSchema),
});

export type FrontendVariant = z.infer<typeof frontendVariantSchema>;
export type FrontendToggle = z.infer<typeof frontendToggleSchema>;
export type FrontendToggles = z.infer<typeof frontendTogglesSchema>;
