import { z } from 'zod';
import type { ChangeRequestState } from '../../contract/changeRequest';
import { replacementKey } from '../domain/changeRequestWorkflow';
import { addChange } from './changeRequests';
import { strategyIdOf } from './changeRequestSnapshots';
import { readJson } from './json';
import { recordChangeRequestEvent, type EventAuthor } from './events';
import type { Db } from './openDatabase';

/** The writes of the change request workflow: drafts and their changes, states, schedules, titles. */

const storedPayload = z.unknown();

export interface ChangeRecord {
  id: number;
  feature: string;
  action: string;
  payload: unknown;
  /** The kept snapshot (undefined when none was kept). */
  snapshot: unknown;
}

interface ChangeRecordRow { id: number; feature: string | null; action: string; payload: string; snapshot: string | null }

/** The feature changes of a request, in the order they were added (the order they apply in). */
export function changeRecords(db: Db, changeRequestId: number): ChangeRecord[] {
  return db.cached<[number], ChangeRecordRow>(
    'SELECT id, feature, action, payload, snapshot FROM change_request_changes WHERE change_request_id = ? AND feature IS NOT NULL ORDER BY id',
  ).all(changeRequestId).map((row) => ({
    id: row.id,
    feature: row.feature ?? '',
    action: row.action,
    payload: JSON.parse(row.payload) as unknown,
    snapshot: row.snapshot === null ? undefined : (JSON.parse(row.snapshot) as unknown),
  }));
}

/** The caller's open Draft for this project and environment, if there is one (the newest). */
export function findDraft(db: Db, project: string, environment: string, userId: number): number | undefined {
  return db.cached<[string, string, number], { id: number }>(
    `SELECT id FROM change_requests WHERE project = ? AND environment = ? AND created_by = ? AND state = 'Draft' ORDER BY id DESC LIMIT 1`,
  ).get(project, environment, userId)?.id;
}

export interface NewChange {
  feature: string;
  action: string;
  payload: unknown;
  /** What the change replaces, as the store holds it now (see changeRequestSnapshots). */
  snapshot: unknown;
  createdBy: number;
  createdAt: string;
}

/** How many changes a draft holds, and which of them a new change would replace (by `replacementKey`). */
function draftKeys(db: Db, changeRequestId: number): { count: number; ids: Map<string, number> } {
  // The strategy a change names is read by SQLite from the payload, which is never parsed here.
  const rows = db.cached<[number], { id: number; feature: string | null; action: string; strategyId: string | null }>(
    `SELECT id, feature, action, CASE WHEN json_type(payload, '$.id') = 'text' THEN json_extract(payload, '$.id') END AS strategyId
     FROM change_request_changes WHERE change_request_id = ? ORDER BY id`,
  ).all(changeRequestId);
  const ids = new Map<string, number>();
  for (const row of rows) {
    const key = row.feature === null ? undefined : replacementKey({ feature: row.feature, action: row.action, strategyId: row.strategyId ?? undefined });
    if (key !== undefined) ids.set(key, row.id);
  }
  return { count: rows.length, ids };
}

export type KeepOutcome = { kept: true } | { kept: false; holds: number; wouldHold: number };

/**
 * Adds changes to a draft in the order given, each replacing the draft's earlier word on the same
 * thing. The draft is read once, as keys, so a change costs the same however many the draft
 * holds. When the draft would hold more than `limit`, nothing is written.
 */
export function keepChanges(db: Db, by: EventAuthor, changeRequestId: number, changes: readonly NewChange[], limit: number): KeepOutcome {
  const { count, ids } = draftKeys(db, changeRequestId);
  const keys = changes.map((change) => replacementKey({ ...change, strategyId: strategyIdOf(change.payload) }));
  const fresh = new Set<string>();
  let adding = 0;
  for (const key of keys) {
    if (key !== undefined && (ids.has(key) || fresh.has(key))) continue;
    if (key !== undefined) fresh.add(key);
    adding++;
  }
  if (count + adding > limit) return { kept: false, holds: count, wouldHold: count + adding };
  changes.forEach((change, index) => {
    const key = keys[index];
    const existing = key === undefined ? undefined : ids.get(key);
    if (existing !== undefined) {
      replaceChange(db, existing, change);
      recordChangeRequestEvent(db, by, changeRequestId, {
        type: 'change-edited', featureName: change.feature, data: { changeId: existing, action: change.action, payload: change.payload ?? {} },
      });
      return;
    }
    const id = addChange(db, by, changeRequestId, change);
    if (key !== undefined) ids.set(key, id);
  });
  return { kept: true };
}

export function replaceChange(db: Db, changeId: number, change: { payload: unknown; snapshot: unknown; createdAt: string }): void {
  db.cached('UPDATE change_request_changes SET payload = ?, snapshot = ?, created_at = ? WHERE id = ?')
    .run(JSON.stringify(change.payload), change.snapshot === undefined ? null : JSON.stringify(change.snapshot), change.createdAt, changeId);
}

