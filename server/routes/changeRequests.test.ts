import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeRequestConfigSchema } from '../../contract/adminRequests';
import { changeRequestListSchema, type ChangeRequestState } from '../../contract/changeRequest';
import { addChange, addReview, insertChangeRequest } from '../store/changeRequests';
import { expectError, parsed, startTestService, storeSnapshot, tokens, type TestService } from '../test/harness';
import { systemAuthor } from '../store/events';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
  await service.createFlag('default', 'flag');
});
afterEach(() => service.close());

const open = (token?: string, project = 'default') =>
  service.call('GET', `/api/admin/projects/${project}/change-requests/open`, token ? { token } : {});

function request(state: ChangeRequestState, createdBy: number, hoursAgo: number, environment = 'production'): number {
  const id = insertChangeRequest(service.db, systemAuthor, {
    project: 'default', environment, title: `${state} request`, minApprovals: 2, createdBy,
    createdAt: new Date(Date.now() - hoursAgo * 3_600_000).toISOString(), state,
    ...(state === 'Scheduled' ? { schedule: { scheduledAt: new Date(Date.now() + 86_400_000).toISOString(), status: 'pending' as const } } : {}),
  });
  addChange(service.db, systemAuthor, id, { feature: 'flag', action: 'updateEnabled', payload: { enabled: true }, createdBy, createdAt: new Date().toISOString() });
  return id;
}

describe('GET /api/admin/projects/{projectId}/change-requests/open', () => {
  it('lists open requests newest first, Drafts only to their creator, schedule only on Scheduled', async () => {
    const { Editor, Editor2 } = service.userIds;
    request('Applied', Editor, 1);
    request('Cancelled', Editor, 1);
    request('Rejected', Editor, 1);
    const inReview = request('In review', Editor, 5);
    addReview(service.db, systemAuthor, inReview, { userId: Editor2, kind: 'approval', createdAt: new Date().toISOString() });
    request('Approved', Editor2, 4);
    request('Scheduled', Editor, 3);
    request('Draft', Editor, 2);
    request('Draft', Editor2, 1);

    const mine = parsed(changeRequestListSchema, await open(service.pats.Editor));
    expect(mine.map((r) => [r.state, r.createdBy.id])).toEqual([
      ['Draft', Editor], ['Scheduled', Editor], ['Approved', Editor2], ['In review', Editor],
    ]);
    const scheduled = mine.find((r) => r.state === 'Scheduled');
    expect(scheduled?.schedule).toMatchObject({ status: 'pending' });
    for (const r of mine.filter((x) => x.state !== 'Scheduled')) expect(r).not.toHaveProperty('schedule');
    const review = mine.find((r) => r.state === 'In review');
    expect(review).toMatchObject({ project: 'default', environment: 'production', minApprovals: 2, title: 'In review request' });
    expect(review?.approvals).toEqual([expect.objectContaining({ createdBy: expect.objectContaining({ id: Editor2, username: 'test-editor2' }) })]);
    expect(review?.features).toEqual([{ name: 'flag', changes: [expect.objectContaining({ action: 'updateEnabled', payload: { enabled: true } })] }]);

    const theirs = parsed(changeRequestListSchema, await open(service.pats.Editor2));
    expect(theirs.map((r) => r.state)).toEqual(['Draft', 'Scheduled', 'Approved', 'In review']);
    expect(theirs[0]?.createdBy.id).toBe(Editor2);
    // An admin token is nobody's: it sees no drafts.
    expect(parsed(changeRequestListSchema, await open()).map((r) => r.state)).toEqual(['Scheduled', 'Approved', 'In review']);
  });

  it('leaves out environments whose change requests are switched off', async () => {
    request('In review', service.userIds.Editor, 1, 'development');
    expect(parsed(changeRequestListSchema, await open(service.pats.Viewer))).toEqual([]);
  });

  it('answers [] for a project without requests, 404 for an unknown one, 401 and 403 by token', async () => {
    expect(parsed(changeRequestListSchema, await open(undefined, 'other'))).toEqual([]);
    expectError(await open(undefined, 'nope'), 404, 'NotFoundError');
    expectError(await service.call('GET', '/api/admin/projects/default/change-requests/open', { token: null }), 401, 'AuthenticationRequired');
    expectError(await open(tokens.frontend), 403, 'NoAccessError');
  });
});

describe('change request settings', () => {
  it('lists the settings of each project environment in sort order', async () => {
    expect(parsed(changeRequestConfigSchema, await service.call('GET', '/api/admin/projects/default/change-requests/config', { token: service.pats.Viewer }))).toEqual([
      { environment: 'development', type: 'development', changeRequestEnabled: false, requiredApprovals: 1 },
      { environment: 'staging', type: 'preproduction', changeRequestEnabled: false, requiredApprovals: 1 },
      { environment: 'production', type: 'production', changeRequestEnabled: true, requiredApprovals: 2 },
    ]);
  });

  it('lets admins change them; the new setting applies to the next toggle', async () => {
    const url = '/api/admin/projects/default/environments/staging/change-requests/config';
    const reply = await service.call('PUT', url, { token: service.pats.Admin, body: { changeRequestsEnabled: true, requiredApprovals: 3 } });
    expect(reply.body).toEqual({ environment: 'staging', type: 'preproduction', changeRequestEnabled: true, requiredApprovals: 3 });
    expectError(await service.call('POST', '/api/admin/projects/default/features/flag/environments/staging/on', { token: service.pats.Editor }), 403, 'NoAccessError');
  });

  it('refuses editors (403), fewer than 1 approval (400) and unknown environments (404), writing nothing', async () => {
    const url = (env: string) => `/api/admin/projects/default/environments/${env}/change-requests/config`;
    const before = storeSnapshot(service.db);
    expectError(await service.call('PUT', url('staging'), { token: service.pats.Editor, body: { changeRequestsEnabled: true } }), 403, 'NoAccessError');
    expectError(await service.call('PUT', url('staging'), { body: { changeRequestsEnabled: true, requiredApprovals: 0 } }), 400, 'BadDataError');
    expectError(await service.call('PUT', url('mars'), { body: { changeRequestsEnabled: true } }), 404, 'NotFoundError');
    expectError(await service.call('GET', '/api/admin/projects/nope/change-requests/config'), 404, 'NotFoundError');
    expect(storeSnapshot(service.db)).toBe(before);
  });
});
