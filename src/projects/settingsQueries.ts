import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api';
import { getChangeRequestConfig } from '../api/features';
import { listArchivedProjects, listEnvironments, listEnvironmentsForProject } from '../api/projectSettings';
import { invalidateSetupOf } from '../lib/queryClient';
import { projectKeys } from './queries';

/* What the settings pages read, apart from queries.ts, which the header's switcher loads with the first page. */

export const archivedProjectsOptions = () =>
  queryOptions({ queryKey: projectKeys.archived(), queryFn: ({ signal }) => listArchivedProjects(signal) });

export const instanceEnvironmentsOptions = () =>
  queryOptions({ queryKey: projectKeys.instanceEnvironments(), queryFn: ({ signal }) => listEnvironments(signal) });

export interface ProjectEnvironmentSetting {
  name: string;
  type: string;
  enabled: boolean;
  used: boolean;
  /** Undefined where the service has no change requests (Unleash open source answers 404). */
  changeRequests: { enabled: boolean; requiredApprovals: number } | undefined;
}

/** Every environment, whether the project uses it, and whether changes there need a change request. */
export const projectSettingsOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectKeys.settings(projectId),
    queryFn: async ({ signal }): Promise<{ environments: ProjectEnvironmentSetting[]; changeRequestsAvailable: boolean }> => {
      const [environments, config] = await Promise.all([
        listEnvironmentsForProject(projectId, signal),
        getChangeRequestConfig(projectId, signal).catch((error: unknown) => {
          if (isApiError(error, 'NotFound')) return undefined;
          throw error;
        }),
      ]);
      const byName = new Map((config ?? []).map((entry) => [entry.environment, entry]));
      return {
        changeRequestsAvailable: config !== undefined,
        environments: environments.map((environment) => {
          const entry = byName.get(environment.name);
          return {
            name: environment.name, type: environment.type, enabled: environment.enabled !== false, used: environment.used,
            changeRequests: entry && { enabled: entry.changeRequestEnabled, requiredApprovals: entry.requiredApprovals ?? 1 },
          };
        }),
      };
    },
  });

/**
 * After a project or environment changes: the switcher, every project's environments and the
 * Flags page's columns and change request settings read them anew.
 */
export async function invalidateProjects(queryClient: QueryClient, projectId?: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: projectKeys.all }),
    ...(projectId === undefined ? [] : [invalidateSetupOf(queryClient, projectId)]),
  ]);
}
