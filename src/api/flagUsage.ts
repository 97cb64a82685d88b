import { api, apiPath, withQuery } from './index';
import { projectExposuresSchema } from '../../contract/flagUsage';

/** Flagdeck's own: each flag of a project evaluated in the last `hours` hours. */
export function projectExposures(projectId: string, hours: number, signal?: AbortSignal) {
  return api(withQuery(apiPath`/api/admin/projects/${projectId}/exposures`, [['hours', String(hours)]]), projectExposuresSchema, { signal });
}
