import { z } from 'zod';
import {
  changeRequestStates, isOpenChangeRequestState, openChangeRequestStates, scheduleStatuses,
  type Change, type ChangeRequest, type ChangeRequestFeature, type ChangeRequestState, type ChangeRequestUser, type Comment, type Review,
  type WithdrawnApproval,
} from '../../contract/changeRequest';
import { approvalHolds, currentDigest, digestOf } from './approvalBinding';
import { conflictOf, snapshotOf } from './changeRequestSnapshots';
import { recordChangeRequestEvent, type EventAuthor } from './events';
import type { Db } from './openDatabase';
import { requireProject } from './projects';

/**
 * Change requests: storage and reading in Unleash's shape (the contract's `changeRequest.ts`). The workflow (submit, approve,
 * apply, schedule...) builds on these functions.
 */
interface ChangeRequestRow {
  id: number; project: string; environment: string; title: string | null; min_approvals: number;
  created_by: number; created_by_username: string; created_at: string; state: string;
  scheduled_at: string | null; schedule_status: string | null; schedule_reason: string | null;
}
interface ChangeRow {
  id: number; change_request_id: number; feature: string | null; segment_id: number | null; segment_name: string | null;
  action: string; payload: string; snapshot: string | null; created_by: number; username: string; created_at: string;
}
interface StateChangeRow { change_request_id: number; state: string; at: string }
interface ReviewRow {
  change_request_id: number; user_id: number; username: string; kind: string; reason: string | null; created_at: string;
  changes_digest: string | null; withdrawn_at: string | null; withdrawn_reason: string | null;
}
interface CommentRow { id: number; change_request_id: number; user_id: number; username: string; text: string; created_at: string }

const stateSchema = z.enum(changeRequestStates);
const scheduleStatusSchema = z.enum(scheduleStatuses);

const user = (id: number, username: string): ChangeRequestUser => ({ id, username });

export interface NewChangeRequest {
  project: string;
  environment: string;
  title?: string;
  minApprovals: number;
  createdBy: number;
  createdAt: string;
  state: ChangeRequestState;
  schedule?: { scheduledAt: string; status: (typeof scheduleStatuses)[number]; reason?: string };
}

