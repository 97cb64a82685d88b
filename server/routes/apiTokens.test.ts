import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiTokenListSchema, createdApiTokenSchema } from '../../contract/apiToken';
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
