import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { featureSchema } from '../../contract/feature';
import { expectError, parsed, startTestService, storeSnapshot, type TestService } from '../test/harness';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
  await service.createFlag('default', 'flag');
});
afterEach(() => service.close());

const url = (environment = 'development') => `/api/admin/projects/default/features/flag/environments/${environment}/variants`;

describe('PUT …/environments/{environment}/variants', () => {
  it('stores variants with overrides, weights normalised to 1000 and sorted by name', async () => {
    const feature = parsed(featureSchema, await service.call('PUT', url(), {
      token: service.pats.Editor,
      body: [
        { name: 'green', weight: 100, weightType: 'fix', payload: { type: 'json', value: '{"color":"green"}' } },
        { name: 'blue', overrides: [{ contextName: 'userId', values: ['42'] }] },
        { name: 'amber', stickiness: 'userId' },
      ],
    }));
    const development = feature.environments?.find((e) => e.name === 'development');
    expect(development?.variants?.map((v) => [v.name, v.weight, v.weightType, v.stickiness])).toEqual([
      ['amber', 450, 'variable', 'userId'], ['blue', 450, 'variable', 'default'], ['green', 100, 'fix', 'default'],
    ]);
    expect(development?.variants?.[1]?.overrides).toEqual([{ contextName: 'userId', values: ['42'] }]);
    expect(development?.variantCount).toBe(3);
    expect(feature.environments?.find((e) => e.name === 'staging')?.variants).toEqual([]);
  });

  it('an empty array removes the variants', async () => {
    await service.call('PUT', url(), { body: [{ name: 'a' }] });
    const feature = parsed(featureSchema, await service.call('PUT', url(), { body: [] }));
    expect(feature.environments?.[0]?.variants).toEqual([]);
  });

  it('refuses bad variants with 400 and writes nothing', async () => {
    const before = storeSnapshot(service.db);
    for (const bad of [{ name: 'a' }, [{ name: 'a' }, { name: 'a' }], [{ name: 'a', weight: 1001 }], [{ name: 'a', payload: { type: 'number', value: 'x' } }], [{ name: 'a', weight: 400, weightType: 'fix' }]]) {
      expectError(await service.call('PUT', url(), { body: bad }), 400, 'BadDataError');
    }
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('refuses an override on no context field, naming it, and writes nothing', async () => {
    const before = storeSnapshot(service.db);
    for (const contextName of ['', '   ']) {
      const error = expectError(await service.call('PUT', url(), { body: [{ name: 'a', overrides: [{ contextName, values: ['42'] }] }] }), 400, 'BadDataError');
      expect(error.message).toContain('0.overrides.0.contextName: must name a context field');
    }
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('answers 403 with the permission and environment, and 404s', async () => {
    expect(expectError(await service.call('PUT', url(), { token: service.pats.Viewer, body: [] }), 403, 'NoAccessError').message)
      .toContain('"UPDATE_FEATURE_ENVIRONMENT_VARIANTS" permission for the "development" environment');
    expectError(await service.call('PUT', url('production'), { token: service.pats.Editor, body: [] }), 403, 'NoAccessError');
    expectError(await service.call('PUT', url('mars'), { body: [] }), 404, 'NotFoundError');
  });
});
