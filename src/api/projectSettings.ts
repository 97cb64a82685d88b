import { z } from 'zod';
import { api, apiPath } from './index';
import { environmentListSchema, environmentSchema, projectListSchema } from '../../contract';
import { changeRequestConfigEntrySchema } from '../../contract/adminRequests';
import {
  projectCreatedSchema, type CreateEnvironmentBody, type CreateProjectBody, type EnvironmentSortOrderBody, type UpdateEnvironmentBody,
  type UpdateProjectBody,
} from '../../contract/projects';

/*
 * The admins' set-up of projects and environments, through Unleash's own paths. Apart from
 * projects.ts, which the header's project switcher loads with the first page: these load with the
 * settings pages.
 */

/** Only those with `archivedAt`: Unleash open source ignores `archived` and lists the projects in use. */
export async function listArchivedProjects(signal?: AbortSignal) {
  const { projects } = await api('/api/admin/projects?archived=true', projectListSchema, { signal });
  return projects.filter((project) => project.archivedAt);
}

/** Every environment, with whether the project uses it (Unleash 8 says `visible`, the embedded service `projectEnabled` too). */
export async function listEnvironmentsForProject(projectId: string, signal?: AbortSignal) {
  const { environments } = await api(apiPath`/api/admin/environments/project/${projectId}`, environmentListSchema, { signal });
  return environments
    .map((environment) => ({ ...environment, used: environment.projectEnabled ?? environment.visible ?? false }))
    .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
}

export function createProject(body: CreateProjectBody) {
  return api('/api/admin/projects', projectCreatedSchema, { method: 'POST', body });
}

// Unleash answers these writes with an empty 200.
export async function updateProject(projectId: string, body: UpdateProjectBody) {
  await api(apiPath`/api/admin/projects/${projectId}`, z.unknown(), { method: 'PUT', body });
}

export async function archiveProject(projectId: string) {
  await api(apiPath`/api/admin/projects/archive/${projectId}`, z.unknown(), { method: 'POST' });
}

export async function reviveProject(projectId: string) {
  await api(apiPath`/api/admin/projects/revive/${projectId}`, z.unknown(), { method: 'POST' });
}

export async function deleteProject(projectId: string) {
  await api(apiPath`/api/admin/projects/${projectId}`, z.unknown(), { method: 'DELETE' });
}

export async function addEnvironmentToProject(projectId: string, environment: string) {
  await api(apiPath`/api/admin/projects/${projectId}/environments`, z.unknown(), { method: 'POST', body: { environment } });
}

export async function removeEnvironmentFromProject(projectId: string, environment: string) {
  await api(apiPath`/api/admin/projects/${projectId}/environments/${environment}`, z.unknown(), { method: 'DELETE' });
}

export function configureChangeRequests(projectId: string, environment: string, body: { changeRequestsEnabled: boolean; requiredApprovals?: number }) {
  return api(apiPath`/api/admin/projects/${projectId}/environments/${environment}/change-requests/config`, changeRequestConfigEntrySchema, { method: 'PUT', body });
}

export async function listEnvironments(signal?: AbortSignal) {
  const { environments } = await api('/api/admin/environments', environmentListSchema, { signal });
  return [...environments].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
}

export function createEnvironment(body: CreateEnvironmentBody) {
  return api('/api/admin/environments', environmentSchema, { method: 'POST', body });
}

export function updateEnvironment(name: string, body: UpdateEnvironmentBody) {
  return api(apiPath`/api/admin/environments/update/${name}`, environmentSchema, { method: 'PUT', body });
}

export async function sortEnvironments(body: EnvironmentSortOrderBody) {
  await api('/api/admin/environments/sort-order', z.unknown(), { method: 'PUT', body });
}

export async function setEnvironmentEnabled(name: string, enabled: boolean) {
  await api(apiPath`/api/admin/environments/${name}/${enabled ? 'on' : 'off'}`, z.unknown(), { method: 'POST' });
}

export async function deleteEnvironment(name: string) {
  await api(apiPath`/api/admin/environments/${name}`, z.unknown(), { method: 'DELETE' });
}
