import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { featureVariantsSchema } from '../../contract/adminRequests';
import { featureSchema } from '../../contract/feature';
import { expectError, parsed, startTestService, storeSnapshot, type TestService } from '../test/harness';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
  await service.createFlag('default', 'flag');
});
afterEach(() => service.close());

const url = (environment = 'development') => `/api/admin/projects/default/features/flag/environments/${environment}/variants`;
const summary = (variants: { name: string; weight: number; weightType?: string | undefined }[]) => variants.map((v) => [v.name, v.weight, v.weightType]);

describe('PUT …/environments/{environment}/variants', () => {
  it('stores variants with overrides, weights normalised to 1000 and sorted by name, and answers them as Unleash does', async () => {
    const { variants } = parsed(featureVariantsSchema, await service.call('PUT', url(), {
      token: service.pats.Editor,
      body: [
        { name: 'green', weight: 100, weightType: 'fix', payload: { type: 'json', value: '{"color":"green"}' } },
        { name: 'blue', overrides: [{ contextName: 'userId', values: ['42'] }] },
        { name: 'amber', stickiness: 'userId' },
      ],
    }));
    expect(variants.map((v) => [v.name, v.weight, v.weightType, v.stickiness])).toEqual([
      ['amber', 450, 'variable', 'userId'], ['blue', 450, 'variable', 'default'], ['green', 100, 'fix', 'default'],
    ]);
    const feature = parsed(featureSchema, await service.call('GET', '/api/admin/projects/default/features/flag'));
    const development = feature.environments?.find((e) => e.name === 'development');
    expect(development?.variants).toEqual(variants);
    expect(development?.variants?.[1]?.overrides).toEqual([{ contextName: 'userId', values: ['42'] }]);
    expect(development?.variantCount).toBe(3);
    expect(feature.environments?.find((e) => e.name === 'staging')?.variants).toEqual([]);
  });

  it('gives the odd thousandth to the first variable variants as sent, as Unleash does', async () => {
    const { variants } = parsed(featureVariantsSchema, await service.call('PUT', url(), { body: [{ name: 'c' }, { name: 'b' }, { name: 'a' }] }));
    expect(summary(variants)).toEqual([['a', 333, 'variable'], ['b', 333, 'variable'], ['c', 334, 'variable']]);
  });

  it('an empty array removes the variants', async () => {
    await service.call('PUT', url(), { body: [{ name: 'a' }] });
    expect(parsed(featureVariantsSchema, await service.call('PUT', url(), { body: [] })).variants).toEqual([]);
  });

  it('refuses bad variants with 400 and writes nothing', async () => {
    const before = storeSnapshot(service.db);
    for (const bad of [
      { name: 'a' }, [{ name: 'a' }, { name: 'a' }], [{ name: 'a', weight: 1001 }], [{ name: 'a', weight: 10.5 }],
      [{ name: 'a', payload: { type: 'number', value: 'x' } }], [{ name: 'a', weight: 400, weightType: 'fix' }],
      // Unleash wants at least one variable variant, even where the fix ones make 1000.
      [{ name: 'a', weight: 500, weightType: 'fix' }, { name: 'b', weight: 500, weightType: 'fix' }],
    ]) {
      expectError(await service.call('PUT', url(), { body: bad }), 400, 'BadDataError');
    }
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('names the field of a payload the SDK could not read', async () => {
    for (const [payload, message] of [
      [{ type: 'json', value: '{"a":' }, '1.payload.value: a json payload must be valid JSON'],
      [{ type: 'number', value: 'twelve' }, '1.payload.value: a number payload must be a number'],
    ] as const) {
      const error = expectError(await service.call('PUT', url(), { body: [{ name: 'a' }, { name: 'b', payload }] }), 400, 'BadDataError');
      expect(error.details?.[0]).toEqual({ message, path: '1.payload.value' });
    }
  });

  it('refuses an override on no context field or with no value, naming it, and writes nothing', async () => {
    const before = storeSnapshot(service.db);
    for (const [override, message] of [
      [{ contextName: '', values: ['42'] }, '0.overrides.0.contextName: must name a context field'],
      [{ contextName: '   ', values: ['42'] }, '0.overrides.0.contextName: must name a context field'],
      [{ contextName: 'userId', values: [] }, '0.overrides.0.values: needs at least one value'],
      [{ contextName: 'userId', values: ['42', ' '] }, '0.overrides.0.values.1: must not be empty'],
    ] as const) {
      const error = expectError(await service.call('PUT', url(), { body: [{ name: 'a', overrides: [override] }] }), 400, 'BadDataError');
      expect(error.message).toContain(message);
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

describe('PATCH …/environments/{environment}/variants', () => {
  beforeEach(async () => {
    await service.call('PUT', url(), { body: [{ name: 'blue', payload: { type: 'string', value: 'b' } }, { name: 'red' }] });
  });

  it('applies a JSON Patch to the stored variants and normalises the weights again', async () => {
    const { variants } = parsed(featureVariantsSchema, await service.call('PATCH', url(), {
      token: service.pats.Editor,
      body: [
        { op: 'add', path: '/-', value: { name: 'green', weightType: 'fix', weight: 400, payload: { type: 'json', value: '{"x":1}' } } },
        { op: 'replace', path: '/0/payload/value', value: 'B' },
        { op: 'remove', path: '/1' },
      ],
    }));
    expect(summary(variants)).toEqual([['blue', 600, 'variable'], ['green', 400, 'fix']]);
    expect(variants[0]?.payload).toEqual({ type: 'string', value: 'B' });
    const feature = parsed(featureSchema, await service.call('GET', '/api/admin/projects/default/features/flag'));
    expect(feature.environments?.find((e) => e.name === 'development')?.variants).toEqual(variants);
  });

  it('refuses a patch that cannot apply, or leaves bad variants, naming the field, and writes nothing', async () => {
    const before = storeSnapshot(service.db);
    const cases: [unknown, string][] = [
      [[{ op: 'remove', path: '/5' }], '0.path'],
      [[{ op: 'test', path: '/0/name', value: 'red' }], '0.path'],
      [[{ op: 'add', path: '/0/__proto__', value: { polluted: true } }], '0.path'],
      [[{ op: 'replace', path: '/1/name', value: 'green' }, { op: 'add', path: '/-' }], '1.path'],
      [[{ op: 'add', path: '/1/payload', value: { type: 'json', value: '{' } }], '1.payload.value'],
      [[{ op: 'replace', path: '/0/weight', value: 2.5 }], '0.weight'],
      [[{ op: 'remove', path: '/0/name' }], '0.name'],
      [[{ op: 'jump', path: '/0' }], '0.op'],
    ];
    for (const [patch, path] of cases) {
      const error = expectError(await service.call('PATCH', url(), { body: patch }), 400, 'BadDataError');
      expect(error.details?.[0]?.path, JSON.stringify(patch)).toBe(path);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('refuses the patch where the environment requires change requests (403 SKIP_CHANGE_REQUEST), and without the permission', async () => {
    expect(expectError(await service.call('PATCH', url('production'), { token: service.pats.Editor, body: [] }), 403, 'NoAccessError').message)
      .toContain('SKIP_CHANGE_REQUEST');
    expectError(await service.call('PATCH', url(), { token: service.pats.Viewer, body: [] }), 403, 'NoAccessError');
    expectError(await service.call('PATCH', url('mars'), { body: [] }), 404, 'NotFoundError');
  });
});

describe('PUT …/features/{featureName}/variants-batch', () => {
  const batch = '/api/admin/projects/default/features/flag/variants-batch';
  const variantsIn = async (environment: string) =>
    parsed(featureSchema, await service.call('GET', '/api/admin/projects/default/features/flag')).environments?.find((e) => e.name === environment)?.variants;

  it('writes the same variants into each environment named, and answers them as stored', async () => {
    const { variants } = parsed(featureVariantsSchema, await service.call('PUT', batch, {
      body: { variants: [{ name: 'b' }, { name: 'a', weight: 100, weightType: 'fix' }], environments: ['development', 'staging'] },
    }));
    expect(summary(variants)).toEqual([['a', 100, 'fix'], ['b', 900, 'variable']]);
    expect(await variantsIn('development')).toEqual(variants);
    expect(await variantsIn('staging')).toEqual(variants);
    expect(await variantsIn('production')).toEqual([]);
  });

  it('writes none of them when one environment may not take it, or the variants are bad, or none is named', async () => {
    const before = storeSnapshot(service.db);
    expect(expectError(await service.call('PUT', batch, { token: service.pats.Editor, body: { variants: [{ name: 'a' }], environments: ['development', 'production'] } }), 403, 'NoAccessError').message)
      .toContain('"SKIP_CHANGE_REQUEST" permission for the "production" environment');
    expectError(await service.call('PUT', batch, { body: { variants: [{ name: 'a' }], environments: ['development', 'mars'] } }), 404, 'NotFoundError');
    expectError(await service.call('PUT', batch, { body: { variants: [{ name: 'a', weight: 1000, weightType: 'fix' }], environments: ['development'] } }), 400, 'BadDataError');
    expect(expectError(await service.call('PUT', batch, { body: { variants: [], environments: [] } }), 400, 'BadDataError').message).toContain('No environments provided');
    expectError(await service.call('PUT', batch, { token: service.pats.Viewer, body: { variants: [], environments: ['development'] } }), 403, 'NoAccessError');
    expect(storeSnapshot(service.db)).toBe(before);
  });
});
