import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChangeRequestState } from '../../contract/changeRequest';
import { startWithFlag, type ChangeRequestSteps } from '../test/changeRequests';
import { expectError, storeSnapshot, tokens, type TestService } from '../test/harness';

let service: TestService;
let steps: ChangeRequestSteps;
beforeEach(async () => {
  ({ service, steps } = await startWithFlag());
});
afterEach(() => service.close());

const inAMinute = () => new Date(Date.now() + 60_000);

describe('PUT …/change-requests/{id}/state: the whole way', () => {
  it('Draft → In review → (1 of 2) → Approved → Applied, and the flag is then off in production', async () => {
    const { move, expectRequest } = steps;
    const draft = await steps.draft();
    expect(await steps.enabledIn('flag')).toBe(true);

    const inReview = expectRequest(await move(draft.id, service.pats.Editor, { state: 'In review' }));
    expect(inReview.state).toBe('In review');

    const once = expectRequest(await move(draft.id, service.pats.Editor2, { state: 'Approved' }));
    expect(once.state).toBe('In review');
    expect(once.approvals?.map((a) => a.createdBy?.username)).toEqual(['test-editor2']);

    const twice = expectRequest(await move(draft.id, service.pats.Admin, { state: 'Approved', comment: 'Ship it' }));
    expect(twice.state).toBe('Approved');
    expect(twice.comments?.map((c) => c.text)).toEqual(['Ship it']);

    const applied = expectRequest(await move(draft.id, service.pats.Editor, { state: 'Applied' }));
    expect(applied.state).toBe('Applied');
    expect(await steps.enabledIn('flag')).toBe(false);
    // What the change replaced stays readable after the fact.
    expect(applied.features[0]?.changes?.[0]).toMatchObject({ payload: { enabled: false }, before: { enabled: true } });
    expect(Object.keys(applied.stateTimestamps ?? {})).toEqual(['Draft', 'In review', 'Approved', 'Applied']);
  });

  it('rejects with a reason, from In review, Approved or Scheduled', async () => {
    for (const start of [() => steps.inReview(), () => steps.approved(), () => steps.scheduled(inAMinute())]) {
      const { id } = await start();
      const rejected = steps.expectRequest(await steps.move(id, service.pats.Editor2, { state: 'Rejected', comment: 'Not this week' }));
      expect(rejected).toMatchObject({ state: 'Rejected', rejections: [{ reason: 'Not this week' }] });
      expect(rejected).not.toHaveProperty('schedule');
    }
    expect(await steps.enabledIn('flag')).toBe(true);
  });

  it('lets the author cancel from every open state, and an admin too', async () => {
    for (const start of [() => steps.draft(), () => steps.inReview(), () => steps.approved(), () => steps.scheduled(inAMinute())]) {
      const { id } = await start();
      expect(steps.expectRequest(await steps.move(id, service.pats.Editor, { state: 'Cancelled' })).state).toBe('Cancelled');
    }
    const { id } = await steps.inReview();
    expect(steps.expectRequest(await steps.move(id, service.pats.Admin, { state: 'Cancelled' })).state).toBe('Cancelled');
  });

  it('schedules an Approved request, moves the time, and applies it now on request', async () => {
    const at = inAMinute();
    const scheduled = await steps.scheduled(at);
    expect(scheduled).toMatchObject({ state: 'Scheduled', schedule: { scheduledAt: at.toISOString(), status: 'pending' } });

    const later = new Date(at.getTime() + 3_600_000);
    const moved = steps.expectRequest(await steps.move(scheduled.id, service.pats.Editor2, { state: 'Scheduled', scheduledAt: later.toISOString() }));
    expect(moved.state === 'Scheduled' && moved.schedule.scheduledAt).toBe(later.toISOString());

    expect(steps.expectRequest(await steps.move(scheduled.id, service.pats.Editor, { state: 'Applied' })).state).toBe('Applied');
    expect(await steps.enabledIn('flag')).toBe(false);
  });
});

describe('each step checks the permission it needs (403 naming it and the environment)', () => {
  const cases: [string, () => Promise<{ id: number }>, ChangeRequestState, string][] = [
    ['submit', () => steps.draft(), 'In review', 'CREATE_CHANGE_REQUEST'],
    ['approve', () => steps.inReview(), 'Approved', 'APPROVE_CHANGE_REQUEST'],
    ['reject', () => steps.inReview(), 'Rejected', 'APPROVE_CHANGE_REQUEST'],
    ['apply', () => steps.approved(), 'Applied', 'APPLY_CHANGE_REQUEST'],
    ['schedule', () => steps.approved(), 'Scheduled', 'APPLY_CHANGE_REQUEST'],
    ['cancel', () => steps.inReview(), 'Cancelled', 'CREATE_CHANGE_REQUEST'],
  ];
  for (const [step, start, state, permission] of cases) {
    it(`${step}: a Viewer gets 403 ${permission}, and nothing changes`, async () => {
      const { id } = await start();
      // A draft is only its author's to see: to test submitting, the author loses the Editor role.
      const token = step === 'submit' ? service.pats.Editor : service.pats.Viewer;
      if (step === 'submit') service.db.prepare('UPDATE users SET root_role = 3 WHERE id = ?').run(service.userIds.Editor);
      const before = storeSnapshot(service.db);
      const error = expectError(await steps.move(id, token, { state, scheduledAt: inAMinute().toISOString() }), 403, 'NoAccessError');
      expect(error.message).toContain(`"${permission}" permission for the "production" environment`);
      expect(storeSnapshot(service.db)).toBe(before);
    });
  }

  it('the author cannot approve or reject their own request; an admin token is nobody to review', async () => {
    const { id } = await steps.inReview();
    expect(expectError(await steps.move(id, service.pats.Editor, { state: 'Approved' }), 403, 'NoAccessError').message).toBe('You cannot approve your own change request.');
    expectError(await steps.move(id, service.pats.Editor, { state: 'Rejected' }), 403, 'NoAccessError');
    expectError(await steps.move(id, tokens.admin, { state: 'Approved' }), 403, 'NoAccessError');
  });

  it('only the author submits or cancels (an admin may cancel)', async () => {
    const inReview = await steps.inReview();
    expectError(await steps.move(inReview.id, service.pats.Editor2, { state: 'Cancelled' }), 403, 'NoAccessError');
    // Somebody else's draft is not even there for them.
    const draft = await steps.draft('flag', true);
    expectError(await steps.move(draft.id, service.pats.Editor2, { state: 'In review' }), 404, 'NotFoundError');
  });

  it('401 without a token; client and frontend tokens are refused', async () => {
    const { id } = await steps.inReview();
    expectError(await steps.move(id, null, { state: 'Approved' }), 401, 'AuthenticationRequired');
    expectError(await steps.move(id, tokens.frontend, { state: 'Approved' }), 403, 'NoAccessError');
  });
});

