import type { ChangeAction } from '../../contract/changeRequestRequests';
import { editableChangeRequestStates, openChangeRequestStates, type ChangeRequestState } from '../../contract/changeRequest';
import type { Permission } from '../auth/permissions';

/**
 * The change request workflow's rules, without I/O: which state may follow which, what each step
 * needs, and who may take it. The services ask these questions; the store carries out the answers.
 *
 *   Draft ─submit→ In review ─approve (enough approvals)→ Approved ─apply→ Applied
 *                      │                                     └─schedule→ Scheduled ─apply (timer or now)→ Applied
 *                      └──────────── reject ←──── (In review, Approved, Scheduled) → Rejected
 *   any open state ─cancel (its creator)→ Cancelled
 *
 * An approval is for the changes as they were when given: editing them (In review or Approved)
 * withdraws it, and an Approved request short of approvals is In review again; a Scheduled one
 * whose flags moved is suspended, and approving it again resumes it.
 */
export type Transition = 'submit' | 'approve' | 'reject' | 'apply' | 'schedule' | 'cancel';

/** The transition a request for `target` means, by the state it asks for (Unleash's PUT …/state). */
const transitionByTarget: Partial<Record<ChangeRequestState, Transition>> = {
  'In review': 'submit',
  Approved: 'approve',
  Rejected: 'reject',
  Applied: 'apply',
  Scheduled: 'schedule',
  Cancelled: 'cancel',
};

/** The states each transition may start from. */
const allowedFrom: Record<Transition, readonly ChangeRequestState[]> = {
  submit: ['Draft'],
  // From Scheduled only while suspended (see refusalOf).
  approve: ['In review', 'Scheduled'],
  reject: ['In review', 'Approved', 'Scheduled'],
  apply: ['Approved', 'Scheduled'],
  // From Scheduled it moves the time.
  schedule: ['Approved', 'Scheduled'],
  cancel: openChangeRequestStates,
};

/** The permission each transition needs, as Unleash names them. */
export const transitionPermission: Record<Transition, Permission> = {
  submit: 'CREATE_CHANGE_REQUEST',
  approve: 'APPROVE_CHANGE_REQUEST',
  reject: 'APPROVE_CHANGE_REQUEST',
  apply: 'APPLY_CHANGE_REQUEST',
  schedule: 'APPLY_CHANGE_REQUEST',
  cancel: 'CREATE_CHANGE_REQUEST',
};

/** What asking for `target` means; undefined when no transition leads to it (Draft). */
export function transitionTo(target: ChangeRequestState): Transition | undefined {
  return transitionByTarget[target];
}

export function isAllowedFrom(transition: Transition, current: ChangeRequestState): boolean {
  return allowedFrom[transition].includes(current);
}

export interface Actor {
  /** Undefined for an admin API token, which is nobody in particular. */
  userId: number | undefined;
  isAdmin: boolean;
}

export interface RequestFacts {
  createdBy: number;
  /** Users whose approval counts. */
  approvedBy: readonly number[];
  changeCount: number;
  /** A Scheduled request whose schedule was suspended (it needs a new approval). */
  suspended?: boolean;
  state?: ChangeRequestState;
}

export type Refusal = { status: 403 | 409; message: string };

/**
 * Whether this actor may take this step on this request, beyond holding the permission: a
 * reviewer is somebody other than the author, and a request is its author's to submit and cancel.
 */
export function refusalOf(transition: Transition, actor: Actor, request: RequestFacts): Refusal | undefined {
  const isCreator = actor.userId !== undefined && actor.userId === request.createdBy;
  switch (transition) {
    case 'submit':
      if (!isCreator) return { status: 403, message: 'Only the author of a draft may submit it for review.' };
      if (request.changeCount === 0) return { status: 409, message: 'This draft has no changes to review.' };
      return undefined;
    case 'approve':
    case 'reject': {
      const verb = transition === 'approve' ? 'approve' : 'reject';
      if (actor.userId === undefined) return { status: 403, message: `A review belongs to a person: sign in with a personal access token to ${verb}.` };
      if (isCreator) return { status: 403, message: `You cannot ${verb} your own change request.` };
      if (transition === 'approve' && request.state === 'Scheduled' && !request.suspended) {
        return { status: 409, message: 'This change request is approved and scheduled already; it takes a new approval only once suspended.' };
      }
      // An approver may still reject later (say, a schedule they no longer trust), not approve twice.
      if (transition === 'approve' && request.approvedBy.includes(actor.userId)) {
        return { status: 409, message: 'You have already approved this change request.' };
      }
      return undefined;
    }
    case 'cancel':
      return isCreator || actor.isAdmin ? undefined : { status: 403, message: 'Only the author of a change request (or an admin) may cancel it.' };
    default:
      return undefined;
  }
}

/** After an approval: Approved once the approvals reach the minimum, else still In review. */
export function stateAfterApproval(approvals: number, minApprovals: number): 'Approved' | 'In review' {
  return approvals >= minApprovals ? 'Approved' : 'In review';
}

/** A schedule must name a time, and a time still to come. */
export function checkSchedule(scheduledAt: string | undefined, now: number): { scheduledAt: string } | { problem: string } {
  if (scheduledAt === undefined) return { problem: 'Scheduling needs scheduledAt, the time to apply the changes.' };
  if (Date.parse(scheduledAt) <= now) return { problem: 'scheduledAt must be in the future.' };
  return { scheduledAt: new Date(scheduledAt).toISOString() };
}

/** The permission the change itself needs in the environment, besides CREATE_CHANGE_REQUEST. */
export const actionPermission: Record<ChangeAction, Permission> = {
  updateEnabled: 'UPDATE_FEATURE_ENVIRONMENT',
  addStrategy: 'CREATE_FEATURE_STRATEGY',
  updateStrategy: 'UPDATE_FEATURE_STRATEGY',
  deleteStrategy: 'DELETE_FEATURE_STRATEGY',
  patchVariant: 'UPDATE_FEATURE_ENVIRONMENT_VARIANTS',
  reorderStrategy: 'UPDATE_FEATURE_STRATEGY',
  archiveFeature: 'DELETE_FEATURE',
  addDependency: 'UPDATE_FEATURE_DEPENDENCY',
  deleteDependency: 'UPDATE_FEATURE_DEPENDENCY',
};

export interface ChangeTarget {
  feature: string;
  action: string;
  /** The strategy a strategy change names. */
  strategyId?: string | undefined;
}

/**
 * What a change is the last word on, as a key: a later change with the same key replaces it in
 * the draft. The switch, the variants, or one strategy (updated or deleted) of a feature; an
 * added strategy has no key, as added strategies add up. A key lets a draft of any size be
 * searched in constant time.
 */
export function replacementKey(target: ChangeTarget): string | undefined {
  if (target.action === 'addStrategy') return undefined;
  const strategyAction = target.action === 'updateStrategy' || target.action === 'deleteStrategy';
  return JSON.stringify(strategyAction ? [target.feature, 'strategy', target.strategyId ?? null] : [target.feature, target.action]);
}

/** Whether a new change replaces one already in the draft (their keys are the same). */
export function replaces(next: ChangeTarget, existing: ChangeTarget): boolean {
  const key = replacementKey(next);
  return key !== undefined && key === replacementKey(existing);
}

/** The states whose changes their author may still edit; an edit withdraws the approvals given. */
export const editableStates: readonly ChangeRequestState[] = editableChangeRequestStates;
