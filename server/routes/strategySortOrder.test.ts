import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { featureSchema, strategySchema } from '../../contract/feature';
import { expectError, parsed, startTestService, storeSnapshot, type TestService } from '../test/harness';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
  await service.createFlag('default', 'flag');
});
afterEach(() => service.close());

const strategies = (environment = 'development') => `/api/admin/projects/default/features/flag/environments/${environment}/strategies`;
const setSortOrder = (environment = 'development') => `${strategies(environment)}/set-sort-order`;

async function add(title: string, environment = 'development'): Promise<string> {
  const strategy = parsed(strategySchema, await service.call('POST', strategies(environment), { body: { name: 'default', title } }));
  if (strategy.id === undefined) throw new Error('strategy without an id');
  return strategy.id;
}

async function titles(environment = 'development') {
  const feature = parsed(featureSchema, await service.call('GET', '/api/admin/projects/default/features/flag'));
  return feature.environments?.find((e) => e.name === environment)?.strategies?.map((s) => s.title);
}

describe('POST …/strategies/set-sort-order', () => {
  it('orders the environment\'s strategies as the body says, as SDKs then read them', async () => {
    const [a, b, c] = [await add('a'), await add('b'), await add('c')];
    const reply = await service.call('POST', setSortOrder(), { token: service.pats.Editor, body: [{ id: c, sortOrder: 0 }, { id: a, sortOrder: 1 }, { id: b, sortOrder: 2 }] });
    expect(reply.status, reply.text).toBe(200);
    expect(await titles()).toEqual(['c', 'a', 'b']);
  });

  it('refuses an id that is no strategy of this flag in this environment, naming it, and changes nothing', async () => {
    const a = await add('a');
    const elsewhere = await add('p', 'production');
    const before = storeSnapshot(service.db);
    for (const id of ['no-such-strategy', elsewhere]) {
      const error = expectError(await service.call('POST', setSortOrder(), { body: [{ id: a, sortOrder: 1 }, { id, sortOrder: 0 }] }), 400, 'BadDataError');
      expect(error.details?.map((detail) => detail.path)).toEqual(['1.id']);
    }
    expectError(await service.call('POST', setSortOrder(), { body: [{ id: a, sortOrder: 'first' }] }), 400, 'BadDataError');
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('needs UPDATE_FEATURE_STRATEGY, and SKIP_CHANGE_REQUEST where the environment requires change requests', async () => {
    const a = await add('a', 'production');
    expect(expectError(await service.call('POST', setSortOrder(), { token: service.pats.Viewer, body: [] }), 403, 'NoAccessError').message)
      .toContain('"UPDATE_FEATURE_STRATEGY" permission for the "development" environment');
    expect(expectError(await service.call('POST', setSortOrder('production'), { token: service.pats.Editor, body: [{ id: a, sortOrder: 0 }] }), 403, 'NoAccessError').message)
      .toContain('"SKIP_CHANGE_REQUEST" permission for the "production" environment');
  });
});
