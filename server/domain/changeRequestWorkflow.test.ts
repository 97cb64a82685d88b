import { describe, expect, it } from 'vitest';
import { changeRequestStates, type ChangeRequestState } from '../../contract/changeRequest';
import {
  checkSchedule, isAllowedFrom, refusalOf, replaces, stateAfterApproval, transitionPermission, transitionTo, type Transition,
} from './changeRequestWorkflow';

const author = { userId: 1, isAdmin: false };
const reviewer = { userId: 2, isAdmin: false };
const facts = { createdBy: 1, approvedBy: [] as number[], changeCount: 1 };

describe('which state may follow which', () => {
  const allowed: Record<Transition, ChangeRequestState[]> = {
    submit: ['Draft'],
    // From Scheduled only once suspended (refusalOf).
    approve: ['In review', 'Scheduled'],
    reject: ['In review', 'Approved', 'Scheduled'],
    apply: ['Approved', 'Scheduled'],
    schedule: ['Approved', 'Scheduled'],
    cancel: ['Draft', 'In review', 'Approved', 'Scheduled'],
  };
  for (const [transition, from] of Object.entries(allowed) as [Transition, ChangeRequestState[]][]) {
    it(`${transition} starts from ${from.join(', ')} and nothing else`, () => {
      expect(changeRequestStates.filter((state) => isAllowedFrom(transition, state))).toEqual(from);
    });
  }

  it('a closed request (Applied, Cancelled, Rejected) goes nowhere', () => {
    for (const state of ['Applied', 'Cancelled', 'Rejected'] as const) {
      for (const transition of Object.keys(allowed) as Transition[]) expect(isAllowedFrom(transition, state)).toBe(false);
    }
  });

  it('the state asked for names the step; nothing leads back to Draft', () => {
    expect(transitionTo('In review')).toBe('submit');
    expect(transitionTo('Approved')).toBe('approve');
    expect(transitionTo('Rejected')).toBe('reject');
    expect(transitionTo('Applied')).toBe('apply');
    expect(transitionTo('Scheduled')).toBe('schedule');
    expect(transitionTo('Cancelled')).toBe('cancel');
    expect(transitionTo('Draft')).toBeUndefined();
  });

  it('each step needs Unleash\'s permission for it', () => {
    expect(transitionPermission).toEqual({
      submit: 'CREATE_CHANGE_REQUEST', cancel: 'CREATE_CHANGE_REQUEST',
      approve: 'APPROVE_CHANGE_REQUEST', reject: 'APPROVE_CHANGE_REQUEST',
      apply: 'APPLY_CHANGE_REQUEST', schedule: 'APPLY_CHANGE_REQUEST',
    });
  });
});

describe('who may take a step', () => {
  it('the author cannot approve or reject their own request', () => {
    expect(refusalOf('approve', author, facts)).toEqual({ status: 403, message: 'You cannot approve your own change request.' });
    expect(refusalOf('reject', author, facts)?.status).toBe(403);
    expect(refusalOf('approve', reviewer, facts)).toBeUndefined();
  });

  it('a reviewer approves once, and may still reject later', () => {
    expect(refusalOf('approve', reviewer, { ...facts, approvedBy: [2] })).toMatchObject({ status: 409 });
    expect(refusalOf('reject', reviewer, { ...facts, approvedBy: [2] })).toBeUndefined();
  });

  it('an admin API token is nobody, so it cannot review', () => {
    expect(refusalOf('approve', { userId: undefined, isAdmin: true }, facts)?.status).toBe(403);
  });

  it('only the author submits, and only a draft with changes', () => {
    expect(refusalOf('submit', reviewer, facts)?.status).toBe(403);
    expect(refusalOf('submit', author, { ...facts, changeCount: 0 })).toMatchObject({ status: 409 });
    expect(refusalOf('submit', author, facts)).toBeUndefined();
  });

  it('the author or an admin cancels', () => {
    expect(refusalOf('cancel', author, facts)).toBeUndefined();
    expect(refusalOf('cancel', { userId: 3, isAdmin: true }, facts)).toBeUndefined();
    expect(refusalOf('cancel', reviewer, facts)?.status).toBe(403);
  });

  it('anyone holding the permission applies and schedules, the author too', () => {
    expect(refusalOf('apply', author, facts)).toBeUndefined();
    expect(refusalOf('schedule', reviewer, facts)).toBeUndefined();
  });
});

describe('approvals and schedules', () => {
  it('a request is Approved once its approvals reach the minimum', () => {
    expect(stateAfterApproval(1, 2)).toBe('In review');
    expect(stateAfterApproval(2, 2)).toBe('Approved');
    expect(stateAfterApproval(1, 1)).toBe('Approved');
  });

  it('a schedule names a time still to come', () => {
    const now = Date.parse('2026-05-01T10:00:00Z');
    expect(checkSchedule(undefined, now)).toHaveProperty('problem');
    expect(checkSchedule('2026-05-01T10:00:00Z', now)).toEqual({ problem: 'scheduledAt must be in the future.' });
    expect(checkSchedule('2026-05-01T12:00:00+02:00', now)).toHaveProperty('problem');
    expect(checkSchedule('2026-05-01T10:00:05+00:00', now)).toEqual({ scheduledAt: '2026-05-01T10:00:05.000Z' });
  });
});

describe('a new change in a draft', () => {
  it('replaces the earlier word on the same switch or the same variants', () => {
    expect(replaces({ feature: 'a', action: 'updateEnabled' }, { feature: 'a', action: 'updateEnabled' })).toBe(true);
    expect(replaces({ feature: 'a', action: 'patchVariant' }, { feature: 'a', action: 'patchVariant' })).toBe(true);
    expect(replaces({ feature: 'a', action: 'updateEnabled' }, { feature: 'b', action: 'updateEnabled' })).toBe(false);
    expect(replaces({ feature: 'a', action: 'updateEnabled' }, { feature: 'a', action: 'patchVariant' })).toBe(false);
  });

  it('replaces an update or deletion of the same strategy, not of another', () => {
    expect(replaces({ feature: 'a', action: 'deleteStrategy', strategyId: 's1' }, { feature: 'a', action: 'updateStrategy', strategyId: 's1' })).toBe(true);
    expect(replaces({ feature: 'a', action: 'updateStrategy', strategyId: 's1' }, { feature: 'a', action: 'updateStrategy', strategyId: 's2' })).toBe(false);
  });

  it('adds up new strategies', () => {
    expect(replaces({ feature: 'a', action: 'addStrategy' }, { feature: 'a', action: 'addStrategy' })).toBe(false);
  });
});
