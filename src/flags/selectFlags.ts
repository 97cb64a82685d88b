import type { Feature } from '../api/contract';
import type { FlagQuery, SortDirection, SortKey } from './flagQuery';

/** Filtering and sorting of a project's flags, in memory: fast enough for 10,000 rows per keystroke. */

export const tagKey = (tag: { type: string; value: string }) => `${tag.type}:${tag.value}`;

function isEnabledIn(feature: Feature, environment: string): boolean | undefined {
  return feature.environments?.find((entry) => entry.name === environment)?.enabled;
}

export function matchesFlagQuery(feature: Feature, query: FlagQuery): boolean {
  const search = query.search.trim().toLowerCase();
  if (search) {
    const inName = feature.name.toLowerCase().includes(search);
    if (!inName && !(feature.description ?? '').toLowerCase().includes(search)) return false;
  }
  if (query.type !== null && feature.type !== query.type) return false;
  if (query.tag !== null && !(feature.tags ?? []).some((tag) => tagKey(tag) === query.tag)) return false;
  if (query.stage !== null && feature.lifecycle?.stage !== query.stage) return false;
  if (query.stale !== null && (feature.stale ?? false) !== query.stale) return false;
  if (query.enabledIn !== null && isEnabledIn(feature, query.enabledIn) !== true) return false;
  if (query.disabledIn !== null && isEnabledIn(feature, query.disabledIn) !== false) return false;
  return true;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

const compareBy: Record<SortKey, (a: Feature, b: Feature) => number> = {
  name: (a, b) => collator.compare(a.name, b.name),
  // Flags without a creation date sort as the oldest.
  created: (a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''),
  type: (a, b) => collator.compare(a.type ?? '', b.type ?? ''),
};

export function compareFlags(sort: SortKey, direction: SortDirection) {
  const compare = compareBy[sort];
  const sign = direction === 'asc' ? 1 : -1;
  // Ties (same type, same date) fall back to the name, so the order never jumps between renders.
  return (a: Feature, b: Feature) => sign * compare(a, b) || collator.compare(a.name, b.name);
}

/** The flags in the query's order; a new array, the given one is left as it is. */
export function sortFlags(features: readonly Feature[], { sort, direction }: Pick<FlagQuery, 'sort' | 'direction'>): Feature[] {
  return [...features].sort(compareFlags(sort, direction));
}

/**
 * The rows to show: the flags matching the query, in the query's order. The page sorts once per
 * order and filters the sorted list on each keystroke (filtering keeps the order).
 */
export function selectFlags(features: readonly Feature[], query: FlagQuery, { sorted = false } = {}): Feature[] {
  const ordered = sorted ? features : sortFlags(features, query);
  return ordered.filter((feature) => matchesFlagQuery(feature, query));
}

/** The choices the filters offer: what the project's flags actually use. */
export function filterChoices(features: readonly Feature[]): { types: string[]; tags: string[] } {
  const types = new Set<string>();
  const tags = new Set<string>();
  for (const feature of features) {
    if (feature.type) types.add(feature.type);
    for (const tag of feature.tags ?? []) tags.add(tagKey(tag));
  }
  return { types: [...types].sort(collator.compare), tags: [...tags].sort(collator.compare) };
}
