import type { AuditEvent } from '../../contract/events';
import { toAuditEvent, type EventRow } from './events';
import type { Db } from './openDatabase';

/** What people follow (a flag or a project), and the newest event each has read. */

export type FollowKind = 'feature' | 'project';

/** Follows from now: the events after `sinceEventId` are news. */
export function addFollow(db: Db, userId: number, kind: FollowKind, name: string, { at, sinceEventId }: { at: string; sinceEventId: number }): boolean {
  return db.cached('INSERT OR IGNORE INTO follows (user_id, kind, name, created_at, since_event_id) VALUES (?, ?, ?, ?, ?)').run(userId, kind, name, at, sinceEventId).changes > 0;
}

export function removeFollow(db: Db, userId: number, kind: FollowKind, name: string): boolean {
  return db.cached('DELETE FROM follows WHERE user_id = ? AND kind = ? AND name = ?').run(userId, kind, name).changes > 0;
}

export function isFollowing(db: Db, userId: number, kind: FollowKind, name: string): boolean {
  return db.cached<[number, string, string], { one: number }>('SELECT 1 AS one FROM follows WHERE user_id = ? AND kind = ? AND name = ?').get(userId, kind, name) !== undefined;
}

export function followedBy(db: Db, userId: number): { features: string[]; projects: string[] } {
  const rows = db.cached<[number], { kind: FollowKind; name: string }>('SELECT kind, name FROM follows WHERE user_id = ? ORDER BY name').all(userId);
  return { features: rows.filter((row) => row.kind === 'feature').map((row) => row.name), projects: rows.filter((row) => row.kind === 'project').map((row) => row.name) };
}

export function lastReadEventId(db: Db, userId: number): number | undefined {
  return db.cached<[number], { id: number }>('SELECT last_read_event_id AS id FROM notification_reads WHERE user_id = ?').get(userId)?.id;
}

export function setLastRead(db: Db, userId: number, eventId: number): void {
  db.cached('INSERT INTO notification_reads (user_id, last_read_event_id) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET last_read_event_id = excluded.last_read_event_id')
    .run(userId, eventId);
}

const followedEvents = `FROM events e
  WHERE e.id > @since AND e.type IN (SELECT value FROM json_each(@types)) AND e.created_by_user_id IS NOT @user
    AND EXISTS (SELECT 1 FROM follows f WHERE f.user_id = @user AND f.since_event_id < e.id
      AND ((f.kind = 'feature' AND f.name = e.feature_name) OR (f.kind = 'project' AND f.name = e.project)))`;

interface FollowedQuery { user: number; types: readonly string[]; since: number }
const bound = ({ user, types, since }: FollowedQuery) => ({ user, types: JSON.stringify(types), since });

/**
 * The newest events of the given types about what the person follows that others recorded, after
 * `since`; newest by when they happened, as History orders them (an import or a seed may record
 * events out of their order in time).
 */
export function followedEventsAfter(db: Db, query: FollowedQuery, limit: number): AuditEvent[] {
  return db.cached<[Record<string, string | number>], EventRow>(`SELECT e.* ${followedEvents} ORDER BY e.created_at DESC, e.id DESC LIMIT @limit`)
    .all({ ...bound(query), limit }).map(toAuditEvent);
}

export function countFollowedEventsAfter(db: Db, query: FollowedQuery): number {
  return db.cached<[Record<string, string | number>], { n: number }>(`SELECT COUNT(*) AS n ${followedEvents}`).get(bound(query))?.n ?? 0;
}
