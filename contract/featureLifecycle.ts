import { z } from 'zod';
import { dateTime, urlFriendlyName } from './common';
import { featureTypes } from './feature';
import { bulkLimits } from './limits';

/**
 * A flag's life in the admin API, in Unleash's shapes: its name checked before it is created, its
 * settings edited (PUT, or PATCH with JSON patch operations), archived, revived, deleted for good.
 */

type FeatureType = (typeof featureTypes)[number];

/** Unleash's five flag types, with the lifetime after which Unleash calls a flag of that type potentially stale. */
export const featureTypeDefinitions: Record<FeatureType, { name: string; description: string; lifetimeDays: number | null }> = {
  release: { name: 'Release', description: 'Release feature flags are used to release new features.', lifetimeDays: 40 },
  experiment: { name: 'Experiment', description: 'Experiment feature flags are used to test and verify multiple different versions of a feature.', lifetimeDays: 40 },
  operational: { name: 'Operational', description: 'Operational feature flags are used to control aspects of a rollout.', lifetimeDays: 7 },
  'kill-switch': { name: 'Kill switch', description: 'Kill switch feature flags are used to quickly turn on or off critical functionality in your system.', lifetimeDays: null },
  permission: { name: 'Permission', description: 'Permission feature flags are used to control permissions in your system.', lifetimeDays: null },
};

/** `GET /api/admin/feature-types`. Lenient as the console reads Unleash too, where admins may change lifetimes. */
export const featureTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().optional(),
  lifetimeDays: z.number().nullish(),
});
export const featureTypesSchema = z.object({ version: z.number().optional(), types: z.array(featureTypeSchema) });

/** `GET /api/admin/tag-types`. */
export const tagTypeSchema = z.object({ name: z.string(), description: z.string().optional(), icon: z.string().nullish() });
export const tagTypesSchema = z.object({ version: z.number().optional(), tagTypes: z.array(tagTypeSchema) });

/** The tag type every Unleash has. */
export const simpleTagType = { name: 'simple', description: 'Used to simplify filtering of features', icon: '#' } as const;

/** `POST /api/admin/features/validate`: the name a new flag would take (and, in Unleash, its project). */
export const validateFeatureBodySchema = z.object({ name: urlFriendlyName, projectId: z.string().nullish() });

const description = z.string().max(2000).nullish();

/** `PUT …/features/:featureName`: what is given replaces what is stored; the name cannot change. */
export const updateFeatureBodySchema = z.object({
  name: z.string().optional(),
  type: z.enum(featureTypes).optional(),
  description,
  impressionData: z.boolean().optional(),
});

/** The settings a JSON patch may set, and the value each takes. */
export const patchableFeatureFields = {
  '/description': description,
  '/type': z.enum(featureTypes),
  '/impressionData': z.boolean(),
} as const;

/** One JSON patch operation, as Unleash's `patchSchema`; `value` is read per path by the service. */
export const patchOperationSchema = z.object({
  op: z.enum(['add', 'remove', 'replace', 'copy', 'move', 'test']),
  path: z.string().max(200),
  from: z.string().max(200).optional(),
  value: z.unknown().optional(),
});
export const patchFeatureBodySchema = z.array(patchOperationSchema).min(1).max(50);

/**
 * `GET /api/admin/search/features?archived=IS:true`, one page: how Unleash 8 lists a project's
 * archive (it no longer serves `/api/admin/archive/features/{projectId}`). Only what the archive
 * view shows is read.
 */
export const archivedSearchSchema = z.object({
  features: z.array(z.object({ name: z.string(), type: z.string().optional(), archivedAt: dateTime.nullish().catch(undefined) })),
  total: z.number(),
});

/** `POST /api/admin/projects/:projectId/{archive,revive,delete}`: the flags to act on, all in that project. */
export const featureNamesBodySchema = z.object({ features: z.array(z.string().min(1).max(1000)).min(1).max(bulkLimits.flags) });

export type FeatureTypeInfo = z.infer<typeof featureTypeSchema>;
export type TagType = z.infer<typeof tagTypeSchema>;
export type UpdateFeatureBody = z.infer<typeof updateFeatureBodySchema>;
export type PatchOperation = z.infer<typeof patchOperationSchema>;
export type FeatureNamesBody = z.infer<typeof featureNamesBodySchema>;
export type ArchivedFlag = z.infer<typeof archivedSearchSchema>['features'][number];

/** `PUT /api/admin/feature-types/{id}/lifetime` (Unleash's `updateFeatureTypeLifetimeSchema`): 0 or null, never potentially stale. */
export const featureTypeLifetimeBodySchema = z.object({ lifetimeDays: z.int().min(0).max(2_147_483_647).nullable() });

/** A tag type as made or changed (Unleash's `tagTypeSchema`, `updateTagTypeSchema`): a URL-friendly name. */
export const tagTypeBodySchema = z.object({ name: urlFriendlyName, description: z.string().max(1000).optional(), icon: z.string().max(100).nullish() });
export const updateTagTypeBodySchema = tagTypeBodySchema.omit({ name: true });
export type TagTypeBody = z.infer<typeof tagTypeBodySchema>;
export type UpdateTagTypeBody = z.infer<typeof updateTagTypeBodySchema>;

/** `GET /api/admin/tag-types/{name}`, as Unleash answers it (its document says the bare tag type). */
export const tagTypeAnswerSchema = z.object({ version: z.literal(1), tagType: tagTypeSchema });

/** `POST /api/admin/tag-types/validate` (`validateTagTypeSchema`). */
export const validTagTypeSchema = z.object({ valid: z.literal(true), tagType: tagTypeSchema });

/** `GET /api/admin/lifecycle/count`: how many flags are in each stage (Unleash's `featureLifecycleCountSchema`). */
export const lifecycleCountSchema = z.object({ initial: z.int(), preLive: z.int(), live: z.int(), completed: z.int(), archived: z.int() });

/** `POST /api/admin/projects/{projectId}/stale` (`batchStaleSchema`). */
export const staleBodySchema = featureNamesBodySchema.extend({ stale: z.boolean() });
export type StaleBody = z.infer<typeof staleBodySchema>;

/** `POST …/archive/validate` (`validateArchiveFeaturesSchema`): what archiving the flags would leave behind. */
export const archiveCheckSchema = z.object({ parentsWithChildFeatures: z.array(z.string()), hasDeletedDependencies: z.boolean() });

/** `POST …/features/:featureName/lifecycle/complete` (Unleash's `featureLifecycleCompletedSchema`): kept or discarded, and the variant kept. */
export const completeFeatureBodySchema = z.object({
  status: z.enum(['kept', 'discarded']),
  statusValue: z.string().max(100).optional(),
});
export type CompleteFeatureBody = z.infer<typeof completeFeatureBodySchema>;

/** A flag holds at most this many links (Unleash refuses the eleventh). */
export const featureLinkLimit = 10;

/** `POST …/features/:featureName/link` and `PUT …/link/:linkId` (Unleash's `linkSchema`). */
export const featureLinkBodySchema = z.object({
  url: z.string().trim().min(1).max(2000),
  title: z.string().max(255).nullish(),
});
export type FeatureLinkBody = z.infer<typeof featureLinkBodySchema>;
