import { queryOptions } from '@tanstack/react-query';
import { getCurrentUser } from '../api/changeRequests';
import { viewerOf } from './viewer';

export const viewerKeys = {
  all: ['viewer'] as const,
};

/** Who is signed in and what they may do: the change request pages and the Flags page's switches ask. */
export const viewerOptions = () =>
  queryOptions({
    queryKey: viewerKeys.all,
    queryFn: async ({ signal }) => viewerOf(await getCurrentUser(signal)),
    staleTime: 5 * 60_000,
  });
