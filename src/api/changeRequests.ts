import { api, apiPath } from './index';
import { changeRequestListSchema } from './contract';

/** Seed 4.3: the project's open change requests that the caller may see. */
export function listOpenChangeRequests(projectId: string, signal?: AbortSignal) {
  return api(apiPath`/api/admin/projects/${projectId}/change-requests/open`, changeRequestListSchema, { signal });
}
