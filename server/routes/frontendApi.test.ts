import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { frontendTogglesSchema } from '../../contract/frontend';
import { expectError, parsed, startTestService, tokens, type TestService } from '../test/harness';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
  await service.createFlag('default', 'everyone');
  await service.createFlag('default', 'only-42');
  await service.createFlag('default', 'switched-off');
  await service.createFlag('other', 'other-project');
  await service.call('POST', '/api/admin/projects/default/features/everyone/environments/development/on');
  await service.call('POST', '/api/admin/projects/default/features/only-42/environments/development/strategies', {
    body: { name: 'default', constraints: [{ contextName: 'userId', operator: 'IN', values: ['42'] }] },
  });
  await service.call('POST', '/api/admin/projects/default/features/only-42/environments/development/on');
  await service.call('PUT', '/api/admin/projects/default/features/only-42/environments/development/variants', {
    body: [{ name: 'blue', payload: { type: 'json', value: '{"color":"blue"}' } }],
  });
  await service.call('POST', '/api/admin/projects/other/features/other-project/environments/development/on');
});
afterEach(() => service.close());

const frontend = (query = '', token: string | null = tokens.frontend) => service.call('GET', `/api/frontend${query}`, { token });
const names = (reply: Awaited<ReturnType<typeof frontend>>) => parsed(frontendTogglesSchema, reply).toggles.map((t) => t.name);

describe('GET /api/frontend', () => {
  it('lists the flags enabled for the context, for the token\'s environment and project only', async () => {
    expect(names(await frontend())).toEqual(['everyone']);
    const for42 = parsed(frontendTogglesSchema, await frontend('?userId=42'));
    expect(for42.toggles.map((t) => t.name)).toEqual(['everyone', 'only-42']);
    expect(for42.toggles[1]).toEqual({
      name: 'only-42', enabled: true, impressionData: false,
      variant: { name: 'blue', enabled: true, feature_enabled: true, payload: { type: 'json', value: '{"color":"blue"}' } },
    });
  });

  it('sees a configuration change in the very next request', async () => {
    expect(names(await frontend())).toEqual(['everyone']);
    await service.call('POST', '/api/admin/projects/default/features/everyone/environments/development/off');
    expect(names(await frontend())).toEqual([]);
  });

  it('takes the context from a POST body too', async () => {
    const reply = await service.call('POST', '/api/frontend', { token: tokens.frontend, body: { context: { userId: '42' } } });
    expect(names(reply)).toEqual(['everyone', 'only-42']);
  });

  it('takes the caller\'s address from X-Forwarded-For when the context has none, as Unleash does', async () => {
    await service.createFlag('default', 'office');
    await service.call('POST', '/api/admin/projects/default/features/office/environments/development/strategies', {
      body: { name: 'remoteAddress', parameters: { IPs: '10.1.2.3' } },
    });
    await service.call('POST', '/api/admin/projects/default/features/office/environments/development/on');
    const fromOffice = await service.app.inject({ method: 'GET', url: '/api/frontend', headers: { authorization: tokens.frontend, 'x-forwarded-for': '10.1.2.3' } });
    expect(frontendTogglesSchema.parse(fromOffice.json()).toggles.map((t) => t.name)).toContain('office');
    expect(names(await frontend())).not.toContain('office');
  });

  it('answers 400 BadDataError for a repeated parameter', async () => {
    expectError(await frontend('?userId=1&userId=2'), 400, 'BadDataError');
  });

  it('answers 401 without or with an unknown token, 403 NoAccessError to admin, client and PAT credentials', async () => {
    expectError(await frontend('', null), 401, 'AuthenticationRequired');
    expectError(await frontend('', 'default:development.unknown'), 401, 'AuthenticationRequired');
    for (const token of [tokens.admin, tokens.client, service.pats.Admin]) expectError(await frontend('', token), 403, 'NoAccessError');
  });

  it('a multi-project frontend token sees every project of its environment', async () => {
    await service.call('POST', '/api/admin/projects/default/features/everyone/environments/production/on');
    await service.call('POST', '/api/admin/projects/other/features/other-project/environments/production/on');
    expect(names(await frontend('', tokens.frontendAll))).toEqual(['everyone', 'other-project']);
  });
});

describe('FRONTEND_API=off', () => {
  it('answers 404 NotFoundError, with or without a token', async () => {
    const off = await startTestService({ frontendApiEnabled: false });
    try {
      expect(expectError(await off.call('GET', '/api/frontend', { token: tokens.frontend }), 404, 'NotFoundError').message).toContain('disabled');
      expectError(await off.call('GET', '/api/frontend', { token: null }), 404, 'NotFoundError');
      expectError(await off.call('POST', '/api/frontend', { token: tokens.frontend, body: {} }), 404, 'NotFoundError');
    } finally {
      await off.close();
    }
  });
});
