import { z } from 'zod';
import { api, apiPath, withQuery } from './index';
import { changeRequestListSchema, changeRequestSchema, currentUserSchema } from '../../contract';
import {
  changeRequestSearchSchema, type AddChangeBody, type ChangeRequestStateBody,
} from '../../contract/changeRequestRequests';

/**
 * The project's open change requests that the caller may see: a Draft only its author
 * (server/README.md, Change requests).
 */
export function listOpenChangeRequests(projectId: string, signal?: AbortSignal) {
  return api(apiPath`/api/admin/projects/${projectId}/change-requests/open`, changeRequestListSchema, { signal });
}

export interface SearchFilter {
  state?: 'open' | 'closed';
  createdBy?: number;
  project?: string;
  limit?: number;
}

/** Unleash's search across projects (`IS:` filters). Older Unleash versions and open source answer 404. */
export function searchChangeRequests({ state, createdBy, project, limit = 500 }: SearchFilter, signal?: AbortSignal) {
  const query: [string, string][] = [];
  if (state) query.push(['state', `IS:${state}`]);
  if (createdBy !== undefined) query.push(['createdBy', `IS:${createdBy}`]);
  if (project) query.push(['project', `IS:${project}`]);
  query.push(['limit', String(limit)]);
  return api(withQuery('/api/admin/search/change-requests', query), changeRequestSearchSchema, { signal });
}

export function getChangeRequest(projectId: string, id: number, signal?: AbortSignal) {
  return api(apiPath`/api/admin/projects/${projectId}/change-requests/${id}`, changeRequestSchema, { signal });
}

/** Who the signed-in token belongs to, and what it may do. */
export function getCurrentUser(signal?: AbortSignal) {
  return api('/api/admin/user', currentUserSchema, { signal });
}

/*
 * The writes answer with the change request on the embedded service; Unleash answers some of them
 * with nothing. Callers read the request again rather than depend on the body.
 */

/**
 * Adds the change to the caller's open draft for the environment, or starts one, as Unleash does.
 * The embedded service also takes the draft to use: `new`, or the id of one of the caller's drafts
 * (Unleash keeps one draft per environment and ignores it: callers check the answer).
 */
export function addChange(projectId: string, environment: string, body: AddChangeBody, draft?: 'new' | number) {
  const path = apiPath`/api/admin/projects/${projectId}/environments/${environment}/change-requests`;
  return api(draft === undefined ? path : withQuery(path, [['draft', String(draft)]]), changeRequestSchema.optional(), { method: 'POST', body });
}

export function changeState(projectId: string, id: number, body: ChangeRequestStateBody) {
  return api(apiPath`/api/admin/projects/${projectId}/change-requests/${id}/state`, z.unknown(), { method: 'PUT', body });
}

export function addComment(projectId: string, id: number, text: string) {
  return api(apiPath`/api/admin/projects/${projectId}/change-requests/${id}/comments`, z.unknown(), { method: 'POST', body: { text } });
}

export function updateTitle(projectId: string, id: number, title: string) {
  return api(apiPath`/api/admin/projects/${projectId}/change-requests/${id}/title`, z.unknown(), { method: 'PUT', body: { title } });
}

export function discardChange(projectId: string, id: number, changeId: number) {
  return api(apiPath`/api/admin/projects/${projectId}/change-requests/${id}/changes/${changeId}`, z.unknown(), { method: 'DELETE' });
}
