import { impactPreviewSchema, type ImpactRequest } from '../../contract/impact';
import { api, apiPath } from './index';

/** The impact preview: Flagdeck's own API, which only the embedded service has (Unleash answers 404). */
export function previewImpact(projectId: string, environment: string, body: ImpactRequest, signal?: AbortSignal) {
  return api(apiPath`/api/admin/projects/${projectId}/environments/${environment}/impact`, impactPreviewSchema, { method: 'POST', body, signal });
}
