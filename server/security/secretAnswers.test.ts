import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceAccountSchema } from '../../contract/admin';
import { startTestService, type TestService } from '../test/harness';

/*
 * An answer that carries a new secret is shown once and must not be kept by any cache on the way,
 * the browser's included: `Cache-Control: no-store` on each of them.
 */
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const expiresAt = () => new Date(Date.now() + 86_400_000).toISOString();

describe('answers that carry a new secret', () => {
  it('an API token issued (POST /api/admin/api-tokens)', async () => {
    const reply = await service.call('POST', '/api/admin/api-tokens', { body: { tokenName: 'cached?', type: 'frontend', environment: 'development', projects: ['default'] } });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.text).toContain('"secret"');
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it("a service account's token (POST /api/admin/service-account/:id/token)", async () => {
    const account = await service.call('POST', '/api/admin/service-account', { body: { name: 'Cache bot', username: 'cache-bot', rootRole: 1 }, answer: serviceAccountSchema });
    expect(account.status, account.text).toBe(201);
    const { id } = account.answer;
    const reply = await service.call('POST', `/api/admin/service-account/${id}/token`, { body: { description: 'cached?', expiresAt: expiresAt() } });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.text).toContain('"secret"');
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('a personal access token (POST /api/admin/user/tokens)', async () => {
    const reply = await service.call('POST', '/api/admin/user/tokens', { token: service.pats.Editor, body: { description: 'cached?', expiresAt: expiresAt() } });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.text).toContain('"secret"');
    expect(reply.headers['cache-control']).toBe('no-store');
  });
});
