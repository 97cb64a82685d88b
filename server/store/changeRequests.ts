import { z } from 'zod';
import {
  changeRequestStates, openChangeRequestStates, scheduleStatuses,
  type Change, type ChangeRequest, type ChangeRequestFeature, type ChangeRequestState, type ChangeRequestUser, type Comment, type Review,
} from '../../src/api/contract/changeRequest';
import type { Db } from './openDatabase';

/**
 * Change requests: storage and reading in the seed's shape. The workflow (submit, approve,
 * apply, schedule...) builds on these functions.
 */
interface ChangeRequestRow {
  id: number; project: string; environment: string; title: string | null; min_approvals: number;
  created_by: number; created_by_username: string; created_at: string; state: string;
  scheduled_at: string | null; schedule_status: string | null; schedule_reason: string | null;
}
interface ChangeRow { id: number; change_request_id: number; feature: string | null; segment_id: number | null; segment_name: string | null; action: string; payload: string; created_by: number; username: string; created_at: string }
interface ReviewRow { change_request_id: number; user_id: number; username: string; kind: string; reason: string | null; created_at: string }
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

export function insertChangeRequest(db: Db, request: NewChangeRequest): number {
  const result = db.prepare(
    `INSERT INTO change_requests (project, environment, title, min_approvals, created_by, created_at, state, scheduled_at, schedule_status, schedule_reason)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    request.project, request.environment, request.title ?? null, request.minApprovals, request.createdBy, request.createdAt, request.state,
    request.schedule?.scheduledAt ?? null, request.schedule?.status ?? null, request.schedule?.reason ?? null,
  );
  return Number(result.lastInsertRowid);
}

export function addChange(
  db: Db,
  changeRequestId: number,
  change: { feature?: string; segmentId?: number; action: string; payload: unknown; createdBy: number; createdAt: string },
): number {
  const result = db.prepare(
    'INSERT INTO change_request_changes (change_request_id, feature, segment_id, action, payload, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(changeRequestId, change.feature ?? null, change.segmentId ?? null, change.action, JSON.stringify(change.payload ?? {}), change.createdBy, change.createdAt);
  return Number(result.lastInsertRowid);
}

export function addReview(db: Db, changeRequestId: number, review: { userId: number; kind: 'approval' | 'rejection'; reason?: string; createdAt: string }): void {
  db.prepare('INSERT INTO change_request_reviews (change_request_id, user_id, kind, reason, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(changeRequestId, review.userId, review.kind, review.reason ?? null, review.createdAt);
}

export function addComment(db: Db, changeRequestId: number, comment: { userId: number; text: string; createdAt: string }): void {
  db.prepare('INSERT INTO change_request_comments (change_request_id, user_id, text, created_at) VALUES (?, ?, ?, ?)')
    .run(changeRequestId, comment.userId, comment.text, comment.createdAt);
}

/**
 * Seed 4.3: the open requests of a project, in its environments that have change requests on,
 * newest first. A Draft is its creator's own business until submitted, so only they see it.
 */
export function listOpenChangeRequests(db: Db, project: string, viewerId: number): ChangeRequest[] {
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

function readChangeRequests(db: Db, whereSql: string, params: Record<string, string | number>): ChangeRequest[] {
  const rows = db.prepare<[Record<string, string | number>], ChangeRequestRow>(
    `SELECT cr.*, u.username AS created_by_username FROM change_requests cr JOIN users u ON u.id = cr.created_by
     WHERE ${whereSql} ORDER BY cr.created_at DESC, cr.id DESC`,
  ).all(params);
  if (rows.length === 0) return [];
  const ids = JSON.stringify(rows.map((r) => r.id));
  const inIds = 'IN (SELECT value FROM json_each(?))';
  const changes = db.prepare<[string], ChangeRow>(
    `SELECT c.*, u.username, s.name AS segment_name FROM change_request_changes c JOIN users u ON u.id = c.created_by
     LEFT JOIN segments s ON s.id = c.segment_id WHERE c.change_request_id ${inIds} ORDER BY c.id`,
  ).all(ids);
  const reviews = db.prepare<[string], ReviewRow>(
    `SELECT r.*, u.username FROM change_request_reviews r JOIN users u ON u.id = r.user_id WHERE r.change_request_id ${inIds} ORDER BY r.id`,
  ).all(ids);
  const comments = db.prepare<[string], CommentRow>(
    `SELECT c.*, u.username FROM change_request_comments c JOIN users u ON u.id = c.user_id WHERE c.change_request_id ${inIds} ORDER BY c.id`,
  ).all(ids);
  return rows.map((row) => toChangeRequest(
    row,
    changes.filter((c) => c.change_request_id === row.id),
    reviews.filter((r) => r.change_request_id === row.id),
    comments.filter((c) => c.change_request_id === row.id),
  ));
}

function toChange(row: ChangeRow): Change {
  const payload: unknown = JSON.parse(row.payload);
  return { id: row.id, action: row.action, payload, createdBy: user(row.created_by, row.username), createdAt: row.created_at };
}

function toChangeRequest(row: ChangeRequestRow, changes: ChangeRow[], reviews: ReviewRow[], comments: CommentRow[]): ChangeRequest {
  const features = new Map<string, ChangeRequestFeature & { changes: Change[] }>();
  const segments = new Map<number, { id: number; name: string; changes: Change[] }>();
  for (const change of changes) {
    if (change.feature !== null) {
      const entry = features.get(change.feature) ?? { name: change.feature, changes: [] };
      entry.changes.push(toChange(change));
      features.set(change.feature, entry);
    } else if (change.segment_id !== null) {
      const entry = segments.get(change.segment_id) ?? { id: change.segment_id, name: change.segment_name ?? '', changes: [] };
      entry.changes.push(toChange(change));
      segments.set(change.segment_id, entry);
    }
  }
  const review = (r: ReviewRow): Review => ({ createdBy: user(r.user_id, r.username), createdAt: r.created_at, ...(r.reason ? { reason: r.reason } : {}) });
  const base = {
    id: row.id,
    ...(row.title !== null ? { title: row.title } : {}),
    environment: row.environment,
    minApprovals: row.min_approvals,
    project: row.project,
    features: [...features.values()],
    segments: [...segments.values()],
    approvals: reviews.filter((r) => r.kind === 'approval').map(review),
    rejections: reviews.filter((r) => r.kind === 'rejection').map(review),
    comments: comments.map((c): Comment => ({ id: c.id, text: c.text, createdBy: user(c.user_id, c.username), createdAt: c.created_at })),
    createdBy: user(row.created_by, row.created_by_username),
    createdAt: row.created_at,
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
