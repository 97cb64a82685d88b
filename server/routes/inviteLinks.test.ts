import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventSearchResponseSchema } from '../../contract/events';
import { inviteLinkListSchema, inviteLinkSchema, maskedInviteSecret } from '../../contract/inviteLinks';
import { userSchema } from '../../contract/users';
import { expectError, parsed, startTestService, storeSnapshot, type TestService } from '../test/harness';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
});
afterEach(() => service.close());

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();
const makeLink = async (name = 'team') => parsed(inviteLinkSchema, await service.call('POST', '/api/admin/invite-link/tokens', { body: { name, expiresAt: tomorrow() } }), 201);
const signUp = (secret: string, body: Record<string, unknown>) => service.call('POST', `/invite/${secret}/signup`, { token: null, body });
const newcomer = { email: 'new@example.com', name: 'New Person', password: 'Invited-pass-77' };

describe('public invite links', () => {
  it('are made by an admin, shown with their secret once, and kept only as its hash', async () => {
    const link = await makeLink();
    expect(link).toMatchObject({ name: 'team', enabled: true, role: { id: 3, type: 'root', name: 'Viewer' }, users: [] });
    expect(link.url).toBe(`http://localhost/new-user?invite=${link.secret}`);
    expect(storeSnapshot(service.db)).not.toContain(link.secret);
    const { tokens } = parsed(inviteLinkListSchema, await service.call('GET', '/api/admin/invite-link/tokens'));
    expect(tokens).toEqual([{ ...link, secret: maskedInviteSecret, url: null }]);
    expect(parsed(inviteLinkSchema, await service.call('GET', `/api/admin/invite-link/tokens/${link.secret}`))).toEqual(link);
  });

  it('let someone sign up as a Viewer with a password, who then signs in; the link lists them', async () => {
    const link = await makeLink();
    expect((await service.call('GET', `/invite/${link.secret}/validate`, { token: null })).status).toBe(200);
    const person = parsed(userSchema, await signUp(link.secret, newcomer), 201);
    expect(person).toMatchObject({ email: 'new@example.com', name: 'New Person', rootRole: 3 });
    const signIn = await service.call('POST', '/auth/simple/login', { token: null, body: { username: 'new@example.com', password: newcomer.password } });
    expect(signIn.status).toBe(200);
    expect(parsed(inviteLinkSchema, await service.call('GET', `/api/admin/invite-link/tokens/${link.secret}`)).users?.map((user) => user.id)).toEqual([person.id]);
    const { events } = parsed(eventSearchResponseSchema, await service.call('GET', '/api/admin/search/events?type=IS_ANY_OF:user-created,public-signup-token-user-added,public-signup-token-created'));
    expect(events.map((event) => event.type)).toEqual(['public-signup-token-user-added', 'user-created', 'public-signup-token-created']);
    expect(events[0]?.groupId).toBe(events[1]?.groupId);
    expect(JSON.stringify(events)).not.toContain(link.secret);
  });

  it('stop letting anyone in once disabled or expired (400), and again once enabled', async () => {
    const link = await makeLink();
    const changed = parsed(inviteLinkSchema, await service.call('PUT', `/api/admin/invite-link/tokens/${link.secret}`, { body: { enabled: false } }));
    expect(changed.enabled).toBe(false);
    expectError(await service.call('GET', `/invite/${link.secret}/validate`, { token: null }), 400, 'BadDataError');
    const before = storeSnapshot(service.db);
    expectError(await signUp(link.secret, newcomer), 400, 'BadDataError');
    expect(storeSnapshot(service.db)).toBe(before);
    await service.call('PUT', `/api/admin/invite-link/tokens/${link.secret}`, { body: { enabled: true, expiresAt: '2020-01-01T00:00:00Z' } });
    expectError(await service.call('GET', `/invite/${link.secret}/validate`, { token: null }), 400, 'BadDataError');
    await service.call('PUT', `/api/admin/invite-link/tokens/${link.secret}`, { body: { expiresAt: tomorrow() } });
    expect((await service.call('GET', `/invite/${link.secret}/validate`, { token: null })).status).toBe(200);
    const { events } = parsed(eventSearchResponseSchema, await service.call('GET', '/api/admin/search/events?type=IS:public-signup-token-updated'));
    expect(events).toHaveLength(3);
  });

  it('refuse a weak password, an email taken, an unknown link, a bad body and a caller who is not an admin, changing nothing', async () => {
    const link = await makeLink();
    await signUp(link.secret, newcomer);
    const before = storeSnapshot(service.db);
    expectError(await signUp(link.secret, { ...newcomer, email: 'other@example.com', password: 'weak' }), 400, 'BadDataError');
    expectError(await signUp(link.secret, newcomer), 409, 'NameExistsError');
    expectError(await signUp('no-such-link', { ...newcomer, email: 'other@example.com' }), 400, 'BadDataError');
    expect(expectError(await signUp(link.secret, { ...newcomer, email: 'not an email' }), 400, 'BadDataError').message).toContain('email');
    expectError(await service.call('GET', '/api/admin/invite-link/tokens/no-such-link'), 404, 'NotFoundError');
    expect(expectError(await service.call('POST', '/api/admin/invite-link/tokens', { body: { name: 'x', expiresAt: '2000-01-01T00:00:00Z' } }), 400, 'BadDataError').message).toContain('expiresAt');
    expectError(await service.call('POST', '/api/admin/invite-link/tokens', { token: service.pats.Editor, body: { name: 'x', expiresAt: tomorrow() } }), 403, 'NoAccessError');
    expectError(await service.call('GET', '/api/admin/invite-link/tokens', { token: service.pats.Editor }), 403, 'NoAccessError');
    expect(storeSnapshot(service.db)).toBe(before);
  });
});
