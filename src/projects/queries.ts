import { queryOptions } from '@tanstack/react-query';
import { listProjectEnvironments, listProjects } from '../api/projects';

export const projectKeys = {
  all: ['projects'] as const,
  list: () => [...projectKeys.all, 'list'] as const,
  archived: () => [...projectKeys.all, 'archived'] as const,
  /** Every environment of the instance, in their order. */
  instanceEnvironments: () => [...projectKeys.all, 'instance-environments'] as const,
  environments: (projectId: string) => [...projectKeys.all, projectId, 'environments'] as const,
  /** Every environment, with whether the project uses it and its change request settings. */
  settings: (projectId: string) => [...projectKeys.all, projectId, 'settings'] as const,
};

export const projectListOptions = () =>
  queryOptions({
    queryKey: projectKeys.list(),
    queryFn: ({ signal }) => listProjects(signal),
    staleTime: 60_000,
  });

export const projectEnvironmentsOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectKeys.environments(projectId),
    queryFn: ({ signal }) => listProjectEnvironments(projectId, signal),
    staleTime: 60_000,
  });
