import { z } from 'zod';

/*
 * What the console reads of Unleash's `GET /api/admin/ui-config`: its flags (experimental
 * features, each a boolean or a variant) and its edition. The embedded service has no such route.
 */
export const uiConfigSchema = z.object({
  flags: z.record(z.string(), z.unknown()).optional(),
  versionInfo: z.object({
    current: z.object({ oss: z.string().optional(), enterprise: z.string().optional() }).optional(),
  }).optional(),
});

export type UiConfig = z.infer<typeof uiConfigSchema>;
