import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetPasswordAnswerSchema, tokenUserSchema, userListSchema, userSchema } from '../../contract/users';
import { createPat } from '../store/pats';
import { expectError, openSession, ownOrigin, startTestService, type TestService } from '../test/harness';
import { systemAuthor } from '../store/events';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
const login = (username: string, password: string) =>
  service.app.inject({ method: 'POST', url: '/auth/simple/login', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ username, password }) });

describe('/api/admin/user-admin', () => {
  it('creates a user with a one-time link to set a password, which works once', async () => {
    const created = await service.call('POST', '/api/admin/user-admin', { body: { email: 'new@example.com', name: 'New Person', rootRole: 'Viewer' }, answer: userSchema });
    expect(created.status).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    expect(created.answer).toMatchObject({ email: 'new@example.com', name: 'New Person', rootRole: 3, seenAt: null, emailSent: false });
    const link = created.answer.inviteLink ?? '';
    expect(link).toMatch(/^http:\/\/localhost\/new-user\?token=[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(link);

    const owner = await service.call('GET', `/auth/reset/validate?token=${token}`, { token: null, answer: tokenUserSchema });
    expect(owner.answer).toMatchObject({ email: 'new@example.com', role: { name: 'Viewer' } });

    const weak = expectError(await service.call('POST', '/auth/reset/password', { token: null, body: { token, password: 'weak' } }), 400, 'BadDataError');
    expect(weak.details?.map((detail) => detail.path)).toContain('password');
    expect((await service.call('POST', '/auth/reset/password', { token: null, body: { token, password: 'Chosen-password-1' }, origin: ownOrigin })).status).toBe(200);
    expectError(await service.call('POST', '/auth/reset/password', { token: null, body: { token, password: 'Another-password-2' } }), 404, 'NotFoundError');
    expect((await login('new@example.com', 'Chosen-password-1')).statusCode).toBe(200);
  });

  it('lists people with their role and last sign-in, service accounts apart', async () => {
    await service.call('POST', '/api/admin/service-account', { body: { name: 'Bot', username: 'listed-bot', rootRole: 'Viewer' } });
    const { answer } = await service.call('GET', '/api/admin/user-admin', { answer: userListSchema });
    expect(answer.rootRoles).toEqual([{ id: 1, name: 'Admin', type: 'root' }, { id: 2, name: 'Editor', type: 'root' }, { id: 3, name: 'Viewer', type: 'root' }]);
    expect(answer.users.map((user) => user.username)).toContain('test-viewer');
    expect(answer.users.map((user) => user.username)).not.toContain('listed-bot');
  });

  it('refuses a user without an email or username, and an email taken in any case', async () => {
    expect(expectError(await service.call('POST', '/api/admin/user-admin', { body: { name: 'Nobody', rootRole: 2 } }), 400, 'BadDataError').details?.[0]?.path).toBe('email');
    await service.call('POST', '/api/admin/user-admin', { body: { email: 'twice@example.com', rootRole: 2 } });
    expectError(await service.call('POST', '/api/admin/user-admin', { body: { email: 'TWICE@example.com', rootRole: 2 } }), 409, 'NameExistsError');
    expectError(await service.call('POST', '/api/admin/user-admin', { body: { email: 'x@example.com', rootRole: 7 } }), 400, 'BadDataError');
  });

  it('changes a role, but never leaves nobody to administer people', async () => {
    const { answer } = await service.call('POST', '/api/admin/user-admin', { body: { email: 'role@example.com', rootRole: 'Viewer' }, answer: userSchema });
    const changed = await service.call('PUT', `/api/admin/user-admin/${answer.id}`, { body: { rootRole: 'Editor' }, answer: userSchema });
    expect(changed.answer.rootRole).toBe(2);
    const solo = await startTestService();
    try {
      // In the base fixture test-admin is the only person who is an admin.
      const refused = expectError(await solo.call('PUT', `/api/admin/user-admin/${solo.userIds.Admin}`, { body: { rootRole: 'Viewer' } }), 409, 'InvalidOperationError');
      expect(refused.message).toContain('last active admin');
      expectError(await solo.call('POST', `/api/admin/user-admin/${solo.userIds.Admin}/deactivate`, { token: solo.pats.Admin }), 409, 'InvalidOperationError');
    } finally {
      await solo.close();
    }
  });

  it('deactivates a user: their sessions end at once, their tokens stop, until they are activated again', async () => {
    const { answer } = await service.call('POST', '/api/admin/user-admin', { body: { email: 'leaver@example.com', rootRole: 'Editor', password: 'Leaver-password-1' }, answer: userSchema });
    const session = openSession(service.db, answer.id);
    const pat = createPat(service.db, systemAuthor, answer.id, { description: 'x', expiresAt: new Date(Date.now() + 86_400_000).toISOString() }).secret;
    expect((await service.call('GET', '/api/admin/projects', { session })).status).toBe(200);
    const deactivated = await service.call('POST', `/api/admin/user-admin/${answer.id}/deactivate`, { answer: userSchema });
    expect(deactivated.answer.deactivatedAt).toEqual(expect.any(String));
    expect(service.db.prepare('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?').get(answer.id)).toEqual({ n: 0 });
    expectError(await service.call('GET', '/api/admin/projects', { session }), 401, 'AuthenticationRequired');
    expectError(await service.call('GET', '/api/admin/projects', { token: pat }), 401, 'AuthenticationRequired');
    expect((await login('leaver@example.com', 'Leaver-password-1')).statusCode).toBe(403);
    await service.call('POST', `/api/admin/user-admin/${answer.id}/activate`);
    expect((await service.call('GET', '/api/admin/projects', { token: pat })).status).toBe(200);
    expect((await login('leaver@example.com', 'Leaver-password-1')).statusCode).toBe(200);
  });

  it('makes a reset link by the user\'s email; setting a password with it ends their sessions', async () => {
    const { answer } = await service.call('POST', '/api/admin/user-admin', { body: { email: 'forgot@example.com', rootRole: 'Viewer', password: 'Forgotten-pass-1' }, answer: userSchema });
    const session = openSession(service.db, answer.id);
    const reset = await service.call('POST', '/api/admin/user-admin/reset-password', { body: { id: 'forgot@example.com' }, answer: resetPasswordAnswerSchema });
    expect(reset.answer.resetPasswordUrl).toMatch(/\/reset-password\?token=/);
    expect((await service.call('POST', '/auth/reset/password', { token: null, body: { token: tokenOf(reset.answer.resetPasswordUrl), password: 'Remembered-pass-2' } })).status).toBe(200);
    expectError(await service.call('GET', '/api/admin/projects', { session }), 401, 'AuthenticationRequired');
    expect((await login('forgot@example.com', 'Remembered-pass-2')).statusCode).toBe(200);
    expectError(await service.call('POST', '/api/admin/user-admin/reset-password', { body: { id: 'nobody@example.com' } }), 404, 'NotFoundError');
  });
});

describe('POST /api/admin/user/change-password', () => {
  it('needs the current password; ends the person\'s other sessions and keeps this one', async () => {
    const { answer } = await service.call('POST', '/api/admin/user-admin', { body: { email: 'own@example.com', rootRole: 'Viewer', password: 'Own-password-1' }, answer: userSchema });
    const [here, elsewhere] = [openSession(service.db, answer.id), openSession(service.db, answer.id)];
    const change = (body: unknown) => service.call('POST', '/api/admin/user/change-password', { session: here, origin: ownOrigin, body });
    expect(expectError(await change({ password: 'New-password-22', confirmPassword: 'New-password-22', oldPassword: 'wrong' }), 400, 'BadDataError').details?.[0]?.path).toBe('oldPassword');
    expect(expectError(await change({ password: 'New-password-22', confirmPassword: 'New-password-23', oldPassword: 'Own-password-1' }), 400, 'BadDataError').details?.[0]?.path).toBe('confirmPassword');
    expect((await change({ password: 'New-password-22', confirmPassword: 'New-password-22', oldPassword: 'Own-password-1' })).status).toBe(200);
    expect((await service.call('GET', '/api/admin/projects', { session: here })).status).toBe(200);
    expectError(await service.call('GET', '/api/admin/projects', { session: elsewhere }), 401, 'AuthenticationRequired');
    expect((await login('own@example.com', 'New-password-22')).statusCode).toBe(200);
  });
});
