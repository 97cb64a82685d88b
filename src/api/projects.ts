import { z } from 'zod';
import { api, apiPath } from './index';
import { environmentListSchema, projectListSchema } from '../../contract';

export async function listProjects(signal?: AbortSignal) {
  const { projects } = await api('/api/admin/projects', projectListSchema, { signal });
  return projects;
}

/** The environments a project uses, in their sort order. */
export async function listProjectEnvironments(projectId: string, signal?: AbortSignal) {
  const { environments } = await api(apiPath`/api/admin/environments/project/${projectId}`, environmentListSchema, { signal });
  return environments
    .filter((environment) => environment.projectEnabled !== false && environment.visible !== false && environment.enabled !== false)
    .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
}

/** Checks a token with one cheap call, before it is stored. */
export async function checkToken(token: string, signal?: AbortSignal) {
  await api('/api/admin/projects', z.unknown(), { token, signal });
}
