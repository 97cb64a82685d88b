import { z } from 'zod';
import { api, apiPath, isApiError, withQuery, type Answer } from './index';
import { featureListSchema, featureSchema, featureSearchSchema, type Lifecycle } from '../../contract';
import { exportedConfigurationSchema } from '../../contract/importExport';
import { projectFlagListPath } from './flagListRead';
import featureListCheck from 'virtual:compiled-check/feature-list';
import { changeRequestConfigSchema, segmentListSchema, tagListSchema, type SwitchOnQuery } from '../../contract/adminRequests';

export interface FeatureEnvironmentRef {
  projectId: string;
  featureName: string;
  environment: string;
}

/** `sent`: the list asked for already (flagListRead.ts), whose answer is read here. */
export async function listProjectFeatures(projectId: string, signal?: AbortSignal, sent?: Promise<Answer>) {
  const { features } = await api(projectFlagListPath(projectId), featureListSchema, { signal, sent, check: featureListCheck });
  return features;
}

/** Unleash's largest page of the feature search. */
const searchPageSize = 100;

/**
 * The lifecycle stage of each of a project's flags, by name, from Unleash's feature search: its
 * project flag list has none. The first page tells how many there are; the rest are read at once.
 * The embedded service has no search (404): its flag list carries the stages itself.
 */
export async function listLifecycleStages(projectId: string, signal?: AbortSignal): Promise<Map<string, Lifecycle>> {
  const page = (offset: number) =>
    api(
      withQuery('/api/admin/search/features', [
        ['project', `IS:${projectId}`],
        // Sorted by name (then creation): an order with no ties, so pages neither overlap nor skip.
        ['sortBy', 'name'],
        ['sortOrder', 'asc'],
        ['offset', String(offset)],
        ['limit', String(searchPageSize)],
      ]),
      featureSearchSchema,
      { signal },
    );
  const first = await page(0);
  const offsets: number[] = [];
  // The service may hand out fewer per page than asked: its own page size is the step.
  const step = first.features.length;
  for (let offset = step; step > 0 && offset < first.total; offset += step) offsets.push(offset);
  const pages = [first, ...(await Promise.all(offsets.map(page)))];
  const stages = new Map<string, Lifecycle>();
  for (const { features } of pages) {
    for (const feature of features) if (feature.lifecycle) stages.set(feature.name, feature.lifecycle);
  }
  return stages;
}

/**
 * Every live flag of a project in one environment, with its strategies, switch and variants, in one
 * call: Unleash's export (`POST /api/admin/features-batch/export`), which both services have.
 * Unleash records a `features-exported` event of each.
 */
export function exportProjectEnvironment(projectId: string, environment: string, signal?: AbortSignal) {
  return api('/api/admin/features-batch/export', exportedConfigurationSchema, { method: 'POST', body: { environment, project: projectId }, signal });
}

export async function getFeature(projectId: string, featureName: string, signal?: AbortSignal) {
  // Unleash 8 leaves each environment's variants out unless asked (`variantEnvironments=true`).
  const path = withQuery(apiPath`/api/admin/projects/${projectId}/features/${featureName}`, [['variantEnvironments', 'true']]);
  const feature = await api(path, featureSchema, { signal });
  if (feature.tags !== undefined) return feature;
  // Unleash's answer for one feature leaves its tags out (its list has them): they have their own
  // endpoint there. A caller who may not read them still sees the flag.
  try {
    const { tags } = await api(apiPath`/api/admin/features/${featureName}/tags`, tagListSchema, { signal });
    return { ...feature, tags };
  } catch (error) {
    if (isApiError(error, 'NotFound') || isApiError(error, 'NoAccess')) return feature;
    throw error;
  }
}

/**
 * The embedded service answers with the updated Feature; a real Unleash answers 200 with an
 * empty body, so the result may be undefined and callers must not depend on it.
 */
export function disableFeature({ projectId, featureName, environment }: FeatureEnvironmentRef) {
  const path = apiPath`/api/admin/projects/${projectId}/features/${featureName}/environments/${environment}/off`;
  return api(path, featureSchema.optional(), { method: 'POST' });
}

/**
 * Where every strategy of the environment is disabled, the service adds the default strategy
 * beside them, or with `activateDisabledStrategies` enables them instead.
 */
export function enableFeature({ projectId, featureName, environment }: FeatureEnvironmentRef, { activateDisabledStrategies = false } = {}) {
  const query: SwitchOnQuery = activateDisabledStrategies ? { shouldActivateDisabledStrategies: 'true' } : {};
  const path = apiPath`/api/admin/projects/${projectId}/features/${featureName}/environments/${environment}/on`;
  return api(withQuery(path, Object.entries(query)), featureSchema.optional(), { method: 'POST' });
}

/** Whether any flag dependency exists (instance-wide on Unleash: projectId is ignored). */
export function dependenciesExist(projectId: string, signal?: AbortSignal) {
  return api(apiPath`/api/admin/projects/${projectId}/dependencies`, z.boolean(), { signal });
}

/** Segments are instance-wide; strategies refer to them by id. */
export async function listSegments(signal?: AbortSignal) {
  const { segments } = await api('/api/admin/segments', segmentListSchema, { signal });
  return segments;
}

/**
 * Which of the project's environments require change requests. Enterprise-only on Unleash: an
 * open-source Unleash answers 404, which callers read as "none do".
 */
export function getChangeRequestConfig(projectId: string, signal?: AbortSignal) {
  return api(apiPath`/api/admin/projects/${projectId}/change-requests/config`, changeRequestConfigSchema, { signal });
}
