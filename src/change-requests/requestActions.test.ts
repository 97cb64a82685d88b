import { describe, expect, it } from 'vitest';
import { changeRequestSchema, type ChangeRequest } from '../../contract';
import type { Viewer } from '../viewer/viewer';
import { actionsFor, commentBlockedBy } from './requestActions';

const editorPermissions = ['CREATE_CHANGE_REQUEST', 'APPROVE_CHANGE_REQUEST', 'APPLY_CHANGE_REQUEST'].map((permission) => ({ permission }));
const author: Viewer = { id: 1, permissions: editorPermissions };
const reviewer: Viewer = { id: 2, permissions: editorPermissions };
const viewerRole: Viewer = { id: 3, permissions: [] };
const adminToken: Viewer = { id: 0, permissions: [{ permission: 'ADMIN' }] };

function request(state: ChangeRequest['state'], extra: Partial<ChangeRequest> = {}): ChangeRequest {
  const base = {
    id: 5, environment: 'production', project: 'default', minApprovals: 2, segments: [], createdAt: '2026-01-01T00:00:00Z',
    createdBy: { id: 1, username: 'pm' }, approvals: [], rejections: [],
    features: [{ name: 'checkout', changes: [{ id: 1, action: 'updateEnabled', payload: { enabled: false } }] }],
  };
  const schedule = state === 'Scheduled' ? { schedule: { scheduledAt: '2026-01-02T00:00:00Z', status: 'pending' } } : {};
  return changeRequestSchema.parse({ ...base, ...extra, state, ...schedule });
}

const summary = (req: ChangeRequest, viewer: Viewer) => actionsFor(req, viewer).map((a) => (a.blockedBy ? `${a.label} (${a.blockedBy})` : a.label));

describe('actionsFor', () => {
  it('a draft: its author submits or cancels it', () => {
    expect(summary(request('Draft'), author)).toEqual(['Submit for review', 'Cancel request']);
    expect(summary(request('Draft', { features: [] }), author)[0]).toBe('Submit for review (Add a change before submitting.)');
  });

  it('in review: a reviewer approves or rejects; applying waits for the approvals', () => {
    expect(summary(request('In review'), reviewer)).toEqual([
      'Approve', 'Reject', 'Apply now (It needs 2 more approvals (0 of 2).)', 'Cancel request (Only its author (or an admin) can cancel it.)',
    ]);
  });

  it('the author cannot review their own request, and is told so', () => {
    const [approve, reject] = actionsFor(request('In review'), author);
    expect(approve?.blockedBy).toBe('You cannot approve your own change request.');
    expect(reject?.blockedBy).toBe('You cannot reject your own change request; cancel it instead.');
  });

  it('one approval given: the next reviewer still may; the one who gave it may not again', () => {
    const once = request('In review', { approvals: [{ createdBy: { id: 2 } }] });
    expect(actionsFor(once, reviewer)[0]?.blockedBy).toBe('You have approved it already.');
    expect(actionsFor(once, { ...reviewer, id: 4 })[0]?.blockedBy).toBeUndefined();
    expect(actionsFor(once, { ...reviewer, id: 4 })[2]?.blockedBy).toBe('It needs 1 more approval (1 of 2).');
  });

  it('approved: apply, schedule, reject or cancel; a Viewer is told which permission they lack', () => {
    expect(summary(request('Approved'), author)).toEqual(['Apply now', 'Schedule', 'Reject (You cannot reject your own change request; cancel it instead.)', 'Cancel request']);
    expect(actionsFor(request('Approved'), viewerRole)[0]?.blockedBy).toBe('You need the APPLY_CHANGE_REQUEST permission in production.');
  });

  it('a conflict blocks applying and scheduling', () => {
    const conflicted = request('Approved', { features: [{ name: 'checkout', conflict: 'switched meanwhile', changes: [] }] });
    expect(actionsFor(conflicted, author)[0]?.blockedBy).toMatch(/^A flag changed after this request was made/);
    expect(actionsFor(conflicted, author)[1]?.blockedBy).toMatch(/^A flag changed/);
  });

  it('scheduled: apply now, move the schedule, reject, cancel', () => {
    expect(actionsFor(request('Scheduled'), reviewer).map((a) => a.label)).toEqual(['Apply now', 'Change schedule', 'Reject', 'Cancel request']);
  });

  it('closed requests offer nothing', () => {
    for (const state of ['Applied', 'Cancelled', 'Rejected'] as const) expect(actionsFor(request(state), author)).toEqual([]);
  });

  it('an admin token may apply and cancel, not review or comment', () => {
    const [approve, , apply] = actionsFor(request('In review', { approvals: [{ createdBy: { id: 2 } }] }), adminToken);
    expect(approve?.blockedBy).toMatch(/^An API token is nobody/);
    expect(apply?.blockedBy).toBe('It needs 1 more approval (1 of 2).');
    expect(actionsFor(request('Approved'), adminToken).map((a) => a.blockedBy)).toEqual([undefined, undefined, expect.stringMatching(/^An API token/), undefined]);
    expect(commentBlockedBy(adminToken)).toMatch(/^An API token/);
    expect(commentBlockedBy(reviewer)).toBeUndefined();
  });

  it('offers a reviewer a new approval of a suspended schedule, and neither applying nor rescheduling it', () => {
    const suspended = changeRequestSchema.parse({
      ...request('Scheduled'), schedule: { scheduledAt: '2026-01-02T00:00:00Z', status: 'suspended', reason: 'The flags changed since the approval.' },
    });
    expect(summary(suspended, reviewer)).toEqual(['Approve again', 'Reject', 'Cancel request (Only its author (or an admin) can cancel it.)']);
  });
});
