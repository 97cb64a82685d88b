import { queryOptions } from '@tanstack/react-query';
import { applicationDetails, listApplications } from '../api/metrics';

export const applicationKeys = {
  all: ['applications'] as const,
  list: () => [...applicationKeys.all, 'list'] as const,
  details: (appName: string) => [...applicationKeys.all, 'details', appName] as const,
};

/** SDKs report every minute or so: an open page reads again as often. */
const refreshMs = 60_000;

export const applicationListOptions = () =>
  queryOptions({
    queryKey: applicationKeys.list(),
    queryFn: ({ signal }) => listApplications(signal),
    refetchInterval: refreshMs,
  });

export const applicationDetailsOptions = (appName: string) =>
  queryOptions({
    queryKey: applicationKeys.details(appName),
    queryFn: ({ signal }) => applicationDetails(appName, signal),
    refetchInterval: refreshMs,
  });
