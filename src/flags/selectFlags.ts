import type { Feature } from '../api/contract';
import { editedPlaces } from './featureCache';
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

/**
 * The flags of `next` that are new objects at their place in `previous` (a switch toggled, a list
 * read again: the cache keeps the identity of every flag that did not change), as pairs; undefined
 * when the lists differ in length, so that no place can be compared.
 */
function changedFlags(previous: readonly Feature[], next: readonly Feature[]): [before: Feature, after: Feature][] | undefined {
  if (previous.length !== next.length) return undefined;
  const changed: [Feature, Feature][] = [];
  const compare = (i: number) => {
    if (previous[i] !== next[i]) changed.push([previous[i]!, next[i]!]);
  };
  // A few toggles since `previous` name their places; a list read again has to be compared whole.
  const places = editedPlaces(previous, next);
  if (places) new Set(places).forEach(compare);
  else for (let i = 0; i < next.length; i++) compare(i);
  return changed;
}

/** A sort's answer, with where each flag stands in it (built when first needed). */
interface SortedFlags {
  features: readonly Feature[];
  sorted: Feature[];
  position?: Map<string, number>;
}

/**
 * The previous sort's order for a list that differs from the one it sorted only in fields the
 * sort does not read: same length, same flag at each place with the same name, creation date and
 * type. Changed flags take their place in the order; the answer is what sorting `next` would give.
 * Undefined when anything the sort reads has changed.
 */
export function reuseSortedOrder(previous: SortedFlags, next: readonly Feature[]): Feature[] | undefined {
  const changed = changedFlags(previous.features, next);
  if (!changed || changed.some(([before, after]) => after.name !== before.name || after.createdAt !== before.createdAt || after.type !== before.type)) {
    return undefined;
  }
  if (changed.length === 0) return previous.sorted;
  previous.position ??= new Map(previous.sorted.map((feature, index) => [feature.name, index]));
  const sorted = previous.sorted.slice();
  for (const [, after] of changed) sorted[previous.position.get(after.name)!] = after;
  return sorted;
}

// The last sort, to reuse when the next list differs only in what the sort does not read: sorting
// 10,000 flags with the collator takes tens of milliseconds, and a toggle must show in one frame.
let lastSort: (SortedFlags & Pick<FlagQuery, 'sort' | 'direction'>) | undefined;

/** The flags in the query's order; a new array (or the last one, for the same flags), the given one is left as it is. */
export function sortFlags(features: readonly Feature[], { sort, direction }: Pick<FlagQuery, 'sort' | 'direction'>): Feature[] {
  const reused = lastSort?.sort === sort && lastSort.direction === direction ? reuseSortedOrder(lastSort, features) : undefined;
  const sorted = reused ?? [...features].sort(compareFlags(sort, direction));
  // Positions stay true in a reused order: only flags at the same place were replaced.
  lastSort = { features, sort, direction, sorted, position: reused ? lastSort?.position : undefined };
  return sorted;
}

/**
 * The rows to show: the flags matching the query, in the query's order. The page sorts once per
 * order and filters the sorted list on each keystroke (filtering keeps the order).
 */
export function selectFlags(features: readonly Feature[], query: FlagQuery, { sorted = false } = {}): Feature[] {
  const ordered = sorted ? features : sortFlags(features, query);
  return ordered.filter((feature) => matchesFlagQuery(feature, query));
}

export interface FilterChoices {
  types: string[];
  tags: string[];
}

const sameTags = (a: Feature, b: Feature) =>
  a.tags === b.tags || (a.tags ?? []).map(tagKey).join('\u0000') === (b.tags ?? []).map(tagKey).join('\u0000');

// As with the sort: a toggle changes no type and no tag, and must not cost a pass over every flag's tags.
let lastChoices: { features: readonly Feature[]; choices: FilterChoices } | undefined;

/** The choices the filters offer: what the project's flags actually use. */
export function filterChoices(features: readonly Feature[]): FilterChoices {
  const changed = lastChoices && changedFlags(lastChoices.features, features);
  if (lastChoices && changed?.every(([before, after]) => before.type === after.type && sameTags(before, after))) {
    lastChoices = { features, choices: lastChoices.choices };
    return lastChoices.choices;
  }
  const types = new Set<string>();
  const tags = new Set<string>();
  for (const feature of features) {
    if (feature.type) types.add(feature.type);
    for (const tag of feature.tags ?? []) tags.add(tagKey(tag));
  }
  lastChoices = { features, choices: { types: [...types].sort(collator.compare), tags: [...tags].sort(collator.compare) } };
  return lastChoices.choices;
}
