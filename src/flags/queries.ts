import { queryOptions } from '@tanstack/react-query';
import { isApiError, type Answer } from '../api';
import { servesEnvironmentChanges } from '../api/bulk';
import { dependenciesExist, exportProjectEnvironment, getChangeRequestConfig, getFeature } from '../api/features';
import { projectExposures } from '../api/flagUsage';
import type { Exposures } from './selectFlags';
import { readFlagsAsList, shareFlagList, type FlagList } from './flagList';
import { readFlagList, type SearchRefusal } from './readFlagList';

export const flagKeys = {
  all: ['flags'] as const,
  project: (projectId: string) => [...flagKeys.all, projectId] as const,
  list: (projectId: string) => [...flagKeys.project(projectId), 'list'] as const,
  detail: (projectId: string, featureName: string) => [...flagKeys.project(projectId), 'detail', featureName] as const,
  exposures: (projectId: string) => [...flagKeys.project(projectId), 'exposures'] as const,
  dependenciesExist: (projectId: string) => [...flagKeys.project(projectId), 'dependencies-exist'] as const,
  changeRequestConfig: (projectId: string) => [...flagKeys.project(projectId), 'change-request-config'] as const,
  configuration: (projectId: string, environment: string) => [...flagKeys.project(projectId), 'configuration', environment] as const,
  /** Whether Unleash's feature search refused the list's last read of the stages (outside the project's keys: reading the flags again sets it). */
  searchRefusal: (projectId: string) => [...flagKeys.all, 'search-refusal', projectId] as const,
  /** What the service is, not a project's: whether it makes an environment's changes in one call. */
  environmentChangesCall: () => [...flagKeys.all, 'environment-changes-call'] as const,
  /** Mutations, not a query: pending toggles are read back through this key. */
  toggle: (projectId: string) => [...flagKeys.project(projectId), 'toggle'] as const,
};

/**
 * A project's flags, as the Flags page shows them and as the page's toggles edit them (a FlagList:
 * the flags and the places edited since they were read). Other pages share this entry, so they
 * see what a toggle changed; they read the flags with `select: (list) => list.features`.
 */
export const flagListOptions = (projectId: string, sent?: Promise<Answer>) =>
  queryOptions({
    queryKey: flagKeys.list(projectId),
    meta: { flagsOf: projectId },
    queryFn: async ({ client, signal }): Promise<FlagList> => readFlagsAsList(await readFlagList(client, projectId, signal, {
      previous: client.getQueryData(flagListOptions(projectId).queryKey)?.features,
      onSearchRefusal: (refusal) => client.setQueryData(searchRefusalOptions(projectId).queryKey, refusal),
      sent,
    })),
    structuralSharing: shareFlagList,
  });

/**
 * Whether the search refused the stages at the list's last read: set by that read, never fetched
 * (the null it starts from is "not refused").
 */
export const searchRefusalOptions = (projectId: string) =>
  queryOptions({
    queryKey: flagKeys.searchRefusal(projectId),
    queryFn: (): SearchRefusal | null => null,
    staleTime: Infinity,
  });

export const flagOptions = (projectId: string, featureName: string) =>
  queryOptions({
    queryKey: flagKeys.detail(projectId, featureName),
    meta: { flagsOf: projectId },
    queryFn: ({ signal }) => getFeature(projectId, featureName, signal),
  });

export const dependenciesExistOptions = (projectId: string) =>
  queryOptions({
    queryKey: flagKeys.dependenciesExist(projectId),
    meta: { flagsOf: projectId },
    queryFn: ({ signal }) => dependenciesExist(projectId, signal),
    staleTime: 60_000,
  });

/**
 * The environments that require change requests, each with the approvals a request there needs
 * (Unleash leaves the count out where it is the minimum, 1).
 */
export type ChangeRequestEnvironments = ReadonlyMap<string, number>;

/**
 * The project's change request environments. A service without change requests (404) or a caller
 * who may not read the settings (403) yields none: the switch then tries the change, and a 403
 * naming SKIP_CHANGE_REQUEST still leads to the change request.
 */
export const changeRequestEnvironmentsOptions = (projectId: string) =>
  queryOptions({
    queryKey: flagKeys.changeRequestConfig(projectId),
    meta: { setupOf: projectId },
    queryFn: async ({ signal }): Promise<ChangeRequestEnvironments> => {
      try {
        const config = await getChangeRequestConfig(projectId, signal);
        return new Map(config.filter((entry) => entry.changeRequestEnabled).map((entry) => [entry.environment, entry.requiredApprovals ?? 1]));
      } catch (error) {
        if (isApiError(error, 'NotFound') || isApiError(error, 'NoAccess')) return new Map();
        throw error;
      }
    },
    staleTime: 60_000,
  });

/** The hours the Flags page counts each flag's exposures over. */
export const exposureHours = 24;

/**
 * Each flag's evaluations over the last day, for the Flags page's column: Flagdeck's own read. A
 * service without it (Unleash, 404) gives none, and the page shows no column.
 */
export const projectExposuresOptions = (projectId: string) =>
  queryOptions({
    queryKey: flagKeys.exposures(projectId),
    queryFn: async ({ signal }): Promise<Exposures | null> => {
      try {
        const { features } = await projectExposures(projectId, exposureHours, signal);
        return new Map(features.map((feature) => [feature.name, feature.yes + feature.no]));
      } catch (error) {
        if (isApiError(error, 'NotFound')) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });

/**
 * Whether the service makes an environment's changes in one call (Flagdeck's embedded service),
 * or a promotion is made change by change (Unleash). Asked once: a service does not change what it is.
 */
export const environmentChangesCallOptions = () =>
  queryOptions({
    queryKey: flagKeys.environmentChangesCall(),
    queryFn: ({ signal }) => servesEnvironmentChanges(signal),
    staleTime: Infinity,
  });

/**
 * Every flag of a project in one environment, strategies and variants with it, read at once (the
 * project's list has neither on Unleash): what a comparison of the whole project reads.
 */
export const projectConfigurationOptions = (projectId: string, environment: string) =>
  queryOptions({
    queryKey: flagKeys.configuration(projectId, environment),
    queryFn: ({ signal }) => exportProjectEnvironment(projectId, environment, signal),
  });
