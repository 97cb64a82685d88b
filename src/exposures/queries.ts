import { queryOptions } from '@tanstack/react-query';
import { featureMetrics } from '../api/metrics';

export const exposureKeys = {
  all: ['exposures'] as const,
  flag: (featureName: string, hoursBack: number) => [...exposureKeys.all, featureName, hoursBack] as const,
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
