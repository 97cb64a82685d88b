import { queryOptions } from '@tanstack/react-query';
import { featureTypeDefinitions } from '../../../contract/featureLifecycle';
import { listArchivedFlags, listFeatureTypes, listTagTypes, validateFlagName } from '../../api/featureLifecycle';
import { flagKeys } from '../queries';

export const lifecycleKeys = {
  featureTypes: ['feature-types'] as const,
  tagTypes: ['tag-types'] as const,
  archive: (projectId: string) => [...flagKeys.project(projectId), 'archive'] as const,
  nameCheck: (name: string) => ['flag-name', name] as const,
};

/** Unleash's five types until the service's own arrive (an Unleash admin may have changed their lifetimes). */
const knownTypes = Object.entries(featureTypeDefinitions).map(([id, type]) => ({ id, ...type }));

export const featureTypesOptions = () =>
  queryOptions({
    queryKey: lifecycleKeys.featureTypes,
    queryFn: ({ signal }) => listFeatureTypes(signal),
    placeholderData: knownTypes,
    staleTime: 5 * 60_000,
  });

export const tagTypesOptions = () =>
  queryOptions({
    queryKey: lifecycleKeys.tagTypes,
    queryFn: ({ signal }) => listTagTypes(signal),
    staleTime: 60_000,
  });

/** The project's archive; under the project's flag key, so a change to its flags marks it stale too. */
export const archivedFlagsOptions = (projectId: string) =>
  queryOptions({
    queryKey: lifecycleKeys.archive(projectId),
    meta: { flagsOf: projectId },
    queryFn: ({ signal }) => listArchivedFlags(projectId, signal),
  });

/** Whether a new flag may take the name: resolves when it may, fails with the service's reason. */
export const nameCheckOptions = (name: string) =>
  queryOptions({
    queryKey: lifecycleKeys.nameCheck(name),
    queryFn: async ({ signal }) => {
      await validateFlagName(name, signal);
      return true;
    },
    retry: false,
    staleTime: 0,
    gcTime: 30_000,
  });
