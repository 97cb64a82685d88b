import { queryOptions } from '@tanstack/react-query';
import { listSegments } from '../api/features';

/**
 * Segments are instance-wide, and both the flag details and a change request's diff name the
 * segments a strategy uses: the one query they share lives here, in neither area.
 */
export const segmentKeys = {
  all: ['segments'] as const,
  names: () => [...segmentKeys.all, 'names'] as const,
};

/** Segment names by id, to name the segments a strategy uses. */
export const segmentNamesOptions = () =>
  queryOptions({
    queryKey: segmentKeys.names(),
    queryFn: async ({ signal }) => new Map((await listSegments(signal)).map((segment) => [segment.id, segment.name])),
    staleTime: 60_000,
  });

/** Every segment, to choose among in a strategy. */
export const segmentListOptions = () =>
  queryOptions({
    queryKey: [...segmentKeys.all, 'list'] as const,
    queryFn: ({ signal }) => listSegments(signal),
    staleTime: 60_000,
  });
