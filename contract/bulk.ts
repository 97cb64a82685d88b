import { z } from 'zod';
import { addChangeBodySchema } from './changeRequestRequests';
import { tagSchema } from './feature';
import { featureNamesBodySchema } from './featureLifecycle';
import { bulkLimits } from './limits';

/**
 * Changes to many flags at once, in Unleash 8's paths and shapes where Unleash has them:
 * `POST /api/admin/projects/{projectId}/bulk_features/environments/{environment}/on|off` takes
 * `{features}` (as archiving does), `PUT /api/admin/projects/{projectId}/tags` takes
 * `{features, tags: {addedTags, removedTags}}` (Unleash's `tagsBulkAddSchema`). Each is all or
 * nothing on both services.
 */

export const bulkToggleBodySchema = featureNamesBodySchema;

export const bulkTagsBodySchema = z.object({
  features: featureNamesBodySchema.shape.features,
  tags: z.object({
    addedTags: z.array(tagSchema).max(50),
    removedTags: z.array(tagSchema).max(50),
  }),
});

/**
 * `POST /api/admin/projects/{projectId}/environments/{environment}/changes` (Flagdeck's own:
 * Unleash has no one call for it): changes to flags in one environment, in the shapes a change
 * request takes them, applied at once in one transaction, as applying a change request would.
 * What promoting one environment's configuration to another sends where no change request is
 * required.
 */
export const environmentChangesBodySchema = z.array(addChangeBodySchema).min(1).max(bulkLimits.flags);

/** The actions that change one environment alone (the others change every environment of a flag). */
export const environmentChangeActions = ['updateEnabled', 'addStrategy', 'updateStrategy', 'deleteStrategy', 'patchVariant', 'reorderStrategy'] as const;

export type BulkTagsBody = z.infer<typeof bulkTagsBodySchema>;
export type EnvironmentChange = z.infer<typeof addChangeBodySchema>;

/** `PUT /api/admin/features/{featureName}/tags` (Unleash's `updateTagsSchema`): tags added to and taken off one flag at once. */
export const updateTagsBodySchema = bulkTagsBodySchema.shape.tags;
export type UpdateTagsBody = z.infer<typeof updateTagsBodySchema>;
