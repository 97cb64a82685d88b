import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventSearchResponseSchema } from '../../contract/events';
import { uiConfigSchema } from '../../contract/instance';
import { expectError, parsed, startTestService, storeSnapshot, tokens, type TestService } from '../test/harness';

let service: TestService;
beforeEach(async () => {
  service = await startTestService({ app: { corsOrigins: ['https://from-env.example'] } });
});
afterEach(() => service.close());

const allowedOrigin = async (origin: string) => (await service.app.inject({ method: 'GET', url: '/api/frontend', headers: { authorization: tokens.frontend, origin } })).headers['access-control-allow-origin'];
const setOrigins = (frontendApiOrigins: unknown, token?: string) => service.call('POST', '/api/admin/ui-config/cors', { body: { frontendApiOrigins }, ...(token ? { token } : {}) });

describe('POST /api/admin/ui-config/cors', () => {
  it('stands in for CORS_ORIGINS at once, is listed in ui-config, recorded as Unleash\'s setting, and kept across a restart', async () => {
    expect(await allowedOrigin('https://from-env.example')).toBe('https://from-env.example');
    expect((await setOrigins(['https://app.example'])).status).toBe(204);
    expect(await allowedOrigin('https://from-env.example')).toBeUndefined();
    expect(await allowedOrigin('https://app.example')).toBe('https://app.example');
    expect(parsed(uiConfigSchema, await service.call('GET', '/api/admin/ui-config')).frontendApiOrigins).toEqual(['https://app.example']);
    const { events } = parsed(eventSearchResponseSchema, await service.call('GET', '/api/admin/search/events?type=IS:setting-created'));
    expect(events[0]?.data).toEqual({ id: 'unleash.frontend', frontendApiOrigins: ['https://app.example'] });

    await service.close({ keepData: true });
    service = await startTestService({ dataDir: service.dataDir, app: { corsOrigins: ['https://from-env.example'] } });
    expect(await allowedOrigin('https://app.example')).toBe('https://app.example');
    expect((await setOrigins(['*'])).status).toBe(204);
    expect(await allowedOrigin('https://anywhere.example')).toBe('*');
    expect((await setOrigins([])).status).toBe(204);
    expect(await allowedOrigin('https://anywhere.example')).toBeUndefined();
  });

  it('refuses what is not an origin, `*` among others, and a caller who is not an admin, changing nothing', async () => {
    const before = storeSnapshot(service.db);
    for (const bad of [['https://app.example/path'], ['*', 'https://app.example'], ['app.example'], 'https://app.example']) {
      expect(expectError(await setOrigins(bad), 400, 'BadDataError').message, JSON.stringify(bad)).toContain('frontendApiOrigins');
    }
    // Each entry is one origin as given: blank ones, or two origins joined by a comma, are no
    // origin (they once read as CORS_ORIGINS reads a blank list: any origin).
    for (const bad of [[' '], [','], ['', ''], [' , '], ['https://app.example,https://other.example'], ['https://app,example']]) {
      expect(expectError(await setOrigins(bad), 400, 'BadDataError').message, JSON.stringify(bad)).toContain('frontendApiOrigins');
    }
    expectError(await setOrigins(['*'], service.pats.Editor), 403, 'NoAccessError');
    expect(storeSnapshot(service.db)).toBe(before);
    expect(await allowedOrigin('https://from-env.example')).toBe('https://from-env.example');
  });
});

describe('POST /api/admin/record-ui-error', () => {
  it('takes a console error for the log (204) and stores nothing; refuses one without its message', async () => {
    const before = storeSnapshot(service.db);
    expect((await service.call('POST', '/api/admin/record-ui-error', { token: service.pats.Viewer, body: { errorMessage: 'The page broke', errorStack: 'at Page' } })).status).toBe(204);
    expect(expectError(await service.call('POST', '/api/admin/record-ui-error', { body: { errorStack: 'x' } }), 400, 'BadDataError').message).toContain('errorMessage');
    expect(storeSnapshot(service.db)).toBe(before);
  });
});
