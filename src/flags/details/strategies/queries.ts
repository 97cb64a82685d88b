import { queryOptions } from '@tanstack/react-query';
import { listStrategyDefinitions } from '../../../api/strategyDefinitions';

/** The strategy types the editor offers; defined and deprecated by admins, so read afresh each minute. */
export const strategyTypeKeys = {
  all: ['strategy-types'] as const,
};

export const strategyTypesOptions = () =>
  queryOptions({
    queryKey: strategyTypeKeys.all,
    queryFn: ({ signal }) => listStrategyDefinitions(signal),
    staleTime: 60_000,
  });
