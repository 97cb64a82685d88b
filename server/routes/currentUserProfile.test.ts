import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { profileSchema, rolesSchema } from '../../contract/ownProfile';
import { expectError, parsed, startTestService, type TestService } from '../test/harness';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
});
afterEach(() => service.close());

describe('the caller\'s own profile and roles', () => {
  it('names the caller\'s root role, and says whether they have a password to change', async () => {
    expect(parsed(profileSchema, await service.call('GET', '/api/admin/user/profile', { token: service.pats.Editor }))).toEqual({
      rootRole: { id: 2, type: 'root', name: 'Editor' }, projects: [], groups: [], subscriptions: [], features: [], canChangePassword: false,
    });
    await service.call('POST', '/api/admin/user-admin', { body: { email: 'pat@example.com', rootRole: 'Viewer', password: 'Profile-pass-77' } });
    const signIn = await service.app.inject({ method: 'POST', url: '/auth/simple/login', payload: { username: 'pat@example.com', password: 'Profile-pass-77' } });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0] ?? '';
    const profile = await service.app.inject({ method: 'GET', url: '/api/admin/user/profile', headers: { cookie } });
    expect(profileSchema.parse(profile.json())).toMatchObject({ rootRole: { id: 3, name: 'Viewer' }, canChangePassword: true });
  });

  it('lists the root role as the caller\'s one role, whatever the project', async () => {
    for (const query of ['', '?projectId=default', '?projectId=nothing']) {
      expect(parsed(rolesSchema, await service.call('GET', `/api/admin/user/roles${query}`, { token: service.pats.Viewer }))).toEqual({ version: 1, roles: [{ id: 3, type: 'root', name: 'Viewer' }] });
    }
    expect(parsed(rolesSchema, await service.call('GET', '/api/admin/user/roles')).roles).toEqual([{ id: 1, type: 'root', name: 'Admin' }]);
  });

  it('an admin API token is nobody: it has no profile', async () => {
    expectError(await service.call('GET', '/api/admin/user/profile'), 400, 'BadDataError');
  });
});
