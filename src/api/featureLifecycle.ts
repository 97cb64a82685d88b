import { z } from 'zod';
import { api, apiPath, isApiError, withQuery } from './index';
import { featureListSchema, featureSchema, type Tag } from '../../contract';
import { projectFeaturesPath } from './flagListRead';
import { archivedSearchSchema, featureTypesSchema, tagTypesSchema, type ArchivedFlag, type UpdateFeatureBody } from '../../contract/featureLifecycle';

/*
 * A flag's life through the admin API, as Unleash 8 has it: created after its name is checked,
 * its settings and tags edited, archived, revived and deleted from the archive. Where Unleash
 * answers a write with nothing, the schema is optional and callers read nothing of it.
 */

export interface NewFlag {
  name: string;
  type: string;
  description: string;
  impressionData: boolean;
}

/** Resolves when a new flag may take the name; rejects with the service's reason (409 taken, 400 not allowed). */
export function validateFlagName(name: string, signal?: AbortSignal) {
  return api('/api/admin/features/validate', z.unknown(), { method: 'POST', body: { name }, signal });
}

export function createFlag(projectId: string, flag: NewFlag) {
  return api(projectFeaturesPath(projectId), featureSchema, { method: 'POST', body: flag });
}

export function updateFlagSettings(projectId: string, featureName: string, settings: UpdateFeatureBody) {
  return api(apiPath`/api/admin/projects/${projectId}/features/${featureName}`, featureSchema.optional(), { method: 'PUT', body: settings });
}

export async function listFeatureTypes(signal?: AbortSignal) {
  return (await api('/api/admin/feature-types', featureTypesSchema, { signal })).types;
}

export async function listTagTypes(signal?: AbortSignal) {
  return (await api('/api/admin/tag-types', tagTypesSchema, { signal })).tagTypes;
}

export function addFlagTag(featureName: string, tag: Tag) {
  return api(apiPath`/api/admin/features/${featureName}/tags`, z.unknown(), { method: 'POST', body: tag });
}

export function removeFlagTag(featureName: string, tag: Tag) {
  return api(apiPath`/api/admin/features/${featureName}/tags/${tag.type}/${tag.value}`, z.unknown(), { method: 'DELETE' });
}

/** Unleash's largest page of the feature search. */
const searchPageSize = 100;

/**
 * A project's archived flags: from the archive list the embedded service serves, or, where that is
 * not found (Unleash 8 serves its archive only through the feature search), from the search.
 */
export async function listArchivedFlags(projectId: string, signal?: AbortSignal): Promise<ArchivedFlag[]> {
  try {
    return (await api(apiPath`/api/admin/archive/features/${projectId}`, featureListSchema, { signal })).features;
  } catch (error) {
    if (!isApiError(error, 'NotFound')) throw error;
  }
  const flags: ArchivedFlag[] = [];
  for (let offset = 0; ; offset += searchPageSize) {
    const page = await api(withQuery('/api/admin/search/features', [
      ['project', `IS:${projectId}`], ['archived', 'IS:true'], ['sortBy', 'name'], ['sortOrder', 'asc'],
      ['offset', String(offset)], ['limit', String(searchPageSize)],
    ]), archivedSearchSchema, { signal });
    flags.push(...page.features);
    if (page.features.length === 0 || flags.length >= page.total) return flags;
  }
}

/** `archive`, `revive` or `delete` (for good, from the archive) the named flags of a project. */
export function changeFlagsIn(projectId: string, action: 'archive' | 'revive' | 'delete', features: readonly string[]) {
  return api(apiPath`/api/admin/projects/${projectId}/${action}`, z.unknown(), { method: 'POST', body: { features } });
}
