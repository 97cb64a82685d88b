import { closedChangeRequestStates, openChangeRequestStates, type ChangeRequest } from '../../contract/changeRequest';
import { readChangeRequests } from './changeRequests';
import type { Db } from './openDatabase';

export interface ChangeRequestFilter {
  /** States to include (or the words `open` and `closed`, see statesFor); undefined for all. */
  states?: readonly string[] | undefined;
  createdBy?: readonly number[] | undefined;
  projects?: readonly string[] | undefined;
  offset: number;
  limit: number;
}

/**
 * Change requests across projects, newest first, as the caller may see them: a Draft is only its
 * creator's. `total` counts every match, not only the page.
 */
export function searchChangeRequests(db: Db, viewerId: number, filter: ChangeRequestFilter): { changeRequests: ChangeRequest[]; total: number } {
  const conditions = ["(cr.state <> 'Draft' OR cr.created_by = @viewer)"];
  const params: Record<string, string | number> = { viewer: viewerId };
  const inList = (column: string, name: string, values: readonly (string | number)[] | undefined) => {
    if (values === undefined) return;
    conditions.push(`${column} IN (SELECT value FROM json_each(@${name}))`);
    params[name] = JSON.stringify(values);
  };
  inList('cr.state', 'states', filter.states && statesFor(filter.states));
  inList('cr.created_by', 'createdBy', filter.createdBy);
  inList('cr.project', 'projects', filter.projects);
  const where = conditions.join(' AND ');

  const total = db.cached<[Record<string, string | number>], { n: number }>(`SELECT COUNT(*) AS n FROM change_requests cr WHERE ${where}`).get(params)?.n ?? 0;
  const ids = db.cached<[Record<string, string | number>], { id: number }>(
    `SELECT cr.id FROM change_requests cr WHERE ${where} ORDER BY cr.created_at DESC, cr.id DESC LIMIT @limit OFFSET @offset`,
  ).all({ ...params, limit: filter.limit, offset: filter.offset }).map((row) => row.id);
  const changeRequests = ids.length === 0 ? [] : readChangeRequests(db, 'cr.id IN (SELECT value FROM json_each(@ids))', { ids: JSON.stringify(ids) });
  return { changeRequests, total };
}

/** Unleash's filter words for state: `open` and `closed` stand for their states; a state stands for itself. */
function statesFor(values: readonly string[]): string[] {
  return values.flatMap((value): readonly string[] => {
    if (value === 'open') return openChangeRequestStates;
    if (value === 'closed') return closedChangeRequestStates;
    return [value];
  });
}
