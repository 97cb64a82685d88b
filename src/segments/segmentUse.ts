import type { UseQueryResult } from '@tanstack/react-query';
import type { SegmentStrategies, SegmentStrategy } from '../../contract/segments';

export type SegmentUse =
  | { state: 'loading' }
  | { state: 'unknown' }
  | { state: 'known'; flags: Pick<SegmentStrategy, 'projectId' | 'featureName'>[] };

/** The flags whose strategies name a segment, each once, in the order the service lists them. */
export function usedBy(query: UseQueryResult<SegmentStrategies> | undefined): SegmentUse {
  if (!query || query.isPending) return { state: 'loading' };
  if (query.isError) return { state: 'unknown' };
  const seen = new Set<string>();
  const flags = query.data.strategies.filter((strategy) => {
    const key = `${strategy.projectId}/${strategy.featureName}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  }).map(({ projectId, featureName }) => ({ projectId, featureName }));
  return { state: 'known', flags };
}
