import { z } from 'zod';
import { constraintSchema, strategySchema, tagSchema, variantSchema } from './feature';
import { contextFieldSchema } from './contextFields';
import { segmentSchema } from './adminRequests';
import { tagTypeSchema } from './featureLifecycle';
import { bulkLimits } from './limits';

/**
 * A project's flags in one environment, in Unleash 8.2's export format (`exportResultSchema`), as
 * `POST /api/admin/features-batch/export` gives it and `/validate` and `/import` take it back.
 */

/** `POST /api/admin/features-batch/export` (`exportQuerySchema`): the flags by name, by tag, or a project's. */
export const exportQuerySchema = z.object({
  environment: z.string().min(1),
  features: z.array(z.string().min(1)).max(bulkLimits.flags).optional(),
  tag: z.string().min(1).optional(),
  project: z.string().min(1).optional(),
  downloadFile: z.boolean().optional(),
}).refine((query) => query.features !== undefined || query.tag !== undefined || query.project !== undefined, {
  message: 'names the flags to export: `features`, `tag` or `project`', path: ['features'],
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;

const exportedFeature = z.object({
  name: z.string().min(1).max(100),
  description: z.string().max(2000).nullish(),
  type: z.string().optional(),
  project: z.string().optional(),
  stale: z.boolean().optional(),
  impressionData: z.boolean().optional(),
  archived: z.boolean().optional(),
});

/** An export answers a whole project at any size (the console's compare reads 10,000 flags in one). */
export const exportResultSchema = z.object({
  features: z.array(exportedFeature),
  featureStrategies: z.array(strategySchema.extend({ featureName: z.string(), constraints: z.array(constraintSchema).optional() })),
  featureEnvironments: z.array(z.object({
    name: z.string().optional(), featureName: z.string(), environment: z.string().optional(), enabled: z.boolean(),
    variants: z.array(variantSchema).optional(),
  })).optional(),
  contextFields: z.array(contextFieldSchema).optional(),
  featureTags: z.array(z.object({ featureName: z.string(), tagType: tagSchema.shape.type, tagValue: tagSchema.shape.value })).optional(),
  segments: z.array(segmentSchema.pick({ id: true, name: true }).extend({ constraints: z.array(constraintSchema).optional() })).optional(),
  tagTypes: z.array(tagTypeSchema),
  dependencies: z.array(z.object({
    feature: z.string(),
    dependencies: z.array(z.object({ feature: z.string(), enabled: z.boolean().optional(), variants: z.array(z.string()).optional() })),
  })).optional(),
  links: z.array(z.unknown()).optional(),
});
export type ExportResult = z.infer<typeof exportResultSchema>;

/**
 * The parts of an export the console reads (the compare page): Unleash sends more, each part in
 * its own shape (context fields, segments, tag types), which the console has no use for.
 */
export const exportedConfigurationSchema = exportResultSchema.pick({
  features: true, featureStrategies: true, featureEnvironments: true, featureTags: true, dependencies: true,
});
export type ExportedConfiguration = z.infer<typeof exportedConfigurationSchema>;

/** `/validate` and `/import` (`importTogglesSchema`): the export, into a project's environment; an import takes at most a bulk change's flags. */
export const importBodySchema = z.object({
  project: z.string().min(1),
  environment: z.string().min(1),
  data: exportResultSchema.extend({ features: z.array(exportedFeature).max(bulkLimits.flags) }),
});
export type ImportBody = z.infer<typeof importBodySchema>;

const validationItem = z.object({ message: z.string(), affectedItems: z.array(z.string()) });

/** `POST /api/admin/features-batch/validate` (`importTogglesValidateSchema`). */
export const importValidationSchema = z.object({ errors: z.array(validationItem), warnings: z.array(validationItem), permissions: z.array(validationItem) });
export type ImportValidation = z.infer<typeof importValidationSchema>;
