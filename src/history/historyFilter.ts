import { eventSearchPageMax } from '../../contract/events';

/**
 * The History page's filters as the address holds them (`?flag=checkout&environment=production&
 * page=2`), and as Unleash's event search takes them (`feature=IS:checkout`, dates as
 * `IS:YYYY-MM-DD`, `createdBy` a user id, offset and limit).
 */
export interface HistoryFilter {
  flag?: string;
  project?: string;
  environment?: string;
  /** The user id of whoever made the event (the search's `createdBy`); an admin token's is negative in Unleash. */
  person?: number;
  type?: string;
  /** First and last day, inclusive, as `YYYY-MM-DD`. */
  from?: string;
  to?: string;
}

/** Events a page shows; an export reads the filter in the search's largest pages (1,000). */
export const pageSize = 50;
export const exportPageSize = eventSearchPageMax;

const textKeys = ['flag', 'project', 'environment', 'type'] as const;
const dayKeys = ['from', 'to'] as const;

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** The filter and the page the address names; what it spells wrong is left out, not guessed. */
export function readHistoryParams(params: URLSearchParams): { filter: HistoryFilter; page: number } {
  const filter: HistoryFilter = {};
  for (const key of textKeys) {
    const value = params.get(key)?.trim();
    if (value) filter[key] = value;
  }
  for (const key of dayKeys) {
    const value = params.get(key);
    if (value && isDay(value)) filter[key] = value;
  }
  const person = params.get('person');
  if (person !== null && /^-?\d+$/.test(person)) filter.person = Number(person);
  const page = Number(params.get('page'));
  return { filter, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** The address for a filter and page: only what is set, and no page 1. */
export function writeHistoryParams(filter: HistoryFilter, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of [...textKeys, ...dayKeys]) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (filter.person !== undefined) params.set('person', String(filter.person));
  if (page > 1) params.set('page', String(page));
  return params;
}

export const isFiltered = (filter: HistoryFilter) => Object.values(filter).some((value) => value !== undefined);

/** Why the days cannot be searched, or null: a range that ends before it starts finds nothing. */
export function dayRangeProblem(from: string | undefined, to: string | undefined): string | null {
  if (from && to && to < from) return 'The last day is before the first day.';
  return null;
}

/** The search's own parameters for the filter, from `offset`, at most `limit` events. */
export function searchParamsOf(filter: HistoryFilter, offset: number, limit: number): [string, string][] {
  const query: [string, string][] = [];
  if (filter.flag) query.push(['feature', `IS:${filter.flag}`]);
  if (filter.project) query.push(['project', `IS:${filter.project}`]);
  if (filter.environment) query.push(['environment', `IS:${filter.environment}`]);
  if (filter.type) query.push(['type', `IS:${filter.type}`]);
  if (filter.person !== undefined) query.push(['createdBy', `IS:${filter.person}`]);
  if (filter.from) query.push(['from', `IS:${filter.from}`]);
  if (filter.to) query.push(['to', `IS:${filter.to}`]);
  query.push(['offset', String(offset)], ['limit', String(limit)]);
  return query;
}

/** "51–100 of 312": where a page starts and ends; nothing for an empty result. */
export function pageRange(page: number, total: number): { first: number; last: number; pages: number } {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  return { first, last: Math.min(total, page * pageSize), pages };
}
