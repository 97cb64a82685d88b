import { unusedAfterDays } from '../../contract/flagUsage';
import type { Feature } from '../../contract';

const day = 24 * 60 * 60 * 1000;

/** The instant before which a last evaluation is too old: `unusedAfterDays` before `now`, as the services write instants (ISO, UTC). */
export const unusedCutoff = (now: number): string => new Date(now - unusedAfterDays * day).toISOString();

/**
 * Whether nothing has evaluated the flag since `cutoff` in any environment, though it is older
 * than that: a reason to call it stale. Compared as ISO strings in UTC, as both services send
 * them, so a filter over 10,000 flags parses no date.
 */
export function isUnused(feature: Feature, cutoff: string): boolean {
  if (!feature.createdAt || feature.createdAt >= cutoff) return false;
  for (const environment of feature.environments ?? []) {
    if (environment.lastSeenAt && environment.lastSeenAt >= cutoff) return false;
  }
  return true;
}

/** The reason in words, as the row and the filter say it. */
export const unusedWords = `no evaluations in ${unusedAfterDays} days`;
