import { z } from 'zod';
import { dependencySchema, strategySchema, variantSchema } from './feature';

/**
 * `POST /api/admin/features-batch/export`, Unleash's read of many flags' configuration in one
 * environment at once (its `exportQuerySchema` and `exportResultSchema`): the flags named, or a
 * project's. Only the parts both services send are read; Unleash sends more (context fields,
 * segments' names, links), and records a `features-exported` event of each export.
 */
export const exportQuerySchema = z.object({
  environment: z.string().min(1),
  project: z.string().min(1).optional(),
  features: z.array(z.string().min(1)).min(1).optional(),
  downloadFile: z.boolean().optional(),
}).refine((query) => query.project !== undefined || query.features !== undefined, {
  message: 'Name the project, or the flags, to export.',
  path: ['project'],
});

export const exportResultSchema = z.object({
  features: z.array(z.object({
    name: z.string(),
    project: z.string().optional(),
    type: z.string().optional(),
    description: z.string().nullish(),
    stale: z.boolean().optional(),
    impressionData: z.boolean().optional(),
    archived: z.boolean().optional(),
  })),
  /** Each strategy in the environment, naming its flag. */
  featureStrategies: z.array(strategySchema.extend({ featureName: z.string() })),
  /** Each flag's state in the environment; `name` is the flag's, as Unleash sends it. */
  featureEnvironments: z.array(z.object({
    name: z.string(),
    featureName: z.string(),
    environment: z.string().optional(),
    enabled: z.boolean(),
    variants: z.array(variantSchema).optional(),
  })).optional(),
  featureTags: z.array(z.object({ featureName: z.string(), tagType: z.string(), tagValue: z.string() })).optional(),
  tagTypes: z.array(z.object({ name: z.string() })),
  dependencies: z.array(z.object({ feature: z.string(), dependencies: z.array(dependencySchema) })).optional(),
});

export type ExportQuery = z.infer<typeof exportQuerySchema>;
export type ExportResult = z.infer<typeof exportResultSchema>;
