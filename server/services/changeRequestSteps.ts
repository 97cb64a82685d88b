import type { ChangeRequestStateBody } from '../../contract/changeRequestRequests';
import { isOpenChangeRequestState, type ChangeRequest } from '../../contract/changeRequest';
import { holds, type Principal } from '../auth/principal';
import {
  checkSchedule, isAllowedFrom, refusalOf, stateAfterApproval, transitionPermission, transitionTo, type Actor, type Transition,
} from '../domain/changeRequestWorkflow';
import { BadData, InvalidOperation, MissingPermission, NotAllowed } from '../domain/errors';
import type { ChangeRequestScheduler } from '../scheduler/changeRequestScheduler';
import { applyChangeRequest } from '../store/changeRequestApply';
import { addComment, addReview, readChangeRequest } from '../store/changeRequests';
import { countingApprovals } from '../store/approvalBinding';
import { snapshotOf } from '../store/changeRequestSnapshots';
import { changeRecords, keepSnapshot, resumeSchedule, setState, setTitle } from '../store/changeRequestWrite';
import { isoNow } from '../store/json';
import type { Db } from '../store/openDatabase';
import type { EventAuthor } from '../store/events';
import { writeTransaction } from '../store/writeTransaction';
import { authorOf } from './eventAuthor';
import { actorOf, requireUser, visibleChangeRequest, type ChangeRequestRef } from './changeRequestAccess';

const pastTense: Record<Transition, string> = {
  submit: 'submitted', approve: 'approved', reject: 'rejected', apply: 'applied', schedule: 'scheduled', cancel: 'cancelled',
};

/**
 * A suspended schedule is approved again over the flags as they are now, which the request's page
 * shows as each change's "before": the snapshots are taken again, so the approval binds them. A
 * change whose subject is gone cannot be approved so.
 */
function retakeSnapshots(db: Db, request: ChangeRequest): void {
  for (const record of changeRecords(db, request.id)) {
    const now = snapshotOf(db, { project: request.project, environment: request.environment, ...record });
    if (now.kind === 'missing') throw new InvalidOperation(`${now.reason} Its author must change the request before it is approved again.`);
    keepSnapshot(db, record.id, now.kind === 'state' ? now.value : undefined);
  }
}

/** Once a suspended schedule has its approvals again, it is pending at its time, or Approved if that has passed. */
function approvedAgain(db: Db, author: EventAuthor, request: ChangeRequest, by: { userId: number | undefined; at: string }): { arm: string } | 'disarm' {
  if (request.state !== 'Scheduled' || countingApprovals(db, request.id) < request.minApprovals) return 'disarm';
  if (Date.parse(request.schedule.scheduledAt) <= Date.parse(by.at)) {
    setState(db, author, request.id, 'Approved', by);
    return 'disarm';
  }
  resumeSchedule(db, request.id);
  return { arm: request.schedule.scheduledAt };
}

/**
 * Carries out a transition the rules allowed, inside the caller's transaction; answers what the
 * scheduler must do once it commits: arm the request at its time, or forget it.
 */
function carryOut(
  db: Db, author: EventAuthor, transition: Transition, request: ChangeRequest, actor: Actor, body: ChangeRequestStateBody,
): { arm: string } | 'disarm' {
  const by = { userId: actor.userId, at: author.at ?? isoNow() };
  const comment = body.comment?.trim() || undefined;
  switch (transition) {
    case 'apply':
      applyChangeRequest(db, author, request.id, by);
      return 'disarm';
    case 'schedule': {
      const schedule = checkSchedule(body.scheduledAt, Date.now());
      if ('problem' in schedule) throw new BadData(schedule.problem, [{ message: schedule.problem, path: 'scheduledAt' }]);
      setState(db, author, request.id, 'Scheduled', { ...by, scheduledAt: schedule.scheduledAt });
      return { arm: schedule.scheduledAt };
    }
    default:
      if (transition === 'approve' && request.state === 'Scheduled') retakeSnapshots(db, request);
      if (transition === 'approve' || transition === 'reject') {
        // refusalOf made sure a reviewer is a user.
        const userId = actor.userId ?? 0;
        addReview(db, author, request.id, { userId, kind: transition === 'approve' ? 'approval' : 'rejection', ...(comment ? { reason: comment } : {}), createdAt: by.at });
        if (transition === 'approve' && comment) addComment(db, request.id, { userId, text: comment, createdAt: by.at });
      }
      if (transition === 'approve' && request.state === 'Scheduled') return approvedAgain(db, author, request, by);
      if (transition === 'approve') {
        const next = stateAfterApproval(countingApprovals(db, request.id), request.minApprovals);
        if (next !== request.state) setState(db, author, request.id, next, by);
      } else {
        setState(db, author, request.id, transition === 'submit' ? 'In review' : transition === 'reject' ? 'Rejected' : 'Cancelled', by);
      }
      return 'disarm';
  }
}

