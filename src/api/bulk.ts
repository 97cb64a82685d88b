import { z } from 'zod';
import { api, apiPath, withQuery } from './index';
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
 * Several changes into a new change request for the environment, in one call, as Unleash's change
 * request endpoint takes a list. Unleash keeps one draft per environment and adds them there.
 */
export function proposeChanges(projectId: string, environment: string, changes: readonly AddChangeBody[]) {
  const path = apiPath`/api/admin/projects/${projectId}/environments/${environment}/change-requests`;
  return api(withQuery(path, [['draft', 'new']]), changeRequestSchema.optional(), { method: 'POST', body: changes });
}
