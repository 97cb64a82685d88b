import { changePayloadSchemas } from '../../contract/changeRequestRequests';
import { DomainError, InvalidOperation } from '../domain/errors';
import { conflictOf, snapshotOf, type ChangeSubject } from './changeRequestSnapshots';
import { countingApprovals, withdrawApprovals } from './approvalBinding';
import { changeRecords, failSchedule, keepSnapshot, movedBy, pendingSchedules, setState, suspendSchedule } from './changeRequestWrite';
import { requireProjectEnvironment } from './environments';
import { recordChangeRequestEvent, systemAuthor, userIdAuthor, type EventAuthor } from './events';
import { setFeatureEnabled } from './featureWrite';
import type { Db } from './openDatabase';
import { addStrategy, deleteStrategy, setStrategySortOrder, updateStrategy } from './strategies';
import { addDependency, deleteAllDependencies, deleteDependency } from './dependencies';
import { archiveFeatures } from './featureArchive';
import { normaliseVariants, setVariants } from './variants';
import { writeTransaction } from './writeTransaction';

/** Applying a change request: every change, or none of them. */

export class CannotApplyError extends InvalidOperation {
  constructor(readonly reason: string) {
    super(`The change request cannot be applied: ${reason}`);
  }
}

interface RequestRow {
  id: number; project: string; environment: string; state: string; min_approvals: number; scheduled_at: string | null; schedule_status: string | null;
}

function requestRow(db: Db, id: number): RequestRow | undefined {
  return db.cached<[number], RequestRow>('SELECT id, project, environment, state, min_approvals, scheduled_at, schedule_status FROM change_requests WHERE id = ?').get(id);
}

function subjectsOf(db: Db, request: RequestRow) {
  return changeRecords(db, request.id).map((record) => ({
    record,
    subject: { project: request.project, environment: request.environment, feature: record.feature, action: record.action, payload: record.payload },
  }));
}

/** Why each change can no longer apply as it was made and approved: the flags moved under it. */
function conflictsOf(db: Db, request: RequestRow): string[] {
  return subjectsOf(db, request).flatMap(({ record, subject }) => conflictOf(subject, record.snapshot, snapshotOf(db, subject)) ?? []);
}

/** One change, written as applying its request writes it (the impact preview writes it too, and rolls back). */
export function applyChange(db: Db, by: EventAuthor, subject: ChangeSubject): void {
  const { project, environment, feature, payload } = subject;
  switch (subject.action) {
    case 'updateEnabled':
      setFeatureEnabled(db, by, feature, requireProjectEnvironment(db, project, environment), changePayloadSchemas.updateEnabled.parse(payload).enabled);
      return;
    case 'addStrategy':
      addStrategy(db, by, feature, environment, changePayloadSchemas.addStrategy.parse(payload));
      return;
    case 'updateStrategy': {
      const { id, ...body } = changePayloadSchemas.updateStrategy.parse(payload);
      updateStrategy(db, by, feature, environment, id, body);
      return;
    }
    case 'deleteStrategy':
      deleteStrategy(db, by, feature, environment, changePayloadSchemas.deleteStrategy.parse(payload).id);
      return;
    case 'patchVariant':
      setVariants(db, by, feature, environment, normaliseVariants(changePayloadSchemas.patchVariant.parse(payload).variants));
      return;
    case 'reorderStrategy':
      setStrategySortOrder(db, by, feature, environment, changePayloadSchemas.reorderStrategy.parse(payload));
      return;
    case 'archiveFeature':
      archiveFeatures(db, by, [feature]);
      return;
    case 'addDependency':
      addDependency(db, by, project, feature, changePayloadSchemas.addDependency.parse(payload));
      return;
    case 'deleteDependency': {
      const parent = changePayloadSchemas.deleteDependency.parse(payload)?.feature;
      if (parent === undefined) deleteAllDependencies(db, by, feature);
      else deleteDependency(db, by, feature, parent);
      return;
    }
    default:
      throw new CannotApplyError(`the action "${subject.action}" is not one this service applies.`);
  }
}

/**
 * Applies every change of an Approved or Scheduled request in one transaction and marks it
 * Applied. Conflicts are looked for first; one conflict, or any change the store refuses, and
 * nothing is written (CannotApplyError, 409). The events of its changes, and of its being
 * applied, share the group `change-request` and its id.
 */