/**
 * Unleash's one endpoint for every step: the state asked for names the step. The request is read,
 * judged and moved in one transaction, so a step taken meanwhile elsewhere is honoured; the
 * scheduler learns of a schedule (or of its end) once that has committed.
 */
export function moveChangeRequest(
  db: Db, caller: Principal, ref: ChangeRequestRef, body: ChangeRequestStateBody, scheduler: Pick<ChangeRequestScheduler, 'arm' | 'disarm'>,
): ChangeRequest | undefined {
  const { id, next } = writeTransaction(db, () => {
    const changeRequest = visibleChangeRequest(db, caller, ref);
    const transition = transitionTo(body.state);
    if (transition === undefined) throw new InvalidOperation(`A change request cannot go back to ${body.state}.`);
    const permission = transitionPermission[transition];
    if (!holds(caller, permission)) throw new MissingPermission(permission, changeRequest.environment);
    if (!isAllowedFrom(transition, changeRequest.state)) {
      throw new InvalidOperation(`A change request that is ${changeRequest.state} cannot be ${pastTense[transition]}.`);
    }
    const actor = actorOf(caller);
    const refusal = refusalOf(transition, actor, {
      createdBy: changeRequest.createdBy.id ?? 0,
      approvedBy: (changeRequest.approvals ?? []).flatMap((review) => review.createdBy?.id ?? []),
      changeCount: changeRequest.features.reduce((count, feature) => count + (feature.changes?.length ?? 0), 0),
      state: changeRequest.state,
      suspended: changeRequest.state === 'Scheduled' && changeRequest.schedule.status === 'suspended',
    });
    if (refusal) throw refusal.status === 403 ? new NotAllowed(refusal.message) : new InvalidOperation(refusal.message);
    return { id: changeRequest.id, next: carryOut(db, authorOf(caller), transition, changeRequest, actor, body) };
  });
  if (next === 'disarm') scheduler.disarm(id);
  else scheduler.arm(id, next.arm);
  return readChangeRequest(db, id);
}

export function commentOn(db: Db, caller: Principal, ref: ChangeRequestRef, text: string): ChangeRequest | undefined {
  return writeTransaction(db, () => {
    const changeRequest = visibleChangeRequest(db, caller, ref);
    const userId = requireUser(caller, 'A comment');
    addComment(db, changeRequest.id, { userId, text, createdAt: isoNow() });
    return readChangeRequest(db, changeRequest.id);
  });
}

export function retitle(db: Db, caller: Principal, ref: ChangeRequestRef, title: string): ChangeRequest | undefined {
  return writeTransaction(db, () => {
    const changeRequest = visibleChangeRequest(db, caller, ref);
    if (changeRequest.createdBy.id !== actorOf(caller).userId) throw new NotAllowed('Only the author of a change request may change its title.');
    if (!isOpenChangeRequestState(changeRequest.state)) throw new InvalidOperation(`The title of a change request that is ${changeRequest.state} cannot change.`);
    setTitle(db, changeRequest.id, title);
    return readChangeRequest(db, changeRequest.id);
  });
}
