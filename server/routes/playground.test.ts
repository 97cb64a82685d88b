import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { advancedPlaygroundResponseSchema, frontendTogglesSchema, playgroundResponseSchema } from '../../contract';
import { expectError, parsed, startTestService, tokens, type TestService } from '../test/harness';

let service: TestService;
const flags = '/api/admin/projects/default/features';
beforeEach(async () => {
  service = await startTestService();
  await service.createFlag('default', 'premium-analytics');
  await service.call('POST', `${flags}/premium-analytics/environments/development/strategies`, {
    body: { name: 'flexibleRollout', parameters: { rollout: '100', stickiness: 'default', groupId: 'premium-analytics' }, constraints: [{ contextName: 'plan', operator: 'IN', values: ['pro', 'enterprise'] }] },
  });
  await service.call('POST', `${flags}/premium-analytics/environments/development/on`);
  await service.createFlag('default', 'everyone');
  await service.call('POST', `${flags}/everyone/environments/development/on`);
  await service.createFlag('other', 'elsewhere');
});
afterEach(() => service.close());

const playground = (body: unknown, token: string | null = tokens.admin) => service.call('POST', '/api/admin/playground', { token, body });
const advanced = (body: unknown, token: string | null = tokens.admin) => service.call('POST', '/api/admin/playground/advanced', { token, body });
const bob = (plan: string) => ({ appName: 'web', userId: 'bob', properties: { plan } });

describe('POST /api/admin/playground', () => {
  it('says which constraint failed for bob, with the values it needs', async () => {
    const answer = parsed(playgroundResponseSchema, await playground({ environment: 'development', projects: ['default'], context: bob('free') }));
    expect(answer.input).toEqual({ environment: 'development', projects: ['default'], context: bob('free') });
    const premium = answer.features.find((feature) => feature.name === 'premium-analytics');
    expect(premium).toMatchObject({ projectId: 'default', isEnabled: false, isEnabledInCurrentEnvironment: true, hasUnsatisfiedDependency: false });
    expect(premium?.strategies.data[0]).toMatchObject({
      name: 'flexibleRollout',
      result: { evaluationStatus: 'complete', enabled: false },
      constraints: [{ contextName: 'plan', operator: 'IN', values: ['pro', 'enterprise'], inverted: false, result: false }],
      links: { edit: '/projects/default/flags/premium-analytics' },
    });

    const pro = parsed(playgroundResponseSchema, await playground({ environment: 'development', projects: ['default'], context: bob('pro') }));
    expect(pro.features.find((feature) => feature.name === 'premium-analytics')?.isEnabled).toBe(true);
  });

  it('lists the flags of the projects asked for, every project by default', async () => {
    const names = async (projects?: unknown) => parsed(playgroundResponseSchema, await playground({ environment: 'development', ...(projects ? { projects } : {}), context: bob('pro') })).features.map((f) => f.name);
    expect(await names(['default'])).toEqual(['everyone', 'premium-analytics']);
    expect(await names(['other'])).toEqual(['elsewhere']);
    expect(await names()).toEqual(await names('*'));
    expect(await names()).toEqual(expect.arrayContaining(['elsewhere', 'everyone', 'premium-analytics']));
  });

  it('answers as /api/frontend does for the same context', async () => {
    const context = { appName: 'web', userId: 'bob', sessionId: 's1', remoteAddress: '10.0.0.1', properties: { plan: 'enterprise' } };
    const admin = parsed(playgroundResponseSchema, await playground({ environment: 'development', projects: ['default'], context }));
    const frontend = parsed(frontendTogglesSchema, await service.call('POST', '/api/frontend', { token: tokens.frontend, body: { context } }));
    expect(admin.features.filter((feature) => feature.isEnabled).map((feature) => feature.name)).toEqual(frontend.toggles.map((toggle) => toggle.name));
  });

  it('is any signed-in admin API user\'s to use, a Viewer\'s too; not a frontend or client token\'s', async () => {
    const body = { environment: 'development', context: bob('pro') };
    expect((await playground(body, service.pats.Viewer)).status).toBe(200);
    expectError(await playground(body, null), 401, 'AuthenticationRequired');
    expectError(await playground(body, tokens.frontend), 403, 'NoAccessError');
    expectError(await playground(body, tokens.client), 403, 'NoAccessError');
  });
});

describe('what the playground reads', () => {
  it('is the configuration as it is now: a change is in the very next answer', async () => {
    const premium = async () => parsed(playgroundResponseSchema, await playground({ environment: 'development', context: bob('pro') })).features.find((f) => f.name === 'premium-analytics');
    expect(await premium()).toMatchObject({ isEnabled: true });
    await service.call('POST', `${flags}/premium-analytics/environments/development/off`);
    expect(await premium()).toMatchObject({ isEnabled: false, isEnabledInCurrentEnvironment: false });
  });
});

