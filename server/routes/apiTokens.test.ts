import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiTokenListSchema, createdApiTokenSchema } from '../../contract/apiToken';
import { eventSearchResponseSchema } from '../../contract/events';
import { frontendTogglesSchema } from '../../contract/frontend';
import { expectError, parsed, startTestService, storeSnapshot, tokens, type TestService } from '../test/harness';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
});
afterEach(() => {
  vi.useRealTimers();
  return service.close();
});

const issue = (body: unknown, token?: string) => service.call('POST', '/api/admin/api-tokens', { body, ...(token ? { token } : {}) });

describe('/api/admin/api-tokens', () => {
  it('issues a frontend token (201) whose secret works on the frontend API and is shown only then', async () => {
    const created = parsed(createdApiTokenSchema, await issue({ type: 'frontend', tokenName: 'playground', environment: 'development', projects: ['default'] }, service.pats.Editor), 201);
    expect(created).toMatchObject({ type: 'frontend', tokenName: 'playground', environment: 'development', projects: ['default'], project: 'default' });
    expect(created.secret).toMatch(/^default:development\.[0-9a-f]{48}$/);
    parsed(frontendTogglesSchema, await service.call('GET', '/api/frontend', { token: created.secret }));
    const list = parsed(apiTokenListSchema, await service.call('GET', '/api/admin/api-tokens', { token: service.pats.Editor }));
    expect(list.tokens.find((t) => t.tokenName === 'playground')).not.toHaveProperty('secret');
    expect(storeSnapshot(service.db)).not.toContain(created.secret);
  });

  it('issues multi-project and all-project tokens, and client tokens under either name', async () => {
    const multi = parsed(createdApiTokenSchema, await issue({ type: 'frontend', tokenName: 'm', environment: 'production', projects: ['default', 'other'] }), 201);
    expect(multi.secret.startsWith('[]:production.')).toBe(true);
    expect(multi.projects).toEqual(['default', 'other']);
    const backend = parsed(createdApiTokenSchema, await issue({ type: 'backend', tokenName: 'sdk', environment: 'development' }), 201);
    expect(backend).toMatchObject({ type: 'client', projects: ['*'] });
    expect((await service.call('GET', '/api/client/features', { token: backend.secret })).status).toBe(200);
  });

  it('lists what the caller may see: editors no admin tokens, admins everything', async () => {
    const forEditor = parsed(apiTokenListSchema, await service.call('GET', '/api/admin/api-tokens', { token: service.pats.Editor }));
    expect(new Set(forEditor.tokens.map((t) => t.type))).toEqual(new Set(['client', 'frontend']));
    const forAdmin = parsed(apiTokenListSchema, await service.call('GET', '/api/admin/api-tokens'));
    expect(forAdmin.tokens.map((t) => t.type)).toContain('admin');
    expectError(await service.call('GET', '/api/admin/api-tokens', { token: service.pats.Viewer }), 403, 'NoAccessError');
  });

  it('refuses what the caller may not issue (403), bad bodies (400) and unknown places (404), writing nothing', async () => {
    const before = storeSnapshot(service.db);
    expect(expectError(await issue({ type: 'admin', tokenName: 'x' }, service.pats.Editor), 403, 'NoAccessError').message).toContain('"ADMIN"');
    expectError(await issue({ type: 'frontend', tokenName: 'x', environment: 'development' }, service.pats.Viewer), 403, 'NoAccessError');
    expectError(await issue({ type: 'frontend', tokenName: 'x' }), 400, 'BadDataError');
    expectError(await issue({ type: 'weird', tokenName: 'x', environment: 'development' }), 400, 'BadDataError');
    expectError(await issue({ type: 'frontend', tokenName: 'x', environment: 'development', expiresAt: '2000-01-01T00:00:00Z' }), 400, 'BadDataError');
    expectError(await issue({ type: 'frontend', tokenName: 'x', environment: 'mars', projects: ['default'] }), 404, 'NotFoundError');
    expectError(await issue({ type: 'frontend', tokenName: 'x', environment: 'development', projects: ['nope'] }), 404, 'NotFoundError');
    expectError(await issue({ type: 'frontend', tokenName: 'x', environment: 'development' }, tokens.frontend), 403, 'NoAccessError');
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('an expired API token no longer authenticates', async () => {
    const created = parsed(createdApiTokenSchema, await issue({ type: 'client', tokenName: 'short', environment: 'development', expiresAt: new Date(Date.now() + 60_000).toISOString() }), 201);
    expect((await service.call('GET', '/api/client/features', { token: created.secret })).status).toBe(200);
    // The clock moves past the expiry, the token found before included (the lookup keeps found tokens).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    expectError(await service.call('GET', '/api/client/features', { token: created.secret }), 401, 'AuthenticationRequired');
  });
});

describe('/api/admin/api-tokens/{name} and /{token}', () => {
  const client = (tokenName: string, token?: string) =>
    issue({ type: 'client', tokenName, environment: 'development', projects: ['default'] }, token).then((reply) => parsed(createdApiTokenSchema, reply, 201));
  const path = (secret: string) => `/api/admin/api-tokens/${encodeURIComponent(secret)}`;
  const features = (secret: string) => service.call('GET', '/api/client/features', { token: secret });
  const eventTypes = async () => parsed(eventSearchResponseSchema, await service.call('GET', '/api/admin/search/events?type=IS_ANY_OF:api-token-updated,api-token-deleted')).events;

  it('lists the tokens of one name, every one of them, and none for a name nobody has', async () => {
    await client('twice');
    await client('twice');
    await client('once');
    const named = parsed(apiTokenListSchema, await service.call('GET', '/api/admin/api-tokens/twice'));
    expect(named.tokens.map((token) => token.tokenName)).toEqual(['twice', 'twice']);
    expect(named.tokens[0]).not.toHaveProperty('secret');
    expect(parsed(apiTokenListSchema, await service.call('GET', '/api/admin/api-tokens/nobody')).tokens).toEqual([]);
    expectError(await service.call('GET', '/api/admin/api-tokens/twice', { token: service.pats.Viewer }), 403, 'NoAccessError');
  });

  it('a token deleted stops working at once, though it was just used (and so remembered by the lookup)', async () => {
    const { secret } = await client('doomed');
    expect((await features(secret)).status).toBe(200);
    expect((await service.call('DELETE', path(secret), { token: service.pats.Editor })).status).toBe(200);
    expectError(await features(secret), 401, 'AuthenticationRequired');
    expect(parsed(apiTokenListSchema, await service.call('GET', '/api/admin/api-tokens/doomed')).tokens).toEqual([]);
    const [deleted] = await eventTypes();
    expect(deleted).toMatchObject({ type: 'api-token-deleted', project: 'default', environment: 'development', preData: { tokenName: 'doomed' } });
    expect(JSON.stringify(deleted)).not.toContain(secret);
  });

  it('an expiry moved into the past ends the token at once; one moved on keeps it working', async () => {
    const { secret } = await client('moved');
    expect((await features(secret)).status).toBe(200);
    const later = '2099-01-01T00:00:00.000Z';
    expect((await service.call('PUT', path(secret), { body: { expiresAt: later } })).status).toBe(200);
    expect((await features(secret)).status).toBe(200);
    expect(parsed(apiTokenListSchema, await service.call('GET', '/api/admin/api-tokens/moved')).tokens[0]?.expiresAt).toBe(later);
    expect((await service.call('PUT', path(secret), { body: { expiresAt: '2020-01-01T00:00:00Z' } })).status).toBe(200);
    expectError(await features(secret), 401, 'AuthenticationRequired');
    const [expired, extended] = await eventTypes();
    expect(extended).toMatchObject({ type: 'api-token-updated', preData: { expiresAt: null }, data: { expiresAt: later } });
    expect(expired).toMatchObject({ type: 'api-token-updated', data: { expiresAt: '2020-01-01T00:00:00.000Z' } });
  });

  it('refuses a secret it does not hold (404), a bad expiry (400) and a caller without the type\'s permission (403), changing nothing', async () => {
    const { secret } = await client('kept');
    const admin = parsed(createdApiTokenSchema, await issue({ type: 'admin', tokenName: 'root' }), 201);
    const before = storeSnapshot(service.db);
    expectError(await service.call('DELETE', path('default:development.nope')), 404, 'NotFoundError');
    expectError(await service.call('PUT', path('default:development.nope'), { body: { expiresAt: '2099-01-01T00:00:00Z' } }), 404, 'NotFoundError');
    expect(expectError(await service.call('PUT', path(secret), { body: { expiresAt: 'tomorrow' } }), 400, 'BadDataError').message).toContain('expiresAt');
    expectError(await service.call('PUT', path(secret), { body: {} }), 400, 'BadDataError');
    expect(expectError(await service.call('DELETE', path(secret), { token: service.pats.Viewer }), 403, 'NoAccessError').message).toContain('DELETE_CLIENT_API_TOKEN');
    expect(expectError(await service.call('DELETE', path(admin.secret), { token: service.pats.Editor }), 403, 'NoAccessError').message).toContain('"ADMIN"');
    expect(expectError(await service.call('PUT', path(secret), { token: service.pats.Viewer, body: { expiresAt: '2099-01-01T00:00:00Z' } }), 403, 'NoAccessError').message).toContain('UPDATE_CLIENT_API_TOKEN');
    expect(storeSnapshot(service.db)).toBe(before);
    expect((await features(secret)).status).toBe(200);
  });
});
