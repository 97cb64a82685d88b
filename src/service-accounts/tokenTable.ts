import type { Pat } from '../../contract';

/**
 * Which tokens the table shows and in what order: a search on the description and a sort by
 * column, both read from and written to the URL so a view can be shared and reloaded.
 */
export const tokenSortKeys = ['description', 'created', 'seen', 'expires', 'id'] as const;
export type TokenSortKey = (typeof tokenSortKeys)[number];
export type SortDirection = 'asc' | 'desc';

export interface TokenSort {
  key: TokenSortKey;
  direction: SortDirection;
}

/** Newest first: a service numbers tokens in the order it makes them. */
export const defaultTokenSort: TokenSort = { key: 'id', direction: 'desc' };

const isSortKey = (value: string | null): value is TokenSortKey => tokenSortKeys.some((key) => key === value);

export function readTokenSort(params: URLSearchParams): TokenSort {
  const key = params.get('sort');
  if (!isSortKey(key)) return defaultTokenSort;
  const direction = params.get('order');
  return { key, direction: direction === 'asc' || direction === 'desc' ? direction : firstDirection(key) };
}

/** The default sort leaves the URL clean. */
export function writeTokenSort(params: URLSearchParams, sort: TokenSort): URLSearchParams {
  const next = new URLSearchParams(params);
  if (sort.key === defaultTokenSort.key && sort.direction === defaultTokenSort.direction) {
    next.delete('sort');
    next.delete('order');
  } else {
    next.set('sort', sort.key);
    next.set('order', sort.direction);
  }
  return next;
}

/** Text sorts A to Z first; dates and ids newest first, which is what one looks for. */
function firstDirection(key: TokenSortKey): SortDirection {
  return key === 'description' ? 'asc' : 'desc';
}

/** Clicking the sorted column flips it; clicking another sorts by it in its natural direction. */
export function nextSort(current: TokenSort, key: TokenSortKey): TokenSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: firstDirection(key) };
}

export function matchesSearch(token: Pat, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  return needle === '' || token.description.toLocaleLowerCase().includes(needle);
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const time = (value: string | null | undefined) => (value ? Date.parse(value) : Number.NEGATIVE_INFINITY);

// A token never used sorts as the oldest use: "least recently seen" puts it first.
const ascending: Record<TokenSortKey, (a: Pat, b: Pat) => number> = {
  description: (a, b) => collator.compare(a.description, b.description),
  created: (a, b) => time(a.createdAt) - time(b.createdAt),
  seen: (a, b) => time(a.seenAt) - time(b.seenAt),
  expires: (a, b) => time(a.expiresAt) - time(b.expiresAt),
  id: (a, b) => a.id - b.id,
};

export function visibleTokens(tokens: readonly Pat[], query: string, sort: TokenSort): Pat[] {
  const compare = ascending[sort.key];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return tokens
    .filter((token) => matchesSearch(token, query))
    .sort((a, b) => sign * compare(a, b) || b.id - a.id);
}
