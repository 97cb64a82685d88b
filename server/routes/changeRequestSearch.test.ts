import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeRequestSearchSchema } from '../../contract/changeRequestRequests';
import { startWithFlag, type ChangeRequestSteps } from '../test/changeRequests';
import { expectError, parsed, type TestService } from '../test/harness';

let service: TestService;
let steps: ChangeRequestSteps;
beforeEach(async () => {
  ({ service, steps } = await startWithFlag());
  await service.createFlag('other', 'other-flag');
  await service.call('PUT', '/api/admin/projects/other/environments/production/change-requests/config', { body: { changeRequestsEnabled: true, requiredApprovals: 1 } });
});
afterEach(() => service.close());

const search = async (query: string, token = service.pats.Editor) =>
  parsed(changeRequestSearchSchema, await service.call('GET', `/api/admin/search/change-requests${query}`, { token }));
const ids = (result: { changeRequests: { id: number }[] }) => result.changeRequests.map((r) => r.id);

describe('GET /api/admin/search/change-requests', () => {
  it('lists every project\'s requests newest first, whole, with drafts only to their authors', async () => {
    const applied = await steps.approved('flag', true);
    await steps.move(applied.id, service.pats.Editor, { state: 'Applied' });
    const inReview = await steps.inReview('flag', false);
    const elsewhere = steps.expectRequest(await steps.add(service.pats.Editor2, { feature: 'other-flag', action: 'updateEnabled', payload: { enabled: true } }, 'production', 'other'));
    await service.call('PUT', `/api/admin/projects/other/change-requests/${elsewhere.id}/state`, { token: service.pats.Editor2, body: { state: 'In review' } });
    const myDraft = await steps.draft('flag', true);
    const theirDraft = steps.expectRequest(await steps.add(service.pats.Editor2, { feature: 'flag', action: 'updateEnabled', payload: { enabled: true } }));

    const open = await search('?state=IS:open');
    expect(ids(open)).toEqual([myDraft.id, elsewhere.id, inReview.id]);
    expect(open.total).toBe(3);
    expect(open.changeRequests[1]).toMatchObject({ project: 'other', state: 'In review', minApprovals: 1, approvals: [] });
    expect(ids(await search('?state=IS:open', service.pats.Editor2))).toEqual([theirDraft.id, elsewhere.id, inReview.id]);
    expect(ids(await search('?state=IS:closed'))).toEqual([applied.id]);
    expect(ids(await search(''))).toEqual([myDraft.id, elsewhere.id, inReview.id, applied.id]);
  });

  it('filters by author and project, and pages with a total', async () => {
    const first = await steps.inReview('flag', true);
    const second = steps.expectRequest(await steps.add(service.pats.Editor2, { feature: 'other-flag', action: 'updateEnabled', payload: { enabled: true } }, 'production', 'other'));
    await service.call('PUT', `/api/admin/projects/other/change-requests/${second.id}/state`, { token: service.pats.Editor2, body: { state: 'In review' } });

    expect(ids(await search(`?createdBy=IS:${service.userIds.Editor}`))).toEqual([first.id]);
    expect(ids(await search(`?createdBy=IS_ANY_OF:${service.userIds.Editor},${service.userIds.Editor2}&state=IS:open`))).toEqual([second.id, first.id]);
    expect(ids(await search('?project=IS:other'))).toEqual([second.id]);
    const page = await search('?limit=1&offset=1');
    expect(ids(page)).toEqual([first.id]);
    expect(page.total).toBe(2);
  });

  it('answers 400 for a filter it cannot read, 401 without a token', async () => {
    expectError(await service.call('GET', '/api/admin/search/change-requests?state=open'), 400, 'BadDataError');
    expectError(await service.call('GET', '/api/admin/search/change-requests?limit=0'), 400, 'BadDataError');
    expectError(await service.call('GET', '/api/admin/search/change-requests', { token: null }), 401, 'AuthenticationRequired');
  });
});
