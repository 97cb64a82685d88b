import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../contract/error';
import { strategySchema } from '../../contract/feature';
import { impactPreviewSchema } from '../../contract/impact';
import { readConfigVersion } from '../store/configVersion';
import { expectError, parsed, startTestService, storeSnapshot, type TestService } from '../test/harness';

let service: TestService;
const production = '/api/admin/projects/default/features/checkout-v2/environments/production';
const impactIn = (environment: string) => `/api/admin/projects/default/environments/${environment}/impact`;
let euStrategyId = '';

beforeEach(async () => {
  service = await startTestService();
  await service.createFlag('default', 'checkout-v2');
  // Production serves checkout-v2 to Europe only, and it is off there for now.
  const strategy = await service.call('POST', `${production}/strategies`, {
    body: { name: 'flexibleRollout', parameters: { rollout: '100', stickiness: 'default', groupId: 'checkout-v2' }, constraints: [{ contextName: 'region', operator: 'IN', values: ['eu'] }] },
    answer: strategySchema,
  });
  euStrategyId = strategy.answer.id ?? '';
  for (const [name, context] of [
    ['EU free user', { userId: 'u-1', properties: { region: 'eu', plan: 'free' } }],
    ['US pro user', { userId: 'u-2', properties: { region: 'us', plan: 'pro' } }],
  ] as const) {
    expect((await service.call('POST', '/api/admin/saved-audiences', { body: { name, context } })).status).toBe(201);
  }
});
afterEach(() => service.close());

async function preview(body: unknown, environment = 'production', token = service.pats.Viewer) {
  return parsed(impactPreviewSchema, await service.call('POST', impactIn(environment), { body, token }));
}
const turnOn = { feature: 'checkout-v2', action: 'updateEnabled', payload: { enabled: true } };

describe('the impact preview', () => {
  it('names the saved audiences a switch turns a flag on for, to anyone signed in, and writes nothing', async () => {
    const before = storeSnapshot(service.db);
    const version = readConfigVersion(service.db)();
    const answer = await preview({ changes: [turnOn] });
    expect(answer).toMatchObject({ environment: 'production', flags: ['checkout-v2'], savedAudiences: 2, givenContexts: 0 });
    expect(answer.audiences).toEqual([{
      name: 'EU free user', id: expect.any(Number), source: 'saved', chance: false,
      flags: [{ feature: 'checkout-v2', before: { enabled: false }, after: { enabled: true, variant: { name: 'disabled', enabled: false } }, difference: 'enabled' }],
    }]);
    expect(storeSnapshot(service.db)).toBe(before);
    expect(readConfigVersion(service.db)()).toBe(version);
  });

  it('previews a strategy edit, and the contexts sent along beside the saved audiences', async () => {
    await service.call('POST', `${production}/on`);
    const everywhere = { id: euStrategyId, name: 'flexibleRollout', parameters: { rollout: '100', stickiness: 'default', groupId: 'checkout-v2' }, constraints: [] };
    const answer = await preview({
      changes: [{ feature: 'checkout-v2', action: 'updateStrategy', payload: everywhere }],
      contexts: [{ name: 'userId=bob · region=apac', context: { userId: 'bob', properties: { region: 'apac' } } }],
    });
    expect(answer.givenContexts).toBe(1);
    expect(answer.audiences.map(({ name, source, flags }) => [name, source, flags.map((flag) => `${flag.feature} ${flag.difference} → ${flag.after.enabled}`)])).toEqual([
      ['US pro user', 'saved', ['checkout-v2 enabled → true']],
      ['userId=bob · region=apac', 'given', ['checkout-v2 enabled → true']],
    ]);
  });

  it('tells a variant from a payload change, and follows a change to the flags that depend on it', async () => {
    await service.call('POST', `${production}/on`);
    await service.createFlag('default', 'checkout-banner');
    await service.call('POST', '/api/admin/projects/default/features/checkout-banner/dependencies', { body: { feature: 'checkout-v2' } });
    await service.call('POST', '/api/admin/projects/default/features/checkout-banner/environments/production/on');
    const variants = (value: string) => [{ name: 'blue', weight: 1000, weightType: 'variable', stickiness: 'default', payload: { type: 'string', value } }];
    await service.call('PUT', `${production}/variants`, { body: variants('old') });

    const payloadOnly = await preview({ changes: [{ feature: 'checkout-v2', action: 'patchVariant', payload: { variants: variants('new') } }] });
    expect(payloadOnly.flags).toEqual(['checkout-v2', 'checkout-banner']);
    expect(payloadOnly.audiences.map((audience) => audience.flags.map((flag) => [flag.feature, flag.difference, flag.after.variant?.payload?.value]))).toEqual([
      [['checkout-v2', 'payload', 'new']],
    ]);

    const off = await preview({ changes: [{ feature: 'checkout-v2', action: 'updateEnabled', payload: { enabled: false } }] });
    expect(off.audiences.map((audience) => [audience.name, audience.flags.map((flag) => `${flag.feature} ${flag.difference}`)])).toEqual([
      ['EU free user', ['checkout-v2 enabled', 'checkout-banner enabled']],
    ]);
  });

  it('previews what applying would write: switching on a flag without strategies serves it to everyone', async () => {
    await service.createFlag('default', 'bare');
    const answer = await preview({ changes: [{ feature: 'bare', action: 'updateEnabled', payload: { enabled: true } }] }, 'development');
    expect(answer.audiences.map((audience) => audience.name)).toEqual(['EU free user', 'US pro user']);
  });

  it('says when chance decides an answer: a random rollout', async () => {
    await service.call('PUT', `${production}/strategies/${euStrategyId}`, {
      body: { name: 'flexibleRollout', parameters: { rollout: '100', stickiness: 'random', groupId: 'checkout-v2' }, constraints: [] },
    });
    const answer = await preview({ changes: [turnOn] });
    expect(answer.audiences.map((audience) => audience.chance)).toEqual([true, true]);
  });

  it('answers a bad change 400 naming its place in the request, and writes nothing', async () => {
    const before = storeSnapshot(service.db);
    const cases: Array<[unknown, string]> = [
      [{ changes: [turnOn, { feature: 'checkout-v2', action: 'updateEnabled', payload: { enabled: 'yes' } }] }, 'changes.1.payload.enabled'],
      [{ changes: [{ ...turnOn, feature: 'no-such-flag' }] }, 'changes.0'],
      [{ changes: [{ feature: 'checkout-v2', action: 'deleteStrategy', payload: { id: 'gone' } }] }, 'changes.0'],
      [{ changes: [] }, 'changes'],
      [{ changes: [turnOn], contexts: [{ name: 'x', context: { userId: 1 } }] }, 'contexts.0.context.userId'],
    ];
    for (const [body, field] of cases) {
      const reply = await service.call('POST', impactIn('production'), { body });
      expectError(reply, 400, 'BadDataError');
      expect(errorBodySchema.parse(reply.body).details?.map((detail) => detail.path), JSON.stringify(body)).toContain(field);
    }
    expectError(await service.call('POST', impactIn('nowhere'), { body: { changes: [turnOn] } }), 404, 'NotFoundError');
    expect(storeSnapshot(service.db)).toBe(before);
  });
});