describe('POST /api/admin/playground/advanced', () => {
  it('evaluates each environment and each combination of comma-separated values, listing the context used', async () => {
    const answer = parsed(advancedPlaygroundResponseSchema, await advanced({
      environments: ['development', 'production'], projects: ['default'], context: { appName: 'web', userId: 'bob,ann', properties: { plan: 'pro' } },
    }));
    const premium = answer.features.find((feature) => feature.name === 'premium-analytics');
    expect(premium?.projectId).toBe('default');
    expect(premium?.environments.development?.map((entry) => [entry.context, entry.isEnabled])).toEqual([
      [{ appName: 'web', userId: 'bob', plan: 'pro' }, true],
      [{ appName: 'web', userId: 'ann', plan: 'pro' }, true],
    ]);
    expect(premium?.environments.production?.map((entry) => [entry.environment, entry.isEnabledInCurrentEnvironment, entry.isEnabled])).toEqual([
      ['production', false, false], ['production', false, false],
    ]);
  });
  it('answers a hundred people at once: the answer\'s size is reckoned by the context each evaluation lists, not the whole list', async () => {
    for (let index = 0; index < 40; index++) await service.createFlag('default', `flag-${index}`);
    const users = Array.from({ length: 100 }, (_, index) => `someone-with-a-longer-name-${index}`).join(',');
    const answer = parsed(advancedPlaygroundResponseSchema, await advanced({ environments: ['development'], projects: ['default'], context: { appName: 'web', userId: users } }));
    expect(answer.features).toHaveLength(42);
    expect(answer.features[0]?.environments.development?.at(-1)?.context).toEqual({ appName: 'web', userId: 'someone-with-a-longer-name-99' });
  });
});

describe('a body the playground cannot evaluate is a 400 naming the field', () => {
  const refused = async (reply: Awaited<ReturnType<typeof playground>>, path: string) => {
    const error = expectError(reply, 400, 'BadDataError');
    expect(error.details?.map((detail) => detail.path)).toContain(path);
    return error;
  };

  it('without an environment, a context or its appName; a context value that is not text; a project list that is not one', async () => {
    await refused(await playground({ context: bob('pro') }), 'environment');
    await refused(await playground({ environment: 'development' }), 'context');
    await refused(await playground({ environment: 'development', context: { userId: 'bob' } }), 'context.appName');
    await refused(await playground({ environment: 'development', context: { appName: 'web', userId: 42 } }), 'context.userId');
    await refused(await playground({ environment: 'development', context: { appName: 'web', properties: { plan: true } } }), 'context.properties.plan');
    await refused(await playground({ environment: 'development', projects: 'default', context: bob('pro') }), 'projects');
    await refused(await advanced({ environments: [], context: bob('pro') }), 'environments');
  });

  it('naming an environment that does not exist', async () => {
    const error = await refused(await playground({ environment: 'nowhere', context: bob('pro') }), 'environment');
    expect(error.message).toContain('"nowhere"');
    await refused(await advanced({ environments: ['development', 'nowhere'], context: bob('pro') }), 'environments.1');
  });

  it('with a currentTime that is no date, or a value beyond the context limits', async () => {
    await refused(await playground({ environment: 'development', context: { appName: 'web', currentTime: 'Monday' } }), 'context.currentTime');
    await refused(await playground({ environment: 'development', context: { appName: 'web', userId: 'x'.repeat(1001) } }), 'context.userId');
    await refused(await playground({ environment: 'development', context: { appName: 'web', properties: { plan: 'x'.repeat(1001) } } }), 'context.properties.plan');
  });

  it('with more contexts, or more evaluations, than one request may make', async () => {
    const users = (count: number) => Array.from({ length: count }, (_, index) => `u${index}`).join(',');
    const contexts = await refused(await advanced({ environments: ['development'], context: { appName: 'web', userId: users(11), sessionId: users(10) } }), 'context');
    expect(contexts.message).toBe('context: its comma-separated values make 110 contexts; at most 100 are evaluated in one request');
    const long = await refused(await advanced({ environments: ['development'], context: { appName: 'web', userId: users(100), properties: Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`p${index}`, 'x'.repeat(1000)])) } }), 'context');
    expect(long.message).toMatch(/^context: the answer would list a context of \d+ characters with each of \d+ evaluations/);
    for (let index = 0; index < 200; index++) await service.createFlag('other', `more-${index}`);
    const evaluations = expectError(await advanced({ environments: ['development', 'production'], context: { appName: 'web', userId: users(40) } }), 400, 'BadDataError');
    expect(evaluations.message).toMatch(/^Rejecting evaluation as it would generate 16240 combinations exceeding 15000 limit/);
  });

  it('whose answer would be too long to send: long constraint lists, listed for each of many contexts', async () => {
    const values = Array.from({ length: 1000 }, (_, index) => `${index}-`.padEnd(500, 'v'));
    const added = await service.call('POST', `${flags}/everyone/environments/development/strategies`, { body: { name: 'default', constraints: [{ contextName: 'plan', operator: 'IN', values }] } });
    expect(added.status, added.text).toBe(200);
    const users = (count: number) => Array.from({ length: count }, (_, index) => `u${index}`).join(',');
    const answered = parsed(advancedPlaygroundResponseSchema, await advanced({ environments: ['development'], context: { appName: 'web', userId: users(10) } }));
    expect(answered.features.find((feature) => feature.name === 'everyone')?.environments.development).toHaveLength(10);
    const tooLong = await refused(await advanced({ environments: ['development'], context: { appName: 'web', userId: users(100) } }), 'context');
    expect(tooLong.message).toBe('context: the answer would be more than 32 MiB of JSON; ask for fewer environments, contexts or projects');
  });

  it('that is not JSON, or not an object', async () => {
    const notJson = await service.app.inject({ method: 'POST', url: '/api/admin/playground', headers: { authorization: tokens.admin, 'content-type': 'application/json' }, payload: '{' });
    expect(notJson.statusCode).toBe(400);
    expectError(await playground([]), 400, 'BadDataError');
  });
});
