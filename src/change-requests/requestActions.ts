import type { ChangeRequest } from '../../contract';
import { isAdmin, isPerson, may, type Viewer } from '../viewer/viewer';

/**
 * What the viewer may do with a request now, and for what they may not, why. The page shows the
 * steps the request's state offers; those the viewer may not take stay visible, disabled, with
 * the reason beside them, so nobody wonders where a button went.
 */
export type ActionId = 'submit' | 'approve' | 'reject' | 'apply' | 'schedule' | 'cancel';

export interface RequestAction {
  id: ActionId;
  label: string;
  /** Undefined when the viewer may take it. */
  blockedBy?: string;
}

const offered: Record<ChangeRequest['state'], ActionId[]> = {
  Draft: ['submit', 'cancel'],
  'In review': ['approve', 'reject', 'apply', 'cancel'],
  Approved: ['apply', 'schedule', 'reject', 'cancel'],
  Scheduled: ['apply', 'schedule', 'reject', 'cancel'],
  Applied: [],
  Cancelled: [],
  Rejected: [],
};

/** A schedule suspended because its flags moved waits for a new approval: that, or ending it. */
const offeredWhenSuspended: ActionId[] = ['approve', 'reject', 'cancel'];
const isSuspended = (request: ChangeRequest) => request.state === 'Scheduled' && request.schedule.status === 'suspended';

export const changeCount = (request: ChangeRequest) =>
  request.features.reduce((count, feature) => count + (feature.changes?.length ?? 0), 0) +
  request.segments.reduce((count, segment) => count + (segment.changes?.length ?? 0), 0);

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const notAPerson = 'An API token is nobody in particular: approving, rejecting and commenting are left to people. Sign in with a personal access token for those.';

function blockedBy(id: ActionId, request: ChangeRequest, viewer: Viewer): string | undefined {
  const place = { project: request.project, environment: request.environment };
  const needs = (permission: string) => (may(viewer, permission, place) ? undefined : `You need the ${permission} permission in ${request.environment}.`);
  const isAuthor = isPerson(viewer) && request.createdBy.id === viewer.id;
  const approvals = request.approvals ?? [];
  const conflict = request.features.some((feature) => feature.conflict);
  switch (id) {
    case 'submit':
      if (!isAuthor) return 'Only its author can submit a draft.';
      if (changeCount(request) === 0) return 'Add a change before submitting.';
      return needs('CREATE_CHANGE_REQUEST');
    case 'approve':
      if (!isPerson(viewer)) return notAPerson;
      if (isAuthor) return 'You cannot approve your own change request.';
      if (approvals.some((review) => review.createdBy?.id === viewer.id)) return 'You have approved it already.';
      return needs('APPROVE_CHANGE_REQUEST');
    case 'reject':
      if (!isPerson(viewer)) return notAPerson;
      if (isAuthor) return 'You cannot reject your own change request; cancel it instead.';
      return needs('APPROVE_CHANGE_REQUEST');
    case 'apply':
    case 'schedule': {
      if (request.state === 'In review') {
        const missing = Math.max(1, request.minApprovals - approvals.length);
        return `It needs ${plural(missing, 'more approval')} (${approvals.length} of ${request.minApprovals}).`;
      }
      if (conflict) return 'A flag changed after this request was made (see the conflict): it cannot apply as it is.';
      return needs('APPLY_CHANGE_REQUEST');
    }
    case 'cancel':
      return isAuthor || isAdmin(viewer) ? undefined : 'Only its author (or an admin) can cancel it.';
  }
}

const labels: Record<ActionId, string> = {
  submit: 'Submit for review', approve: 'Approve', reject: 'Reject', apply: 'Apply now', schedule: 'Schedule', cancel: 'Cancel request',
};

export function actionsFor(request: ChangeRequest, viewer: Viewer): RequestAction[] {
  const suspended = isSuspended(request);
  return (suspended ? offeredWhenSuspended : offered[request.state]).map((id) => {
    const label = id === 'schedule' && request.state === 'Scheduled' ? 'Change schedule' : id === 'approve' && suspended ? 'Approve again' : labels[id];
    const reason = blockedBy(id, request, viewer);
    return reason === undefined ? { id, label } : { id, label, blockedBy: reason };
  });
}

/** Commenting is open to every person who can see the request. */
export const commentBlockedBy = (viewer: Viewer): string | undefined => (isPerson(viewer) ? undefined : notAPerson);
