import type { Pat } from '../../contract';
import { nextSort, readSort, sortRows, writeSort, type SortColumns, type TableSort } from './tableSort';

/**
 * Which tokens the table shows and in what order: a search on the description and a sort by
 * column, both read from and written to the URL so a view can be shared and reloaded.
 */
export const tokenSortKeys = ['description', 'created', 'seen', 'expires', 'id'] as const;
export type TokenSortKey = (typeof tokenSortKeys)[number];
export type TokenSort = TableSort<TokenSortKey>;

/** Newest first: ids grow with creation. */
export const defaultTokenSort: TokenSort = { key: 'id', direction: 'desc' };

/**
 * Descriptions A to Z and expiry soonest first (what needs rotating); creation, last use and ids
 * newest first, which is what one looks for.
 */
export const tokenColumns: SortColumns<TokenSortKey> = {
  keys: tokenSortKeys,
  initial: defaultTokenSort,
  firstDirection: (key) => (key === 'description' || key === 'expires' ? 'asc' : 'desc'),
};

export const readTokenSort = (params: URLSearchParams) => readSort(params, tokenColumns);
export const writeTokenSort = (params: URLSearchParams, sort: TokenSort) => writeSort(params, sort, tokenColumns);
export const nextTokenSort = (current: TokenSort, key: TokenSortKey) => nextSort(current, key, tokenColumns);

export function matchesSearch(token: Pat, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  return needle === '' || token.description.toLocaleLowerCase().includes(needle);
}

export const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const time = (value: string | null | undefined) => (value ? Date.parse(value) : Number.NEGATIVE_INFINITY);

// A token never used sorts as the oldest use: "least recently seen" puts it first.
export const ascendingTokens: Record<TokenSortKey, (a: Pat, b: Pat) => number> = {
  description: (a, b) => collator.compare(a.description, b.description),
  created: (a, b) => time(a.createdAt) - time(b.createdAt),
  seen: (a, b) => time(a.seenAt) - time(b.seenAt),
  expires: (a, b) => time(a.expiresAt) - time(b.expiresAt),
  id: (a, b) => a.id - b.id,
};

/** Where the column ranks tokens alike, the newest first. */
export const newestTokenFirst = (a: Pat, b: Pat) => b.id - a.id;

export function visibleTokens(tokens: readonly Pat[], query: string, sort: TokenSort): Pat[] {
  const found = tokens.filter((token) => matchesSearch(token, query));
  return sortRows(found, ascendingTokens[sort.key], sort.direction, newestTokenFirst);
}
