import { z } from 'zod';
import { api, apiPath } from './index';
import { featureListSchema, featureSchema } from './contract';

export interface FeatureEnvironmentRef {
  projectId: string;
  featureName: string;
  environment: string;
}

export async function listProjectFeatures(projectId: string, signal?: AbortSignal) {
  const { features } = await api(apiPath`/api/admin/projects/${projectId}/features`, featureListSchema, { signal });
  return features;
}

export function getFeature(projectId: string, featureName: string, signal?: AbortSignal) {
  return api(apiPath`/api/admin/projects/${projectId}/features/${featureName}`, featureSchema, { signal });
}

/**
 * Seed 4.1. The seed spec answers with the updated Feature; a real Unleash answers 200 with an
 * empty body, so the result may be undefined and callers must not depend on it.
 */
export function disableFeature({ projectId, featureName, environment }: FeatureEnvironmentRef) {
  const path = apiPath`/api/admin/projects/${projectId}/features/${featureName}/environments/${environment}/off`;
  return api(path, featureSchema.optional(), { method: 'POST' });
}

export function enableFeature({ projectId, featureName, environment }: FeatureEnvironmentRef) {
  const path = apiPath`/api/admin/projects/${projectId}/features/${featureName}/environments/${environment}/on`;
  return api(path, featureSchema.optional(), { method: 'POST' });
}

/** Seed 4.4: whether any flag dependency exists (instance-wide on Unleash: projectId is ignored). */
export function dependenciesExist(projectId: string, signal?: AbortSignal) {
  return api(apiPath`/api/admin/projects/${projectId}/dependencies`, z.boolean(), { signal });
}