export function applyChangeRequest(db: Db, author: EventAuthor, id: number, by: { userId: number | undefined; at: string }): void {
  const grouped: EventAuthor = { ...author, at: by.at, group: { type: 'change-request', id: String(id) } };
  writeTransaction(db, () => {
    const request = requestRow(db, id);
    if (!request || (request.state !== 'Approved' && request.state !== 'Scheduled')) {
      throw new InvalidOperation(`Change request ${id} is ${request?.state ?? 'gone'} and cannot be applied.`);
    }
    const subjects = subjectsOf(db, request);
    const conflicts = conflictsOf(db, request);
    if (conflicts.length > 0) throw new CannotApplyError(conflicts.join(' '));
    // Whatever path led here, a request applies only on approvals given for its changes as they are.
    const counting = countingApprovals(db, id);
    if (counting < request.min_approvals) {
      throw new CannotApplyError(
        `its changes are not the ones approved: ${request.min_approvals} approval${request.min_approvals === 1 ? '' : 's'} of the changes as they are now ${request.min_approvals === 1 ? 'is' : 'are'} needed, and ${counting} ${counting === 1 ? 'stands' : 'stand'}.`,
      );
    }
    for (const { record, subject } of subjects) {
      const before = snapshotOf(db, subject);
      try {
        applyChange(db, grouped, subject);
      } catch (error) {
        if (error instanceof DomainError && !(error instanceof CannotApplyError)) throw new CannotApplyError(`${record.feature}: ${error.message}`);
        throw error;
      }
      // From now on the request shows what each change replaced.
      keepSnapshot(db, record.id, before.kind === 'state' ? before.value : undefined);
    }
    setState(db, grouped, id, 'Applied', by);
  });
}

export type ScheduledOutcome = 'applied' | 'failed' | 'suspended' | 'early' | 'not scheduled';

/**
 * Suspends a pending schedule whose flags moved since it was approved (or whose changes are no
 * longer the ones approved): its approvals are withdrawn with the reason, so it needs a new one.
 * Answers whether it suspended it. Call inside a write transaction.
 */
function suspendIfMoved(db: Db, by: EventAuthor, request: RequestRow): boolean {
  const conflicts = conflictsOf(db, request);
  const approved = countingApprovals(db, request.id) >= request.min_approvals;
  if (conflicts.length === 0 && approved) return false;
  const why = conflicts.length > 0 ? `The flags changed since the approval: ${conflicts.join(' ')}` : 'Its changes are not the ones approved.';
  withdrawApprovals(db, request.id, { reason: why, at: by.at ?? new Date().toISOString(), all: true });
  suspendSchedule(db, by, request.id, `${why} It needs a new approval.`);
  return true;
}

/** Every pending schedule whose flags moved since approval, suspended; answers their ids. */
export function suspendMovedSchedules(db: Db, at: string): number[] {
  const by = { ...systemAuthor, at };
  return writeTransaction(db, () => pendingSchedules(db).flatMap(({ id }) => {
    const request = requestRow(db, id);
    return request && suspendIfMoved(db, by, request) ? [id] : [];
  }));
}

/**
 * The scheduler's step for one request at `now`: apply it if it is due and still pending, in the
 * name of whoever scheduled it; if its flags moved since approval, suspend it; if it can no
 * longer apply for another reason, mark its schedule failed with why.
 */
export function runScheduledChangeRequest(db: Db, id: number, now: number): ScheduledOutcome {
  // One transaction: the schedule read is the one applied or marked failed (a failed apply is
  // undone to its savepoint, and the mark written in its place).
  return writeTransaction(db, (): ScheduledOutcome => {
    const request = requestRow(db, id);
    if (!request || request.state !== 'Scheduled' || request.schedule_status !== 'pending' || request.scheduled_at === null) return 'not scheduled';
    if (Date.parse(request.scheduled_at) > now) return 'early';
    const scheduledBy = movedBy(db, id, 'Scheduled');
    const author = { ...userIdAuthor(db, scheduledBy), at: new Date(now).toISOString() };
    if (suspendIfMoved(db, author, request)) return 'suspended';
    try {
      applyChangeRequest(db, author, id, { userId: scheduledBy, at: author.at });
      recordChangeRequestEvent(db, author, id, { type: 'change-request-scheduled-application-success', data: {} });
      return 'applied';
    } catch (error) {
      failSchedule(db, author, id, error instanceof CannotApplyError ? error.reason : error instanceof Error ? error.message : String(error));
      return 'failed';
    }
  });
}
