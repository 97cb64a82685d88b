import { api, withQuery } from './index';
import { environmentListSchema } from '../../contract';
import { eventCreatorsSchema, eventSearchResponseSchema } from '../../contract/events';

/**
 * Unleash's event search (`GET /api/admin/search/events`), newest first. `query` is the search's
 * own parameters, already in its `IS:` / `IS_ANY_OF:` syntax (history/historyFilter.ts builds them).
 */
export function searchEvents(query: Iterable<[string, string]>, signal?: AbortSignal) {
  return api(withQuery('/api/admin/search/events', query), eventSearchResponseSchema, { signal });
}

/** Everyone who has made an event, with the user id the search's `createdBy` takes. */
export function listEventCreators(signal?: AbortSignal) {
  return api('/api/admin/event-creators', eventCreatorsSchema, { signal });
}

/** Every environment of the instance, in its sort order. */
export async function listEnvironments(signal?: AbortSignal) {
  const { environments } = await api('/api/admin/environments', environmentListSchema, { signal });
  return [...environments].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
}
