import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { isApiError } from '../api';
import { listEnvironments, listEventCreators, searchEvents } from '../api/events';
import { getFeature } from '../api/features';
import { pageSize, searchParamsOf, type HistoryFilter } from './historyFilter';

export const historyKeys = {
  all: ['history'] as const,
  pages: () => [...historyKeys.all, 'page'] as const,
  page: (filter: HistoryFilter, page: number) => [...historyKeys.pages(), filter, page] as const,
  creators: () => [...historyKeys.all, 'creators'] as const,
  environments: () => [...historyKeys.all, 'environments'] as const,
};

/** How often an open History page looks again, so changes made elsewhere appear unreloaded. */
export const historyRefreshMs = 15_000;

/** One page of the filtered events, newest first; the page before stays on screen while the next arrives. */
export const eventPageOptions = (filter: HistoryFilter, page: number) =>
  queryOptions({
    queryKey: historyKeys.page(filter, page),
    queryFn: ({ signal }) => searchEvents(searchParamsOf(filter, (page - 1) * pageSize, pageSize), signal),
    placeholderData: keepPreviousData,
    refetchInterval: historyRefreshMs,
  });

export type EventCreatorsData = { available: true; people: { id: number; name: string }[] } | { available: false };

/**
 * Who has made events, for the Person filter. A service without the list (404) is a state of the
 * filter, not an error of the page.
 */
export const eventCreatorsOptions = () =>
  queryOptions({
    queryKey: historyKeys.creators(),
    queryFn: async ({ signal }): Promise<EventCreatorsData> => {
      try {
        const people = await listEventCreators(signal);
        return { available: true, people: [...people].sort((a, b) => a.name.localeCompare(b.name)) };
      } catch (error) {
        if (isApiError(error, 'NotFound')) return { available: false };
        throw error;
      }
    },
    staleTime: 60_000,
  });

export const environmentsOptions = () =>
  queryOptions({
    queryKey: historyKeys.environments(),
    queryFn: ({ signal }) => listEnvironments(signal),
    staleTime: 60_000,
  });

/** A flag as it is now, for a revert to compare with; a flag gone (404) is undefined, not an error. */
export const flagNowOptions = (projectId: string, featureName: string) =>
  queryOptions({
    queryKey: [...historyKeys.all, 'flag-now', projectId, featureName] as const,
    queryFn: async ({ signal }) => {
      try {
        return await getFeature(projectId, featureName, signal);
      } catch (error) {
        if (isApiError(error, 'NotFound')) return undefined;
        throw error;
      }
    },
    staleTime: 0,
  });
