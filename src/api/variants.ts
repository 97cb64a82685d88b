import { featureVariantsSchema, type VariantInput } from '../../contract/adminRequests';
import type { FeatureEnvironmentRef } from './features';
import { api, apiPath } from './index';

/**
 * Replaces a flag's variants in one environment (Unleash's `overwriteEnvironmentFeatureVariants`);
 * both services answer the variants as stored, weights shared out.
 */
export function replaceVariants({ projectId, featureName, environment }: FeatureEnvironmentRef, variants: VariantInput[]) {
  const path = apiPath`/api/admin/projects/${projectId}/features/${featureName}/environments/${environment}/variants`;
  return api(path, featureVariantsSchema, { method: 'PUT', body: variants });
}
