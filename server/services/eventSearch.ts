import type { EventSearchQuery, EventSearchResponse } from '../../contract/events';
import { holds, type Principal } from '../auth/principal';
import { withLabelAndSummary } from '../history/eventSummary';
import { searchEvents, type EventFilter } from '../store/events';
import type { Db } from '../store/openDatabase';

/**
 * Unleash 8.2's event search: filters by flag, project, type, creator's id, environment, event id
 * and group; `from` and `to` are whole days (UTC here), `to` inclusive; newest first. As in
 * Unleash, someone who is not an admin sees only the events of projects (not those of tokens,
 * segments or context fields). Each event carries Unleash's label and summary (`history/eventSummary.ts`).
 */
export function searchEventLog(db: Db, caller: Principal, query: EventSearchQuery): EventSearchResponse {
  const filters: EventFilter[] = [];
  const filter = (column: EventFilter['column'], values: readonly (string | number)[] | undefined) => {
    if (values !== undefined && values.length > 0) filters.push({ column, values });
  };
  filter('id', query.id);
  filter('feature_name', query.feature);
  filter('project', query.project);
  filter('type', query.type);
  filter('created_by_user_id', query.createdBy);
  filter('environment', query.environment);
  filter('group_id', query.groupId);
  const found = searchEvents(db, {
    filters,
    text: query.query,
    from: query.from === undefined ? undefined : `${query.from}T00:00:00.000Z`,
    to: query.to === undefined ? undefined : `${query.to}T23:59:59.999Z`,
    projectEventsOnly: !holds(caller, 'ADMIN'),
    offset: query.offset,
    limit: query.limit,
  });
  return { ...found, events: found.events.map(withLabelAndSummary) };
}
