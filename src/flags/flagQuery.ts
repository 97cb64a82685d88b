import { lifecycleStages, type LifecycleStage } from '../../contract';

/**
 * What the flags page shows, as it lives in the URL so a view can be shared and survives a
 * reload: `?q=checkout&type=release&tag=team:payments&stage=live&stale=unused&enabled=production&sort=-created`.
 */
export const sortKeys = ['name', 'created', 'type', 'exposures'] as const;
export type SortKey = (typeof sortKeys)[number];
export type SortDirection = 'asc' | 'desc';

/**
 * Which flags the stale filter keeps: stale for any reason, marked stale by someone, evaluated by
 * nothing for `unusedAfterDays` (unusedFlags.ts), or stale for no reason. `stale=yes` and
 * `stale=no` are the first and the last.
 */
export const staleFilters = { any: 'yes', marked: 'marked', unused: 'unused', fresh: 'no' } as const;
export type StaleFilter = keyof typeof staleFilters;

export interface FlagQuery {
  search: string;
  type: string | null;
  /** "type:value", as a tag is written in Unleash. */
  tag: string | null;
  stage: LifecycleStage | null;
  stale: StaleFilter | null;
  /** Only flags switched on in this environment. */
  enabledIn: string | null;
  /** Only flags switched off in this environment. */
  disabledIn: string | null;
  sort: SortKey;
  direction: SortDirection;
}

export const defaultFlagQuery: FlagQuery = {
  search: '', type: null, tag: null, stage: null, stale: null, enabledIn: null, disabledIn: null, sort: 'name', direction: 'asc',
};

const isSortKey = (value: string): value is SortKey => (sortKeys as readonly string[]).includes(value);
const isStage = (value: string): value is LifecycleStage => (lifecycleStages as readonly string[]).includes(value);
const nonEmpty = (value: string | null) => (value && value.trim() !== '' ? value : null);

/** Reads the query from the URL; values it does not understand are ignored, never an error. */
export function parseFlagQuery(params: URLSearchParams): FlagQuery {
  const stage = params.get('stage');
  const stale = params.get('stale');
  const rawSort = params.get('sort') ?? '';
  const descending = rawSort.startsWith('-');
  const sort = descending ? rawSort.slice(1) : rawSort;
  return {
    search: params.get('q') ?? '',
    type: nonEmpty(params.get('type')),
    tag: nonEmpty(params.get('tag')),
    stage: stage && isStage(stage) ? stage : null,
    stale: (Object.keys(staleFilters) as StaleFilter[]).find((filter) => staleFilters[filter] === stale) ?? null,
    enabledIn: nonEmpty(params.get('enabled')),
    disabledIn: nonEmpty(params.get('disabled')),
    sort: isSortKey(sort) ? sort : 'name',
    direction: isSortKey(sort) && descending ? 'desc' : 'asc',
  };
}

/**
 * Writes the query back, keeping any parameter it does not own; defaults are left out so the
 * plain page has a plain address.
 */
export function writeFlagQuery(query: FlagQuery, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (name: string, value: string | null) => (value === null || value === '' ? params.delete(name) : params.set(name, value));
  set('q', query.search);
  set('type', query.type);
  set('tag', query.tag);
  set('stage', query.stage);
  set('stale', query.stale === null ? null : staleFilters[query.stale]);
  set('enabled', query.enabledIn);
  set('disabled', query.disabledIn);
  const sort = query.direction === 'desc' ? `-${query.sort}` : query.sort;
  set('sort', sort === 'name' ? null : sort);
  return params;
}

/** Whether anything narrows the list (sorting does not). */
export function isFiltered(query: FlagQuery): boolean {
  return (
    query.search.trim() !== '' || query.type !== null || query.tag !== null || query.stage !== null ||
    query.stale !== null || query.enabledIn !== null || query.disabledIn !== null
  );
}

/** The same view without its filters; the sort is kept, it is a preference rather than a filter. */
export function withoutFilters(query: FlagQuery): FlagQuery {
  return { ...defaultFlagQuery, sort: query.sort, direction: query.direction };
}
