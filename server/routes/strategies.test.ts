import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { featureSchema, strategySchema } from '../../src/api/contract/feature';
import { insertSegment } from '../store/segments';
import { expectError, parsed, startTestService, storeSnapshot, type TestService } from '../test/harness';

let service: TestService;
let segmentId: number;
beforeEach(async () => {
  service = await startTestService();
  await service.createFlag('default', 'flag');
  segmentId = insertSegment(service.db, { name: 'beta', constraints: [{ contextName: 'userId', operator: 'IN', values: ['1'] }], createdAt: new Date().toISOString() });
});
afterEach(() => service.close());

const base = (environment = 'development') => `/api/admin/projects/default/features/flag/environments/${environment}/strategies`;

const body = {
  name: 'flexibleRollout',
  title: 'Half of EU',
  parameters: { rollout: 50, stickiness: 'userId', groupId: 'flag' },
  constraints: [{ contextName: 'region', operator: 'IN', values: ['eu'] }, { contextName: 'seats', operator: 'NUM_GT', value: '10' }],
  variants: [{ name: 'a', payload: { type: 'json', value: '{"x":1}' } }, { name: 'b' }, { name: 'c' }],
};

describe('strategies', () => {
  it('adds a strategy: parameters as strings, variant weights totalling 1000, segments by id', async () => {
    const strategy = parsed(strategySchema, await service.call('POST', base(), { token: service.pats.Editor, body: { ...body, segments: [segmentId] } }));
    expect(strategy.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(strategy).toMatchObject({ name: 'flexibleRollout', title: 'Half of EU', disabled: false, segments: [segmentId], parameters: { rollout: '50', stickiness: 'userId', groupId: 'flag' } });
    expect(strategy.variants?.map((v) => [v.name, v.weight, v.stickiness])).toEqual([['a', 334, 'default'], ['b', 333, 'default'], ['c', 333, 'default']]);
    const feature = parsed(featureSchema, await service.call('GET', '/api/admin/projects/default/features/flag'));
    expect(feature.environments?.[0]?.strategies?.[0]?.id).toBe(strategy.id);
  });

  it('updates (PUT replaces) and deletes a strategy', async () => {
    const created = parsed(strategySchema, await service.call('POST', base(), { body }));
    const updated = parsed(strategySchema, await service.call('PUT', `${base()}/${created.id}`, { body: { name: 'default', disabled: true } }));
    expect(updated).toMatchObject({ id: created.id, name: 'default', disabled: true, constraints: [], variants: [], parameters: {} });
    const deleted = parsed(strategySchema, await service.call('DELETE', `${base()}/${created.id}`, { token: service.pats.Editor }));
    expect(deleted.id).toBe(created.id);
    expectError(await service.call('DELETE', `${base()}/${created.id}`), 404, 'NotFoundError');
  });

  it('refuses invalid strategies with 400 and per-field details, writing nothing', async () => {
    const before = storeSnapshot(service.db);
    const cases: unknown[] = [
      { name: 'noSuchStrategy' },
      { name: 'default', constraints: [{ contextName: 'x', operator: 'IN', values: [] }] },
      { name: 'default', constraints: [{ contextName: 'x', operator: 'NUM_GT', value: 'ten' }] },
      { name: 'default', constraints: [{ contextName: 'x', operator: 'LIKE', values: ['a'] }] },
      { name: 'default', variants: [{ name: 'a', payload: { type: 'json', value: '{' } }] },
      { name: 'default', variants: [{ name: 'a', weight: 500, weightType: 'fix' }] },
      { name: 'default', segments: [9999] },
    ];
    for (const invalid of cases) {
      const error = expectError(await service.call('POST', base(), { body: invalid }), 400, 'BadDataError');
      expect(error.details?.length).toBeGreaterThan(0);
    }
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('answers 403 to a viewer, 403 SKIP_CHANGE_REQUEST to an editor in production, and 404s', async () => {
    expect(expectError(await service.call('POST', base(), { token: service.pats.Viewer, body }), 403, 'NoAccessError').message)
      .toContain('"CREATE_FEATURE_STRATEGY" permission for the "development" environment');
    expect(expectError(await service.call('POST', base('production'), { token: service.pats.Editor, body }), 403, 'NoAccessError').message)
      .toContain('"SKIP_CHANGE_REQUEST" permission for the "production" environment');
    expectError(await service.call('POST', base('mars'), { body }), 404, 'NotFoundError');
    expectError(await service.call('PUT', `${base()}/not-an-id`, { body }), 404, 'NotFoundError');
    expectError(await service.call('POST', '/api/admin/projects/default/features/ghost/environments/development/strategies', { body }), 404, 'NotFoundError');
  });
});
