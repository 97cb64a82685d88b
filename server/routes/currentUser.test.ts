import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentUserSchema } from '../../contract/admin';
import { createdPatSchema, patListSchema } from '../../contract/pat';
import { expectError, parsed, startTestService, tokens, type TestService } from '../test/harness';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
});
afterEach(() => service.close());

describe('GET /api/admin/user', () => {
  it('describes a PAT owner with the permissions of their root role', async () => {
    const editor = parsed(currentUserSchema, await service.call('GET', '/api/admin/user', { token: service.pats.Editor }));
    expect(editor.user).toMatchObject({ id: service.userIds.Editor, username: 'test-editor', rootRole: 2 });
    const permissions = editor.permissions?.map((p) => p.permission);
    expect(permissions).toContain('UPDATE_FEATURE_ENVIRONMENT');
    expect(permissions).not.toContain('SKIP_CHANGE_REQUEST');
    const viewer = parsed(currentUserSchema, await service.call('GET', '/api/admin/user', { token: service.pats.Viewer }));
    expect(viewer.permissions).toEqual([]);
  });

  it('describes an admin API token as a synthetic admin holding everything', async () => {
    const admin = parsed(currentUserSchema, await service.call('GET', '/api/admin/user'));
    expect(admin.user).toMatchObject({ id: 0, name: 'admin token', rootRole: 1 });
    expect(admin.permissions?.map((p) => p.permission)).toContain('SKIP_CHANGE_REQUEST');
  });

  it('answers 401 without a token and 403 for a frontend token', async () => {
    expectError(await service.call('GET', '/api/admin/user', { token: null }), 401, 'AuthenticationRequired');
    expectError(await service.call('GET', '/api/admin/user', { token: tokens.frontend }), 403, 'NoAccessError');
  });
});

describe('/api/admin/user/tokens: a user\'s own tokens', () => {
  it('lets any user create, list and delete their own tokens', async () => {
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const created = parsed(createdPatSchema, await service.call('POST', '/api/admin/user/tokens', { token: service.pats.Viewer, body: { description: 'mine', expiresAt } }), 201);
    const list = parsed(patListSchema, await service.call('GET', '/api/admin/user/tokens', { token: created.secret }));
    expect(list.pats.map((p) => p.description)).toEqual(['mine', 'test']);
    expect((await service.call('DELETE', `/api/admin/user/tokens/${created.id}`, { token: service.pats.Viewer })).status).toBe(200);
    expectError(await service.call('GET', '/api/admin/user/tokens', { token: created.secret }), 401, 'AuthenticationRequired');
  });

  it('answers 400 to an admin API token, which is no user', async () => {
    expectError(await service.call('GET', '/api/admin/user/tokens'), 400, 'BadDataError');
  });
});
