import { z } from 'zod';
import { api, apiPath, isApiError, withQuery } from './index';
import { apiDocumentPathsSchema } from '../../contract/apiDocument';
import type { BulkTagsBody, EnvironmentChange } from '../../contract/bulk';
import type { AddChangeBody } from '../../contract/changeRequestRequests';
import { changeRequestSchema } from '../../contract';

/*
 * Changes to many flags at once. Unleash 8 has the bulk switch, bulk tags and archiving several
 * flags, each one call that is all or nothing; both services answer them with nothing.
 */

export function switchFlags(projectId: string, environment: string, enabled: boolean, features: readonly string[]) {
  const path = apiPath`/api/admin/projects/${projectId}/bulk_features/environments/${environment}/${enabled ? 'on' : 'off'}`;
  return api(path, z.unknown(), { method: 'POST', body: { features } });
}

export function tagFlags(projectId: string, body: BulkTagsBody) {
  return api(apiPath`/api/admin/projects/${projectId}/tags`, z.unknown(), { method: 'PUT', body });
}

/**
 * Changes to flags in one environment made at once: the embedded service's own
 * `POST …/environments/{environment}/changes` (Unleash has none, and answers 404).
 */
export function applyEnvironmentChanges(projectId: string, environment: string, changes: readonly EnvironmentChange[]) {
  return api(apiPath`/api/admin/projects/${projectId}/environments/${environment}/changes`, z.unknown(), { method: 'POST', body: changes });
}

/**
 * Whether the service has that one call, as its API document says. Unleash has no document at
 * `/api/openapi.json` (404), nor the call: there the changes are made one by one with its own
 * endpoints. Asked of the document rather than of the call's 404, which the embedded service also
 * answers for a flag or strategy gone meanwhile.
 */
export async function servesEnvironmentChanges(signal?: AbortSignal): Promise<boolean> {
  try {
    const { paths } = await api('/api/openapi.json', apiDocumentPathsSchema, { signal });
    return paths['/api/admin/projects/{projectId}/environments/{environment}/changes']?.post !== undefined;
  } catch (error) {
    if (isApiError(error, 'NotFound')) return false;
    throw error;
  }
}

/**
 * Several changes into a new change request for the environment, in one call, as Unleash's change
 * request endpoint takes a list. Unleash keeps one draft per environment and adds them there.
 */
export function proposeChanges(projectId: string, environment: string, changes: readonly AddChangeBody[]) {
  const path = apiPath`/api/admin/projects/${projectId}/environments/${environment}/change-requests`;
  return api(withQuery(path, [['draft', 'new']]), changeRequestSchema.optional(), { method: 'POST', body: changes });
}