/** Whether the change existed in that request (and is now gone). */
export function deleteChange(db: Db, by: EventAuthor, changeRequestId: number, changeId: number): boolean {
  const change = db.cached<[number, number], { feature: string | null; action: string; payload: string }>(
    'SELECT feature, action, payload FROM change_request_changes WHERE id = ? AND change_request_id = ?',
  ).get(changeId, changeRequestId);
  if (!change) return false;
  db.cached('DELETE FROM change_request_changes WHERE id = ?').run(changeId);
  recordChangeRequestEvent(db, by, changeRequestId, {
    type: 'change-discarded', featureName: change.feature, preData: { changeId, action: change.action, payload: readJson(storedPayload, change.payload) },
  });
  return true;
}

export function keepSnapshot(db: Db, changeId: number, snapshot: unknown): void {
  db.cached('UPDATE change_request_changes SET snapshot = ? WHERE id = ?').run(snapshot === undefined ? null : JSON.stringify(snapshot), changeId);
}

/**
 * Moves a request to a state and records who moved it when. Only Scheduled carries a schedule
 * (the table checks it), so every other state clears it.
 */
/** The event each state a request enters is recorded as (a Draft is only ever started, `insertChangeRequest`). */
const stateEvents = {
  'In review': 'change-request-sent-to-review',
  Approved: 'change-request-approved',
  Rejected: 'change-request-rejected',
  Cancelled: 'change-request-cancelled',
  Scheduled: 'change-request-scheduled',
  Applied: 'change-request-applied',
} as const;

export function setState(
  db: Db,
  author: EventAuthor,
  changeRequestId: number,
  state: ChangeRequestState,
  by: { userId: number | undefined; at: string; scheduledAt?: string },
): void {
  const before = db.cached<[number], { state: string }>('SELECT state FROM change_requests WHERE id = ?').get(changeRequestId)?.state ?? null;
  const scheduled = state === 'Scheduled';
  db.cached('UPDATE change_requests SET state = ?, scheduled_at = ?, schedule_status = ?, schedule_reason = NULL WHERE id = ?')
    .run(state, scheduled ? (by.scheduledAt ?? by.at) : null, scheduled ? 'pending' : null, changeRequestId);
  db.cached('INSERT INTO change_request_state_changes (change_request_id, state, user_id, at) VALUES (?, ?, ?, ?)')
    .run(changeRequestId, state, by.userId ?? null, by.at);
  if (state === 'Draft') return;
  recordChangeRequestEvent(db, { ...author, at: by.at }, changeRequestId, {
    type: stateEvents[state], preData: { state: before }, data: { state, ...(scheduled ? { scheduledAt: by.scheduledAt ?? by.at } : {}) },
  });
}

/** A schedule that can no longer apply stays Scheduled, marked failed with the reason (as in Unleash). */
export function failSchedule(db: Db, by: EventAuthor, changeRequestId: number, reason: string): void {
  const result = db.cached(`UPDATE change_requests SET schedule_status = 'failed', schedule_reason = ? WHERE id = ? AND state = 'Scheduled'`).run(reason, changeRequestId);
  if (result.changes > 0) recordChangeRequestEvent(db, by, changeRequestId, { type: 'change-request-scheduled-application-failure', data: { reason } });
}

/** A schedule whose flags moved since approval stays Scheduled, suspended with the reason, until approved again. */
export function suspendSchedule(db: Db, by: EventAuthor, changeRequestId: number, reason: string): void {
  const result = db.cached(`UPDATE change_requests SET schedule_status = 'suspended', schedule_reason = ? WHERE id = ? AND state = 'Scheduled'`).run(reason, changeRequestId);
  if (result.changes > 0) recordChangeRequestEvent(db, by, changeRequestId, { type: 'change-request-schedule-suspended', data: { reason } });
}

/** A suspended schedule approved again: pending at its time once more. */
export function resumeSchedule(db: Db, changeRequestId: number): void {
  db.cached(`UPDATE change_requests SET schedule_status = 'pending', schedule_reason = NULL WHERE id = ? AND state = 'Scheduled'`).run(changeRequestId);
}

/** Who last moved the request into `state` (the scheduler applies in the name of who scheduled). */
export function movedBy(db: Db, changeRequestId: number, state: ChangeRequestState): number | undefined {
  const row = db.cached<[number, string], { user_id: number | null }>(
    'SELECT user_id FROM change_request_state_changes WHERE change_request_id = ? AND state = ? ORDER BY id DESC LIMIT 1',
  ).get(changeRequestId, state);
  return row?.user_id ?? undefined;
}

export function setTitle(db: Db, changeRequestId: number, title: string): void {
  db.cached('UPDATE change_requests SET title = ? WHERE id = ?').run(title, changeRequestId);
}

export interface PendingSchedule { id: number; scheduledAt: string }

/** Schedules still to run, soonest first: what the scheduler arms on start. */
export function pendingSchedules(db: Db): PendingSchedule[] {
  return db.cached<[], PendingSchedule>(
    `SELECT id, scheduled_at AS scheduledAt FROM change_requests WHERE state = 'Scheduled' AND schedule_status = 'pending' ORDER BY scheduled_at`,
  ).all();
}
