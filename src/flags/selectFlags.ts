import type { Feature } from '../../contract';
import type { FlagQuery, SortDirection, SortKey } from './flagQuery';
import { isUnused, unusedCutoff } from './unusedFlags';

/** Each flag's evaluations over the last day, by name (a flag not in it had none). */
export type Exposures = ReadonlyMap<string, number>;

/** Filtering and sorting of a project's flags, in memory: fast enough for 10,000 rows per keystroke. */

export const tagKey = (tag: { type: string; value: string }) => `${tag.type}:${tag.value}`;

function isEnabledIn(feature: Feature, environment: string): boolean | undefined {
  return feature.environments?.find((entry) => entry.name === environment)?.enabled;
}

function matchesStale(feature: Feature, stale: NonNullable<FlagQuery['stale']>, cutoff: string): boolean {
  const marked = feature.stale ?? false;
  switch (stale) {
    case 'marked':
      return marked;
    case 'unused':
      return isUnused(feature, cutoff);
    case 'any':
      return marked || isUnused(feature, cutoff);
    case 'fresh':
      return !marked && !isUnused(feature, cutoff);
  }
}

/** `cutoff`: when a flag last evaluated before it is unused (unusedCutoff). */
export function matchesFlagQuery(feature: Feature, query: FlagQuery, cutoff = unusedCutoff(Date.now())): boolean {
  const search = query.search.trim().toLowerCase();
  if (search) {
    const inName = feature.name.toLowerCase().includes(search);
    if (!inName && !(feature.description ?? '').toLowerCase().includes(search)) return false;
  }
  if (query.type !== null && feature.type !== query.type) return false;
  if (query.tag !== null && !(feature.tags ?? []).some((tag) => tagKey(tag) === query.tag)) return false;
  if (query.stage !== null && feature.lifecycle?.stage !== query.stage) return false;
  if (query.stale !== null && !matchesStale(feature, query.stale, cutoff)) return false;
  if (query.enabledIn !== null && isEnabledIn(feature, query.enabledIn) !== true) return false;
  if (query.disabledIn !== null && isEnabledIn(feature, query.disabledIn) !== false) return false;
  return true;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

const noExposures: Exposures = new Map();

const compareBy: Record<SortKey, (a: Feature, b: Feature, exposures: Exposures) => number> = {
  name: (a, b) => collator.compare(a.name, b.name),
  exposures: (a, b, exposures) => (exposures.get(a.name) ?? 0) - (exposures.get(b.name) ?? 0),
  // Flags without a creation date sort as the oldest.
  created: (a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''),
  type: (a, b) => collator.compare(a.type ?? '', b.type ?? ''),
};

export function compareFlags(sort: SortKey, direction: SortDirection, exposures: Exposures = noExposures) {
  const compare = compareBy[sort];
  const sign = direction === 'asc' ? 1 : -1;
  // Ties (same type, same date) fall back to the name, so the order never jumps between renders.
  return (a: Feature, b: Feature) => sign * compare(a, b, exposures) || collator.compare(a.name, b.name);
}

/** A sort's answer, with where each flag stands in it (built when first needed). */
export interface SortedFlags {
  sorted: readonly Feature[];
  position?: Map<string, number>;
}

export type SortOrder = Pick<FlagQuery, 'sort' | 'direction'>;

/** The flags in the query's order, sorted afresh: a new array, the given one is left as it is. */
export const sortFlags = (features: readonly Feature[], { sort, direction }: SortOrder, exposures?: Exposures): Feature[] =>
  [...features].sort(compareFlags(sort, direction, exposures));

/**
 * The previous sort's order for a list whose `changed` flags (pairs of the flag before and after,
 * each at the same place) differ only in fields the sort does not read: the same name, creation
 * date and type. Changed flags take their place in the order; the answer is what sorting the new
 * list would give. Undefined when anything the sort reads has changed.
 */
export function reuseSortedOrder(previous: SortedFlags, changed: readonly [before: Feature, after: Feature][]): readonly Feature[] | undefined {
  if (changed.some(([before, after]) => after.name !== before.name || after.createdAt !== before.createdAt || after.type !== before.type)) {
    return undefined;
  }
  if (changed.length === 0) return previous.sorted;
  previous.position ??= new Map(previous.sorted.map((feature, index) => [feature.name, index]));
  const sorted = previous.sorted.slice();
  for (const [, after] of changed) sorted[previous.position.get(after.name)!] = after;
  return sorted;
}

/** The flags matching the query, in the order given (filtering keeps it): the page sorts once per order and filters on each keystroke. */
export const filterFlags = (sorted: readonly Feature[], query: FlagQuery, now = Date.now()): Feature[] => {
  const cutoff = unusedCutoff(now);
  return sorted.filter((feature) => matchesFlagQuery(feature, query, cutoff));
};

/** The rows to show: the flags matching the query, in the query's order. */
export const selectFlags = (features: readonly Feature[], query: FlagQuery, now = Date.now()): Feature[] => filterFlags(sortFlags(features, query), query, now);

export interface FilterChoices {
  types: string[];
  tags: string[];
}

/** Whether a flag's change leaves the filter choices as they were: a toggle changes no type and no tag. */
export const sameChoicesOf = (before: Feature, after: Feature) =>
  before.type === after.type &&
  (before.tags === after.tags || (before.tags ?? []).map(tagKey).join('\u0000') === (after.tags ?? []).map(tagKey).join('\u0000'));

/** The choices the filters offer: what the project's flags actually use. */
export function filterChoices(features: readonly Feature[]): FilterChoices {
  const types = new Set<string>();
  const tags = new Set<string>();
  for (const feature of features) {
    if (feature.type) types.add(feature.type);
    for (const tag of feature.tags ?? []) tags.add(tagKey(tag));
  }
  return { types: [...types].sort(collator.compare), tags: [...tags].sort(collator.compare) };
}
