import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AuditEvent, RecordedEventType } from '../../contract/events';
import { isoNow, readJson } from './json';
import type { Db } from './openDatabase';

/**
 * The event log's table. Every write of the store records its event here, in the transaction of
 * the change it describes, so neither can be kept without the other (server/README.md, The event log).
 */

/** Who made a change, and when; the service layer makes one from the caller (`services/eventAuthor.ts`). */
export interface EventAuthor {
  createdBy: string;
  createdByUserId: number;
  /** When the change was made; now unless given (the demo dates its history in the past). */
  at?: string | undefined;
  /** Changes made together share it: one change request applied (`change-request`, its id). */
  group?: { type: string; id: string } | undefined;
  /**
   * The approvals an environment requires that this write went around (an admin with
   * SKIP_CHANGE_REQUEST writing directly): kept on each event of the write as `data.skippedApprovals`.
   */
  skippedApprovals?: number | undefined;
}

/**
 * Unleash's users that are no person: its system user, which what the service does by itself
 * (start-up, an import) is made by, and the one every admin API token acts as.
 */
export const systemUser = { id: -1337, name: 'Unleash System', username: 'unleash_system_user' } as const;
export const adminTokenUser = { id: -42, name: 'Unleash Admin Token' } as const;
export const systemAuthor: EventAuthor = { createdBy: systemUser.username, createdByUserId: systemUser.id };

/** A person as events name them: by their email, or else their username (a service account's). */
export function userAuthor(user: { id: number; email: string | null; username: string }): EventAuthor {
  return { createdBy: user.email ?? user.username, createdByUserId: user.id };
}

/** A person by their id, as events name them; the system user where there is none (or no longer). */
export function userIdAuthor(db: Db, userId: number | undefined): EventAuthor {
  const user = userId === undefined ? undefined
    : db.cached<[number], { id: number; email: string | null; username: string }>('SELECT id, email, username FROM users WHERE id = ?').get(userId);
  return user ? userAuthor(user) : systemAuthor;
}

/**
 * The group of one write over many flags (a bulk switch, bulk tags, archiving several, a
 * promotion): Unleash gives each transaction's events a group of type `transaction`.
 */
export function inOneTransaction(by: EventAuthor): EventAuthor {
  return { ...by, group: { type: 'transaction', id: randomUUID() } };
}

/** What a write says about itself; the author, the time and the id are added here. */
export interface NewEvent {
  type: RecordedEventType;
  featureName?: string | null;
  project?: string | null;
  environment?: string | null;
  data?: Record<string, unknown> | null;
  preData?: Record<string, unknown> | null;
}

export interface EventRow {
  id: number; type: string; created_at: string; created_by: string; created_by_user_id: number | null;
  feature_name: string | null; project: string | null; environment: string | null;
  data: string | null; pre_data: string | null; group_type: string | null; group_id: string | null;
}

const json = (value: Record<string, unknown> | null | undefined): string | null => (value === undefined || value === null ? null : JSON.stringify(value));

