import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setChangeRequestSettings } from '../store/environments';
import { startWithFlag, switchOffChange, type ChangeRequestSteps } from '../test/changeRequests';
import { expectError, storeSnapshot, type TestService } from '../test/harness';
import { systemAuthor } from '../store/events';

let service: TestService;
let steps: ChangeRequestSteps;
beforeEach(async () => {
  ({ service, steps } = await startWithFlag());
  await service.createFlag('default', 'other-flag');
});
afterEach(() => service.close());

describe('POST …/environments/{environment}/change-requests?draft=', () => {
  it('new: starts a Draft beside the one the caller has, which keeps its changes', async () => {
    const existing = await steps.draft('flag', false);
    const started = steps.expectRequest(await steps.addToDraft('new', switchOffChange('other-flag')));
    expect(started.id).not.toBe(existing.id);
    expect(started).toMatchObject({ state: 'Draft', environment: 'production', minApprovals: 2, createdBy: { id: service.userIds.Editor } });
    expect(started.features.map((feature) => feature.name)).toEqual(['other-flag']);
    expect((await steps.read(existing.id)).features.map((feature) => feature.name)).toEqual(['flag']);
  });

  it('an id: adds to that Draft of the caller, not to the latest one', async () => {
    const first = await steps.draft('flag', false);
    const second = steps.expectRequest(await steps.addToDraft('new', switchOffChange('flag')));
    const added = steps.expectRequest(await steps.addToDraft(first.id, switchOffChange('other-flag')));
    expect(added.id).toBe(first.id);
    expect(added.features.map((feature) => feature.name)).toEqual(['flag', 'other-flag']);
    expect((await steps.read(second.id)).features.map((feature) => feature.name)).toEqual(['flag']);
  });

  it('without it, adds to the caller\'s latest Draft, as Unleash adds to the caller\'s draft', async () => {
    await steps.draft('flag', false);
    const latest = steps.expectRequest(await steps.addToDraft('new', switchOffChange('flag')));
    const added = steps.expectRequest(await steps.add(service.pats.Editor, switchOffChange('other-flag')));
    expect(added.id).toBe(latest.id);
  });

  it('refuses a request that is not the caller\'s, not in this environment, or closed, and writes nothing', async () => {
    setChangeRequestSettings(service.db, systemAuthor, 'default', 'staging', { enabled: true, requiredApprovals: 1 });
    const theirs = steps.expectRequest(await steps.add(service.pats.Editor2, switchOffChange('flag')));
    const submitted = await steps.inReview('flag', false);
    const cancelled = steps.expectRequest(await steps.move((await steps.inReview('other-flag', false)).id, service.pats.Editor, { state: 'Cancelled' }));
    const before = storeSnapshot(service.db);
    expect(expectError(await steps.addToDraft(theirs.id, switchOffChange('other-flag')), 404, 'NotFoundError').message)
      .toBe(`You have no open change request ${theirs.id} for production in project "default".`);
    expect(expectError(await steps.addToDraft('999', switchOffChange('other-flag')), 404, 'NotFoundError').message).toContain('no open change request 999');
    expect(expectError(await steps.addToDraft(cancelled.id, switchOffChange('other-flag')), 409, 'InvalidOperationError').message)
      .toBe(`Change request ${cancelled.id} is Cancelled: changes go into a request that is Draft, In review, Approved.`);
    const elsewhere = await service.call('POST', `/api/admin/projects/default/environments/staging/change-requests?draft=${submitted.id}`, {
      token: service.pats.Editor, body: switchOffChange('other-flag'),
    });
    expect(expectError(elsewhere, 404, 'NotFoundError').message).toBe(`You have no open change request ${submitted.id} for staging in project "default".`);
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('refuses anything but "new" or an id, naming the parameter', async () => {
    for (const draft of ['', 'latest', '0', '-1', '1.5', '1e3', '9'.repeat(20)]) {
      const body = expectError(await steps.addToDraft(encodeURIComponent(draft), switchOffChange('other-flag')), 400, 'BadDataError');
      expect(body.message, draft).toContain('draft');
    }
  });
});
