/**
 * A table's sort: one column, one way, read from and written to the URL (`sort`, `order`) so a
 * view can be shared and reloaded. Each table names its columns and the way each sorts first.
 */
export type SortDirection = 'asc' | 'desc';

export interface TableSort<K extends string> {
  key: K;
  direction: SortDirection;
}

export interface SortColumns<K extends string> {
  keys: readonly K[];
  /** The sort without a `sort` in the URL. */
  initial: TableSort<K>;
  /** The way a column sorts when first chosen: the order one looks for in it. */
  firstDirection: (key: K) => SortDirection;
}

export function readSort<K extends string>(params: URLSearchParams, columns: SortColumns<K>): TableSort<K> {
  const key = columns.keys.find((candidate) => candidate === params.get('sort'));
  if (key === undefined) return columns.initial;
  const direction = params.get('order');
  return { key, direction: direction === 'asc' || direction === 'desc' ? direction : columns.firstDirection(key) };
}

/** The initial sort leaves the URL clean. */
export function writeSort<K extends string>(params: URLSearchParams, sort: TableSort<K>, columns: SortColumns<K>): URLSearchParams {
  const next = new URLSearchParams(params);
  if (sort.key === columns.initial.key && sort.direction === columns.initial.direction) {
    next.delete('sort');
    next.delete('order');
  } else {
    next.set('sort', sort.key);
    next.set('order', sort.direction);
  }
  return next;
}

/** Choosing the sorted column flips it; choosing another sorts by it its first way. */
export function nextSort<K extends string>(current: TableSort<K>, key: K, columns: SortColumns<K>): TableSort<K> {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: columns.firstDirection(key) };
}

/** `rows` in the sort's order (a new array); rows the column ranks alike keep the tie-break's order. */
export function sortRows<T>(rows: readonly T[], ascending: (a: T, b: T) => number, direction: SortDirection, tieBreak: (a: T, b: T) => number): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * ascending(a, b) || tieBreak(a, b));
}