export function recordEvent(db: Db, by: EventAuthor, event: NewEvent): void {
  const data = by.skippedApprovals === undefined ? event.data : { ...event.data, skippedApprovals: by.skippedApprovals };
  db.cached(
    `INSERT INTO events (type, created_at, created_by, created_by_user_id, feature_name, project, environment, data, pre_data, group_type, group_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    event.type, by.at ?? isoNow(), by.createdBy, by.createdByUserId, event.featureName ?? null, event.project ?? null,
    event.environment ?? null, json(data), json(event.preData), by.group?.type ?? null, by.group?.id ?? null,
  );
}

/** An event about a flag, in the flag's project. */
export function recordFeatureEvent(db: Db, by: EventAuthor, featureName: string, event: Omit<NewEvent, 'featureName' | 'project'>): void {
  const project = db.cached<[string], { project: string }>('SELECT project FROM features WHERE name = ?').get(featureName)?.project;
  recordEvent(db, by, { ...event, featureName, project: project ?? null });
}

/** An event about a change request, in its project and environment. */
export function recordChangeRequestEvent(db: Db, by: EventAuthor, changeRequestId: number, event: Omit<NewEvent, 'project' | 'environment'>): void {
  const request = db.cached<[number], { project: string; environment: string; title: string | null }>('SELECT project, environment, title FROM change_requests WHERE id = ?')
    .get(changeRequestId);
  recordEvent(db, by, {
    ...event, project: request?.project ?? null, environment: request?.environment ?? null,
    data: { changeRequestId, title: request?.title ?? null, ...event.data },
  });
}

const storedObject = z.record(z.string(), z.unknown());
const readObject = (text: string | null) => (text === null ? null : readJson(storedObject, text));

export function toAuditEvent(row: EventRow): AuditEvent {
  return {
    id: row.id,
    type: row.type,
    createdAt: row.created_at,
    createdBy: row.created_by,
    createdByUserId: row.created_by_user_id,
    featureName: row.feature_name,
    project: row.project,
    environment: row.environment,
    data: readObject(row.data),
    preData: readObject(row.pre_data),
    tags: [],
    // Unleash leaves the group out of an event that has none (its `eventSchema` has no null there).
    ...(row.group_type === null ? {} : { groupType: row.group_type }),
    ...(row.group_id === null ? {} : { groupId: row.group_id }),
  };
}

/** One filter of a search: the column and the values any of which it may hold. */
export interface EventFilter {
  column: 'id' | 'feature_name' | 'project' | 'type' | 'created_by_user_id' | 'environment' | 'group_id';
  values: readonly (string | number)[];
}

export interface EventQuery {
  filters: readonly EventFilter[];
  /** Free text looked for in the type, the creator and the JSON of data and preData. */
  text?: string | undefined;
  /** Instants, inclusive: `createdAt >= from` and `createdAt <= to`. */
  from?: string | undefined;
  to?: string | undefined;
  /** Only events that belong to a project (what a non-admin may see, as in Unleash). */
  projectEventsOnly?: boolean;
  offset: number;
  limit: number;
}

function whereOf(query: EventQuery): { where: string; params: Record<string, string | number> } {
  const conditions: string[] = [];
  const params: Record<string, string | number> = {};
  query.filters.forEach(({ column, values }, index) => {
    // One value is an equality, which SQLite reads from the column's index in id order.
    if (values.length === 1) {
      conditions.push(`${column} = @f${index}`);
      params[`f${index}`] = values[0] ?? '';
    } else {
      conditions.push(`${column} IN (SELECT value FROM json_each(@f${index}))`);
      params[`f${index}`] = JSON.stringify(values);
    }
  });
  if (query.from !== undefined) {
    conditions.push('created_at >= @from');
    params.from = query.from;
  }
  if (query.to !== undefined) {
    conditions.push('created_at <= @to');
    params.to = query.to;
  }
  if (query.projectEventsOnly) conditions.push('project IS NOT NULL');
  if (query.text !== undefined && query.text !== '') {
    conditions.push(`(instr(lower(type), @text) > 0 OR instr(lower(created_by), @text) > 0
      OR instr(lower(COALESCE(data, '')), @text) > 0 OR instr(lower(COALESCE(pre_data, '')), @text) > 0)`);
    params.text = query.text.toLowerCase();
  }
  return { where: conditions.length === 0 ? '' : `WHERE ${conditions.join(' AND ')}`, params };
}

/** Newest first, as Unleash lists them; `total` counts every match, not only the page. */
export function searchEvents(db: Db, query: EventQuery): { events: AuditEvent[]; total: number } {
  const { where, params } = whereOf(query);
  const total = db.cached<[Record<string, string | number>], { n: number }>(`SELECT COUNT(*) AS n FROM events ${where}`).get(params)?.n ?? 0;
  const rows = db.cached<[Record<string, string | number>], EventRow>(`SELECT * FROM events ${where} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`)
    .all({ ...params, limit: query.limit, offset: query.offset });
  return { events: rows.map(toAuditEvent), total };
}

export function countEvents(db: Db): number {
  return db.cached<[], { n: number }>('SELECT COUNT(*) AS n FROM events').get()?.n ?? 0;
}

/**
 * How Unleash names who made an event (`e`, with its creator's row of users as `u`): a person by
 * their name (or else the name their event was made under), the system user and admin tokens by
 * Unleash's names for them; with `creatorNameParams` bound.
 */
export const creatorName = `CASE e.created_by_user_id WHEN @systemId THEN @systemName WHEN @tokenId THEN @tokenName
  ELSE COALESCE(u.name, u.username, e.created_by) END`;
export const creatorNameParams = { systemId: systemUser.id, systemName: systemUser.name, tokenId: adminTokenUser.id, tokenName: adminTokenUser.name };

/** Everyone who made an event, by their id, named as of their last event. */
export function eventCreators(db: Db): { id: number; name: string }[] {
  return db.cached<[typeof creatorNameParams], { id: number; name: string }>(
    `SELECT e.created_by_user_id AS id, ${creatorName} AS name
     FROM (SELECT created_by_user_id, MAX(id) AS last FROM events WHERE created_by_user_id IS NOT NULL GROUP BY created_by_user_id) k
     JOIN events e ON e.id = k.last LEFT JOIN users u ON u.id = e.created_by_user_id ORDER BY name`,
  ).all(creatorNameParams);
}

/**
 * The events of a project after a moment (`after`: an instant, or an event id), last recorded
 * first, of the types that change what flags serve (`history/`): the project's own, and
 * `globalTypes` (segments, which belong to no project's flags alone).
 */
export function eventsAfter(db: Db, after: { at: string } | { id: number }, project: string, globalTypes: readonly string[]): AuditEvent[] {
  const since = 'at' in after ? 'created_at > ?' : 'id > ?';
  return db.cached<[string | number, string, string], EventRow>(
    `SELECT * FROM events WHERE ${since} AND (project = ? OR type IN (SELECT value FROM json_each(?))) ORDER BY id DESC`,
  ).all('at' in after ? after.at : after.id, project, JSON.stringify(globalTypes)).map(toAuditEvent);
}

/**
 * Deletes up to `batch` events created before `before`; answers how many. A batch at a time keeps
 * each transaction, and so the write lock, short.
 */
export function pruneEvents(db: Db, before: string, batch: number): number {
  return db.cached('DELETE FROM events WHERE id IN (SELECT id FROM events WHERE created_at < ? ORDER BY created_at LIMIT ?)').run(before, batch).changes;
}

/** The id of the newest event, 0 for an empty log: where a live stream (`live/eventFeed.ts`) starts. */
export function lastEventId(db: Db): number {
  return db.cached<[], { id: number | null }>('SELECT MAX(id) AS id FROM events').get()?.id ?? 0;
}

/** Up to `limit` events recorded after the event `after`, oldest first: what a live stream sends next. */
export function eventsSince(db: Db, after: number, limit: number): AuditEvent[] {
  return db.cached<[number, number], EventRow>('SELECT * FROM events WHERE id > ? ORDER BY id LIMIT ?').all(after, limit).map(toAuditEvent);
}

/** One event by its id; none once pruned. */
export function findEvent(db: Db, id: number): AuditEvent | undefined {
  const row = db.cached<[number], EventRow>('SELECT * FROM events WHERE id = ?').get(id);
  return row && toAuditEvent(row);
}
