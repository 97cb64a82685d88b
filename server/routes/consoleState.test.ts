import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentUserSchema } from '../../contract/admin';
import { feedbackSchema } from '../../contract/ownProfile';
import { expectError, parsed, startTestService, storeSnapshot, type TestService } from '../test/harness';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
});
afterEach(() => service.close());

const me = async (token: string) => parsed(currentUserSchema, await service.call('GET', '/api/admin/user', { token }));

describe('a person\'s questionnaires', () => {
  it('keeps each person\'s answers, changes only one given, and shows them in /api/admin/user', async () => {
    const given = parsed(feedbackSchema, await service.call('POST', '/api/admin/feedback', { token: service.pats.Viewer, body: { feedbackId: 'pnps' } }));
    expect(given).toMatchObject({ userId: service.userIds.Viewer, feedbackId: 'pnps', neverShow: false, given: expect.any(String) });
    const changed = parsed(feedbackSchema, await service.call('PUT', '/api/admin/feedback/pnps', { token: service.pats.Viewer, body: { neverShow: true } }));
    expect(changed).toEqual({ ...given, neverShow: true });
    expect(await me(service.pats.Viewer)).toMatchObject({ feedback: [changed] });
    expectError(await service.call('PUT', '/api/admin/feedback/unanswered', { token: service.pats.Viewer, body: { neverShow: true } }), 404, 'NotFoundError');
    expect(await me(service.pats.Editor)).toMatchObject({ feedback: [], splash: {} });
  });

  it('refuses an admin API token (nobody) and a bad body, changing nothing', async () => {
    const before = storeSnapshot(service.db);
    expectError(await service.call('POST', '/api/admin/feedback', { body: { feedbackId: 'pnps' } }), 400, 'BadDataError');
    expect(expectError(await service.call('POST', '/api/admin/feedback', { token: service.pats.Viewer, body: {} }), 400, 'BadDataError').message).toContain('feedbackId');
    expect(expectError(await service.call('PUT', '/api/admin/feedback/pnps', { token: service.pats.Viewer, body: { given: 'yesterday' } }), 400, 'BadDataError').message).toContain('given');
    expect(storeSnapshot(service.db)).toBe(before);
  });
});
