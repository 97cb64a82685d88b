import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '../api';
import { projectExposures } from '../api/flagUsage';
import { featureMetrics } from '../api/metrics';
import { uiConfig } from '../api/uiConfig';
import { keepsDays } from './keepsDays';

export const exposureKeys = {
  all: ['exposures'] as const,
  flag: (featureName: string, hoursBack: number) => [...exposureKeys.all, featureName, hoursBack] as const,
  keepsDays: (projectId: string) => [...exposureKeys.all, 'keeps-days', projectId] as const,
};

/** The periods a flag's exposures are charted over, as the address names them. */
export const periods = {
  '48h': { hoursBack: 48, title: 'Last 48 hours', unit: 'hour' },
  '30d': { hoursBack: 30 * 24, title: 'Last 30 days', unit: 'day' },
} as const;
export type Period = keyof typeof periods;

export const readPeriod = (search: URLSearchParams): Period => (search.get('period') === '30d' ? '30d' : '48h');

/** How often an open chart reads again: SDKs report every minute or so. */
const refreshMs = 60_000;

export const flagExposuresOptions = (featureName: string, period: Period) =>
  queryOptions({
    queryKey: exposureKeys.flag(featureName, periods[period].hoursBack),
    queryFn: ({ signal }) => featureMetrics(featureName, periods[period].hoursBack, signal),
    refetchInterval: refreshMs,
    staleTime: 30_000,
  });

/**
 * Whether the service keeps exposures by the day: the embedded service does, and answers
 * Flagdeck's own count per project (Unleash has none: 404); of an Unleash, its ui-config says
 * (keepsDays.ts). Asked once, as a service does not change its edition under a page.
 */
export const keepsDaysOptions = (projectId: string) =>
  queryOptions({
    queryKey: exposureKeys.keepsDays(projectId),
    queryFn: async ({ signal }) => {
      try {
        await projectExposures(projectId, 1, signal);
        return true;
      } catch (error) {
        if (!isApiError(error, 'NotFound')) throw error;
      }
      try {
        return keepsDays(await uiConfig(signal));
      } catch (error) {
        if (isApiError(error, 'NotFound')) return false;
        throw error;
      }
    },
    staleTime: Infinity,
  });
