import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventSearchResponseSchema } from '../../contract/events';
import { userListSchema, userSchema } from '../../contract/users';
import { systemAuthor } from '../store/events';
import { createPat } from '../store/pats';
import { changeRequestSteps } from '../test/changeRequests';
import { expectError, parsed, startTestService, storeSnapshot, type TestService } from '../test/harness';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
});
afterEach(() => service.close());

const addPerson = async (email: string, rootRole = 'Editor') =>
  parsed(userSchema, await service.call('POST', '/api/admin/user-admin', { body: { email, rootRole, password: 'Delete-me-pass-1' } }), 201);
const emails = async () => parsed(userListSchema, await service.call('GET', '/api/admin/user-admin')).users.map((user) => user.email);
const deletedEvents = async () => parsed(eventSearchResponseSchema, await service.call('GET', '/api/admin/search/events?type=IS:user-deleted')).events;

describe('deleting people', () => {
  it('deletes a person: their personal access tokens stop working, and user-deleted names them', async () => {
    const person = await addPerson('gone@example.com');
    const { secret } = createPat(service.db, systemAuthor, person.id, { description: 'theirs', expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect((await service.call('GET', '/api/admin/user', { token: secret })).status).toBe(200);
    expect((await service.call('DELETE', `/api/admin/user-admin/${person.id}`)).status).toBe(200);
    expectError(await service.call('GET', '/api/admin/user', { token: secret }), 401, 'AuthenticationRequired');
    expect(await emails()).not.toContain('gone@example.com');
    expectError(await service.call('GET', `/api/admin/user-admin/${person.id}`), 404, 'NotFoundError');
    expect((await deletedEvents())[0]?.preData).toMatchObject({ id: person.id, email: 'gone@example.com' });
  });

  it('refuses yourself, someone who took part in change requests (409), nobody (404) and a non-admin, changing nothing', async () => {
    await service.createFlag('default', 'reviewed');
    await changeRequestSteps(service).inReview('reviewed');
    const before = storeSnapshot(service.db);
    expectError(await service.call('DELETE', `/api/admin/user-admin/${service.userIds.Admin}`, { token: service.pats.Admin }), 409, 'InvalidOperationError');
    expect(expectError(await service.call('DELETE', `/api/admin/user-admin/${service.userIds.Editor}`), 409, 'InvalidOperationError').message).toContain('deactivate them instead');
    expectError(await service.call('DELETE', '/api/admin/user-admin/999999'), 404, 'NotFoundError');
    expectError(await service.call('DELETE', `/api/admin/user-admin/${service.userIds.Viewer}`, { token: service.pats.Editor }), 403, 'NoAccessError');
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('deletes the inactive people among the ids given, in one group, and passes over the active ones', async () => {
    const old = await addPerson('old@example.com');
    const recent = await addPerson('recent@example.com');
    const longAgo = new Date(Date.now() - 200 * 86_400_000).toISOString();
    service.db.prepare('UPDATE users SET created_at = ? WHERE id = ?').run(longAgo, old.id);
    expect((await service.call('POST', '/api/admin/user-admin/inactive/delete', { body: { ids: [old.id, recent.id, 999999] } })).status).toBe(200);
    expect(await emails()).toEqual(expect.arrayContaining(['recent@example.com']));
    expect(await emails()).not.toContain('old@example.com');
    expect((await deletedEvents()).map((event) => event.preData?.email)).toEqual(['old@example.com']);
    expect(expectError(await service.call('POST', '/api/admin/user-admin/inactive/delete', { body: { ids: ['x'] } }), 400, 'BadDataError').message).toContain('ids');
  });

  it('has no SCIM users to delete: 200, nothing changes', async () => {
    const before = storeSnapshot(service.db);
    expect((await service.call('DELETE', '/api/admin/user-admin/scim-users')).status).toBe(200);
    expect(storeSnapshot(service.db)).toBe(before);
  });
});