describe('409 for a step the current state does not allow, writing nothing', () => {
  const cases: [string, () => Promise<{ id: number }>, ChangeRequestState][] = [
    ['approve a Draft', () => steps.draft(), 'Approved'],
    ['apply a Draft', () => steps.draft(), 'Applied'],
    ['schedule a request In review', () => steps.inReview(), 'Scheduled'],
    ['apply a request In review', () => steps.inReview(), 'Applied'],
    ['submit a request In review', () => steps.inReview(), 'In review'],
    ['reject a Draft', () => steps.draft(), 'Rejected'],
    ['approve an Approved request again', () => steps.approved(), 'Approved'],
    ['send anything back to Draft', () => steps.inReview(), 'Draft'],
  ];
  for (const [what, start, state] of cases) {
    it(what, async () => {
      const { id } = await start();
      const before = storeSnapshot(service.db);
      // The author: a Draft is nobody else's to see.
      expectError(await steps.move(id, service.pats.Editor, { state, scheduledAt: inAMinute().toISOString() }), 409, 'InvalidOperationError');
      expect(storeSnapshot(service.db)).toBe(before);
    });
  }

  it('nothing moves a closed request (Applied, Rejected, Cancelled)', async () => {
    const applied = await steps.approved();
    await steps.move(applied.id, service.pats.Editor, { state: 'Applied' });
    const cancelled = await steps.inReview('flag', true);
    await steps.move(cancelled.id, service.pats.Editor, { state: 'Cancelled' });
    const before = storeSnapshot(service.db);
    for (const id of [applied.id, cancelled.id]) {
      for (const state of ['In review', 'Approved', 'Applied', 'Scheduled', 'Rejected', 'Cancelled'] as const) {
        expectError(await steps.move(id, service.pats.Admin, { state, scheduledAt: inAMinute().toISOString() }), 409, 'InvalidOperationError');
      }
    }
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('a reviewer approves once; an empty draft cannot be submitted', async () => {
    const { id } = await steps.inReview();
    await steps.move(id, service.pats.Editor2, { state: 'Approved' });
    expectError(await steps.move(id, service.pats.Editor2, { state: 'Approved' }), 409, 'InvalidOperationError');

    const draft = await steps.draft('flag', true);
    const changeId = draft.features[0]?.changes?.[0]?.id;
    expect((await service.call('DELETE', steps.path(draft.id, `/changes/${changeId}`), { token: service.pats.Editor })).status).toBe(200);
    expectError(await steps.move(draft.id, service.pats.Editor, { state: 'In review' }), 409, 'InvalidOperationError');
  });

  it('a schedule needs a time to come (400)', async () => {
    const { id } = await steps.approved();
    expectError(await steps.move(id, service.pats.Editor, { state: 'Scheduled' }), 400, 'BadDataError');
    expectError(await steps.move(id, service.pats.Editor, { state: 'Scheduled', scheduledAt: new Date(Date.now() - 1000).toISOString() }), 400, 'BadDataError');
    expectError(await steps.move(id, service.pats.Editor, { state: 'Scheduled', scheduledAt: 'tomorrow' }), 400, 'BadDataError');
  });
});

describe('comments and titles', () => {
  it('anyone signed in comments; an empty comment is refused; an admin token is nobody', async () => {
    const { id } = await steps.inReview();
    const commented = steps.expectRequest(await service.call('POST', steps.path(id, '/comments'), { token: service.pats.Viewer, body: { text: 'Why now?' } }));
    expect(commented.comments).toEqual([expect.objectContaining({ text: 'Why now?', createdBy: expect.objectContaining({ username: 'test-viewer' }) })]);
    expectError(await service.call('POST', steps.path(id, '/comments'), { token: service.pats.Viewer, body: { text: '  ' } }), 400, 'BadDataError');
    expectError(await service.call('POST', steps.path(id, '/comments'), { body: { text: 'hi' } }), 403, 'NoAccessError');
  });

  it('the author titles an open request; others and closed requests cannot', async () => {
    const { id } = await steps.inReview();
    const titled = steps.expectRequest(await service.call('PUT', steps.path(id, '/title'), { token: service.pats.Editor, body: { title: 'Switch flag off' } }));
    expect(titled.title).toBe('Switch flag off');
    expectError(await service.call('PUT', steps.path(id, '/title'), { token: service.pats.Editor2, body: { title: 'Mine now' } }), 403, 'NoAccessError');
    await steps.move(id, service.pats.Editor, { state: 'Cancelled' });
    expectError(await service.call('PUT', steps.path(id, '/title'), { token: service.pats.Editor, body: { title: 'Too late' } }), 409, 'InvalidOperationError');
  });
});
