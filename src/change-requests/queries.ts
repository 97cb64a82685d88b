import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '../api';
import { getChangeRequest, listOpenChangeRequests, searchChangeRequests } from '../api/changeRequests';
import { listProjects } from '../api/projects';
import type { InboxItem } from './inbox';

export const changeRequestKeys = {
  all: ['change-requests'] as const,
  lists: () => [...changeRequestKeys.all, 'list'] as const,
  open: (projectId: string | undefined) => [...changeRequestKeys.lists(), 'open', projectId ?? '*'] as const,
  mine: (userId: number, projectId: string | undefined) => [...changeRequestKeys.lists(), 'mine', userId, projectId ?? '*'] as const,
  projectOpen: (projectId: string) => [...changeRequestKeys.lists(), 'project-open', projectId] as const,
  detail: (projectId: string, id: number) => [...changeRequestKeys.all, 'detail', projectId, id] as const,
};

/** How often the inbox (and the count in the navigation) looks again, so it updates unreloaded. */
export const inboxRefreshMs = 10_000;

export type InboxData =
  | { available: true; items: InboxItem[]; source: 'search' | 'per-project' }
  /** The service has no change requests (an open-source Unleash answers 404). */
  | { available: false };

const unlessNotFound = async <T,>(call: () => Promise<T>): Promise<T | undefined> => {
  try {
    return await call();
  } catch (error) {
    if (isApiError(error, 'NotFound')) return undefined;
    throw error;
  }
};

/**
 * The open requests the viewer may see: Unleash's search across projects where the service has
 * it, else each project's open listing (`GET …/change-requests/open`) for every project. 404
 * everywhere means the service has no change requests at all, which is a state of the page, not
 * an error.
 */
async function fetchOpen(projectId: string | undefined, signal: AbortSignal): Promise<InboxData> {
  const searched = await unlessNotFound(() => searchChangeRequests({ state: 'open', ...(projectId ? { project: projectId } : {}) }, signal));
  if (searched) return { available: true, items: searched.changeRequests, source: 'search' };
  const projects = projectId ? [projectId] : (await listProjects(signal)).map((project) => project.id);
  const lists = await Promise.all(projects.map((id) => unlessNotFound(() => listOpenChangeRequests(id, signal))));
  if (lists.every((list) => list === undefined)) return { available: false };
  return { available: true, items: lists.flatMap((list) => list ?? []), source: 'per-project' };
}

export const openChangeRequestsOptions = (projectId?: string) =>
  queryOptions({
    queryKey: changeRequestKeys.open(projectId),
    queryFn: ({ signal }) => fetchOpen(projectId, signal),
    // A service without change requests will not grow them while the page is open.
    refetchInterval: (query) => (query.state.data?.available === false ? false : inboxRefreshMs),
  });

/** The viewer's own requests, closed ones included; only the search lists those (else none). */
export const myChangeRequestsOptions = (userId: number, projectId?: string) =>
  queryOptions({
    queryKey: changeRequestKeys.mine(userId, projectId),
    queryFn: async ({ signal }) => {
      const found = await unlessNotFound(() => searchChangeRequests({ createdBy: userId, limit: 100, ...(projectId ? { project: projectId } : {}) }, signal));
      return found?.changeRequests ?? [];
    },
  });

export const changeRequestOptions = (projectId: string, id: number) =>
  queryOptions({
    queryKey: changeRequestKeys.detail(projectId, id),
    queryFn: ({ signal }) => getChangeRequest(projectId, id, signal),
    // A request waiting on its schedule is looked at more often, so it turns Applied on screen.
    refetchInterval: (query) => (query.state.data?.state === 'Scheduled' ? 3_000 : inboxRefreshMs),
  });

/**
 * One project's open requests (`GET …/change-requests/open`, server/README.md's Change requests):
 * those in the environments that require change requests, as the caller may see them. The Flags
 * page reads it to mark switches with a change waiting; a service without change requests (404)
 * has none waiting.
 */
export const projectOpenChangeRequestsOptions = (projectId: string) =>
  queryOptions({
    queryKey: changeRequestKeys.projectOpen(projectId),
    queryFn: async ({ signal }) => (await unlessNotFound(() => listOpenChangeRequests(projectId, signal))) ?? [],
    refetchInterval: inboxRefreshMs,
  });