export function insertChangeRequest(db: Db, by: EventAuthor, request: NewChangeRequest): number {
  const result = db.cached(
    `INSERT INTO change_requests (project, environment, title, min_approvals, created_by, created_at, state, scheduled_at, schedule_status, schedule_reason)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    request.project, request.environment, request.title ?? null, request.minApprovals, request.createdBy, request.createdAt, request.state,
    request.schedule?.scheduledAt ?? null, request.schedule?.status ?? null, request.schedule?.reason ?? null,
  );
  const id = Number(result.lastInsertRowid);
  recordChangeRequestEvent(db, by, id, { type: 'change-request-created', data: { state: request.state } });
  return id;
}

export function addChange(
  db: Db,
  by: EventAuthor,
  changeRequestId: number,
  change: {
    feature?: string; segmentId?: number; action: string; payload: unknown; createdBy: number; createdAt: string;
    /** What the change replaces, as the store holds it now (see changeRequestSnapshots). */
    snapshot?: unknown;
  },
): number {
  const result = db.cached(
    `INSERT INTO change_request_changes (change_request_id, feature, segment_id, action, payload, snapshot, created_by, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    changeRequestId, change.feature ?? null, change.segmentId ?? null, change.action, JSON.stringify(change.payload ?? {}),
    change.snapshot === undefined ? null : JSON.stringify(change.snapshot), change.createdBy, change.createdAt,
  );
  const id = Number(result.lastInsertRowid);
  recordChangeRequestEvent(db, by, changeRequestId, {
    type: 'change-added', featureName: change.feature ?? null,
    data: { changeId: id, action: change.action, payload: change.payload ?? {}, ...(change.segmentId === undefined ? {} : { segmentId: change.segmentId }) },
  });
  return id;
}

/**
 * An approval is recorded as its own event, and bound to the changes as they are now
 * (approvalBinding.ts); the rejection is the request's move to Rejected (`setState`).
 */
export function addReview(
  db: Db, by: EventAuthor, changeRequestId: number, review: { userId: number; kind: 'approval' | 'rejection'; reason?: string; createdAt: string },
): void {
  db.cached('INSERT INTO change_request_reviews (change_request_id, user_id, kind, reason, created_at, changes_digest) VALUES (?, ?, ?, ?, ?, ?)')
    .run(changeRequestId, review.userId, review.kind, review.reason ?? null, review.createdAt, review.kind === 'approval' ? currentDigest(db, changeRequestId) : null);
  if (review.kind === 'approval') recordChangeRequestEvent(db, by, changeRequestId, { type: 'change-request-approval-added', data: {} });
}

export function addComment(db: Db, changeRequestId: number, comment: { userId: number; text: string; createdAt: string }): void {
  db.cached('INSERT INTO change_request_comments (change_request_id, user_id, text, created_at) VALUES (?, ?, ?, ?)')
    .run(changeRequestId, comment.userId, comment.text, comment.createdAt);
}

/**
 * The open requests of a project (`GET …/change-requests/open`), in its environments that have change requests on,
 * newest first. A Draft is its creator's own business until submitted, so only they see it.
 */
export function listOpenChangeRequests(db: Db, project: string, viewerId: number): ChangeRequest[] {
  requireProject(db, project);
  const states = openChangeRequestStates.map((s) => `'${s}'`).join(', ');
  return readChangeRequests(
    db,
    `cr.project = @project AND cr.state IN (${states}) AND (cr.state <> 'Draft' OR cr.created_by = @viewer)
     AND cr.environment IN (SELECT environment FROM project_environments WHERE project = @project AND change_requests_enabled = 1)`,
    { project, viewer: viewerId },
  );
}

export function readChangeRequest(db: Db, id: number): ChangeRequest | undefined {
  return readChangeRequests(db, 'cr.id = @id', { id })[0];
}

/** Every read goes through here: the where clause is the caller's, its values always bound. */
export function readChangeRequests(db: Db, whereSql: string, params: Record<string, string | number>): ChangeRequest[] {
  const rows = db.cached<[Record<string, string | number>], ChangeRequestRow>(
    `SELECT cr.*, u.username AS created_by_username FROM change_requests cr JOIN users u ON u.id = cr.created_by
     WHERE ${whereSql} ORDER BY cr.created_at DESC, cr.id DESC`,
  ).all(params);
  if (rows.length === 0) return [];
  const ids = JSON.stringify(rows.map((r) => r.id));
  const inIds = 'IN (SELECT value FROM json_each(?))';
  const changes = db.cached<[string], ChangeRow>(
    `SELECT c.*, u.username, s.name AS segment_name FROM change_request_changes c JOIN users u ON u.id = c.created_by
     LEFT JOIN segments s ON s.id = c.segment_id WHERE c.change_request_id ${inIds} ORDER BY c.id`,
  ).all(ids);
  const reviews = db.cached<[string], ReviewRow>(
    `SELECT r.*, u.username FROM change_request_reviews r JOIN users u ON u.id = r.user_id WHERE r.change_request_id ${inIds} ORDER BY r.id`,
  ).all(ids);
  const comments = db.cached<[string], CommentRow>(
    `SELECT c.*, u.username FROM change_request_comments c JOIN users u ON u.id = c.user_id WHERE c.change_request_id ${inIds} ORDER BY c.id`,
  ).all(ids);
  const stateChanges = db.cached<[string], StateChangeRow>(
    `SELECT change_request_id, state, at FROM change_request_state_changes WHERE change_request_id ${inIds} ORDER BY id`,
  ).all(ids);
  return rows.map((row) => toChangeRequest(
    db,
    row,
    changes.filter((c) => c.change_request_id === row.id),
    reviews.filter((r) => r.change_request_id === row.id),
    comments.filter((c) => c.change_request_id === row.id),
    stateChanges.filter((c) => c.change_request_id === row.id),
  ));
}

/**
 * A change as the API shows it. While the request is open, `before` is the store's state now and
 * a difference from the kept snapshot is a conflict; once closed, `before` is the kept snapshot
 * (for an applied request, what the change replaced).
 */
function toChange(db: Db, request: ChangeRequestRow, row: ChangeRow, open: boolean): { change: Change; conflict?: string } {
  const payload: unknown = JSON.parse(row.payload);
  const kept: unknown = row.snapshot === null ? undefined : JSON.parse(row.snapshot);
  const change: Change = { id: row.id, action: row.action, payload, createdBy: user(row.created_by, row.username), createdAt: row.created_at };
  if (!open || row.feature === null) return { change: kept === undefined ? change : { ...change, before: kept } };
  const subject = { project: request.project, environment: request.environment, feature: row.feature, action: row.action, payload };
  const now = snapshotOf(db, subject);
  const conflict = conflictOf(subject, kept, now);
  const withBefore = now.kind === 'state' ? { ...change, before: now.value } : change;
  return conflict === undefined ? { change: withBefore } : { change: withBefore, conflict };
}

function toChangeRequest(
  db: Db, row: ChangeRequestRow, changes: ChangeRow[], reviews: ReviewRow[], comments: CommentRow[], stateChanges: StateChangeRow[],
): ChangeRequest {
  const open = isOpenChangeRequestState(row.state);
  const features = new Map<string, ChangeRequestFeature & { changes: Change[] }>();
  const segments = new Map<number, { id: number; name: string; changes: Change[] }>();
  for (const changeRow of changes) {
    const { change, conflict } = toChange(db, row, changeRow, open);
    if (changeRow.feature !== null) {
      const entry = features.get(changeRow.feature) ?? { name: changeRow.feature, changes: [] };
      entry.changes.push(change);
      if (conflict !== undefined && entry.conflict === undefined) entry.conflict = conflict;
      features.set(changeRow.feature, entry);
    } else if (changeRow.segment_id !== null) {
      const entry = segments.get(changeRow.segment_id) ?? { id: changeRow.segment_id, name: changeRow.segment_name ?? '', changes: [] };
      entry.changes.push(change);
      segments.set(changeRow.segment_id, entry);
    }
  }
  // A request is a Draft from its creation; later states are timed as they are entered.
  const stateTimestamps: Partial<Record<ChangeRequestState, string>> = { Draft: row.created_at };
  for (const entry of stateChanges) stateTimestamps[stateSchema.parse(entry.state)] = entry.at;
  const review = (r: ReviewRow): Review => ({ createdBy: user(r.user_id, r.username), createdAt: r.created_at, ...(r.reason ? { reason: r.reason } : {}) });
  // An approval counts while it stands for the changes as they are; one that does not is shown
  // withdrawn, with why (a digest that differs with no withdrawal recorded: the changes differ).
  const digest = digestOf(changes);
  const approvals = reviews.filter((r) => r.kind === 'approval');
  const counting = approvals.filter((r) => r.withdrawn_at === null && approvalHolds(r.changes_digest, digest));
  const withdrawn = approvals.filter((r) => !counting.includes(r)).map((r): WithdrawnApproval => ({
    ...review(r),
    withdrawnAt: r.withdrawn_at ?? r.created_at,
    withdrawnReason: r.withdrawn_reason ?? 'The changes differ from those approved.',
  }));
  const base = {
    id: row.id,
    ...(row.title !== null ? { title: row.title } : {}),
    environment: row.environment,
    minApprovals: row.min_approvals,
    project: row.project,
    features: [...features.values()],
    segments: [...segments.values()],
    approvals: counting.map(review),
    ...(withdrawn.length > 0 ? { withdrawnApprovals: withdrawn } : {}),
    rejections: reviews.filter((r) => r.kind === 'rejection').map(review),
    comments: comments.map((c): Comment => ({ id: c.id, text: c.text, createdBy: user(c.user_id, c.username), createdAt: c.created_at })),
    createdBy: user(row.created_by, row.created_by_username),
    createdAt: row.created_at,
    stateTimestamps,
  };
  const state = stateSchema.parse(row.state);
  if (state === 'Scheduled') {
    return {
      ...base,
      state,
      schedule: {
        scheduledAt: row.scheduled_at ?? row.created_at,
        status: scheduleStatusSchema.parse(row.schedule_status),
        ...(row.schedule_reason ? { reason: row.schedule_reason } : {}),
      },
    };
  }
  return { ...base, state };
}
