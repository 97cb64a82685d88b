import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startWithFlag, switchOffChange, type ChangeRequestSteps } from '../test/changeRequests';
import { expectError, storeSnapshot, type TestService } from '../test/harness';

let service: TestService;
let steps: ChangeRequestSteps;
beforeEach(async () => {
  ({ service, steps } = await startWithFlag());
  await service.createFlag('default', 'other-flag');
});
afterEach(() => service.close());

describe('an approval is for the changes as they were when given', () => {
  it('is withdrawn when the author edits the changes under review, saying why', async () => {
    const { id } = await steps.inReview('flag', false);
    steps.expectRequest(await steps.move(id, service.pats.Editor2, { state: 'Approved' }));
    expect((await steps.read(id)).approvals?.map((approval) => approval.createdBy?.id)).toEqual([service.userIds.Editor2]);

    const edited = steps.expectRequest(await steps.addToDraft(id, switchOffChange('other-flag')));
    expect(edited.state).toBe('In review');
    expect(edited.approvals).toEqual([]);
    expect(edited.withdrawnApprovals).toEqual([expect.objectContaining({
      createdBy: expect.objectContaining({ id: service.userIds.Editor2 }), withdrawnReason: 'The changes were edited after this approval.', withdrawnAt: expect.any(String),
    })]);
    // The same reviewer may approve the changes as they are now.
    steps.expectRequest(await steps.move(id, service.pats.Editor2, { state: 'Approved' }));
    expect((await steps.read(id)).approvals).toHaveLength(1);
  });

  it('puts an Approved request back In review when its changes are edited, and it cannot be applied on the old approvals', async () => {
    const approved = await steps.approved('flag', false);
    const changeId = approved.features[0]?.changes?.[0]?.id ?? 0;
    steps.expectRequest(await steps.addToDraft(approved.id, switchOffChange('other-flag')));
    const discarded = steps.expectRequest(await service.call('DELETE', steps.path(approved.id, `/changes/${changeId}`), { token: service.pats.Editor }));
    expect(discarded).toMatchObject({ state: 'In review', approvals: [] });
    expect(discarded.withdrawnApprovals).toHaveLength(2);
    expect(discarded.stateTimestamps?.['In review']).toBeDefined();

    const before = storeSnapshot(service.db);
    expectError(await steps.move(approved.id, service.pats.Admin, { state: 'Applied' }), 409, 'InvalidOperationError');
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('is enforced by the service however the changes came to differ: an edited request is not applied on an old approval', async () => {
    const approved = await steps.approved('flag', false);
    // A change rewritten behind the workflow's back: no withdrawal was recorded, the digest still tells.
    service.db.prepare(`UPDATE change_request_changes SET payload = '{"enabled":true}' WHERE change_request_id = ?`).run(approved.id);
    const read = await steps.read(approved.id);
    expect(read.approvals).toEqual([]);
    expect(read.withdrawnApprovals?.map((approval) => approval.withdrawnReason)).toEqual(['The changes differ from those approved.', 'The changes differ from those approved.']);

    const before = storeSnapshot(service.db);
    const refused = expectError(await steps.move(approved.id, service.pats.Admin, { state: 'Applied' }), 409, 'InvalidOperationError');
    expect(refused.message).toBe('The change request cannot be applied: its changes are not the ones approved: 2 approvals of the changes as they are now are needed, and 0 stand.');
    expect(storeSnapshot(service.db)).toBe(before);
    expect(await steps.enabledIn('flag')).toBe(true);
  });

  it('leaves approvals standing while nothing is edited, and the request applies', async () => {
    const approved = await steps.approved('flag', false);
    steps.expectRequest(await service.call('POST', steps.path(approved.id, '/comments'), { token: service.pats.Editor, body: { text: 'Ready' } }));
    expect((await steps.read(approved.id)).withdrawnApprovals).toBeUndefined();
    expect(steps.expectRequest(await steps.move(approved.id, service.pats.Admin, { state: 'Applied' })).state).toBe('Applied');
  });
});
