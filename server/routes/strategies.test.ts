import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { featureSchema, strategySchema } from '../../contract/feature';
import { strategyLimits } from '../../contract/limits';
import { insertSegment } from '../store/segments';
import { expectError, parsed, startTestService, storeSnapshot, type TestService } from '../test/harness';
import { systemAuthor } from '../store/events';

let service: TestService;
let segmentId: number;
beforeEach(async () => {
  service = await startTestService();
  await service.createFlag('default', 'flag');
  segmentId = insertSegment(service.db, systemAuthor, { name: 'beta', constraints: [{ contextName: 'userId', operator: 'IN', values: ['1'] }], createdAt: new Date().toISOString() });
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

  it('refuses a constraint on no context field, naming the field, writing nothing', async () => {
    const created = parsed(strategySchema, await service.call('POST', base(), { body }));
    const before = storeSnapshot(service.db);
    for (const contextName of ['', '   ']) {
      const invalid = { name: 'default', constraints: [body.constraints[0], { contextName, operator: 'IN', values: ['a'] }] };
      for (const [method, url] of [['POST', base()], ['PUT', `${base()}/${created.id}`]] as const) {
        const error = expectError(await service.call(method, url, { body: invalid }), 400, 'BadDataError');
        expect(error.message).toBe('The request body is invalid: constraints.1.contextName: must name a context field');
        expect(error.details).toEqual([{ message: 'constraints.1.contextName: must name a context field', path: 'constraints.1.contextName' }]);
      }
    }
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('takes a rollout percentage as a whole number from 0 to 100, sent as a number or a numeric string, and keeps it as a string', async () => {
    const accepted: Array<[string, string, unknown]> = [
      ['flexibleRollout', 'rollout', 0], ['flexibleRollout', 'rollout', '100'], ['flexibleRollout', 'rollout', 100],
      ['gradualRolloutUserId', 'percentage', '25'], ['gradualRolloutSessionId', 'percentage', 30], ['gradualRolloutRandom', 'percentage', '0'],
    ];
    for (const [name, parameter, value] of accepted) {
      const strategy = parsed(strategySchema, await service.call('POST', base(), { body: { name, parameters: { [parameter]: value, groupId: 'flag' } } }));
      expect(strategy.parameters?.[parameter]).toBe(String(value));
    }
  });

  it('refuses a rollout percentage that is not a whole number from 0 to 100, naming the parameter, writing nothing', async () => {
    const created = parsed(strategySchema, await service.call('POST', base(), { body }));
    const before = storeSnapshot(service.db);
    const cases: Array<[string, string, unknown]> = [
      ['flexibleRollout', 'rollout', 'abc'], ['flexibleRollout', 'rollout', '150'], ['flexibleRollout', 'rollout', -1],
      ['flexibleRollout', 'rollout', '12.5'], ['flexibleRollout', 'rollout', 12.5], ['flexibleRollout', 'rollout', 101],
      ['flexibleRollout', 'rollout', ''], ['flexibleRollout', 'rollout', ' 50'], ['flexibleRollout', 'rollout', true],
      ['gradualRolloutUserId', 'percentage', '-5'], ['gradualRolloutSessionId', 'percentage', 'half'], ['gradualRolloutRandom', 'percentage', 200],
    ];
    for (const [name, parameter, value] of cases) {
      const invalid = { name, parameters: { [parameter]: value, groupId: 'flag' } };
      for (const [method, url] of [['POST', base()], ['PUT', `${base()}/${created.id}`]] as const) {
        const error = expectError(await service.call(method, url, { body: invalid }), 400, 'BadDataError');
        const message = `parameters.${parameter}: must be a whole number from 0 to 100`;
        expect(error.message, `${name} ${JSON.stringify(value)}`).toBe(`The request body is invalid: ${message}`);
        expect(error.details).toEqual([{ message, path: `parameters.${parameter}` }]);
      }
    }
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('keeps a list parameter as Unleash\'s console writes it: items trimmed, empty ones left out, joined with commas', async () => {
    const cases: Array<[string, string, string]> = [
      ['userWithId', 'userIds', ' alice , ,bob,\n\tcarol ,'],
      ['remoteAddress', 'IPs', '10.0.0.1 ,  192.168.0.0/16,'],
      ['applicationHostname', 'hostNames', ',web-1 ,\u00a0web-2'],
    ];
    const expected = { userIds: 'alice,bob,carol', IPs: '10.0.0.1,192.168.0.0/16', hostNames: 'web-1,web-2' };
    for (const [name, parameter, list] of cases) {
      const created = parsed(strategySchema, await service.call('POST', base(), { token: service.pats.Editor, body: { name, parameters: { [parameter]: list } } }));
      expect(created.parameters?.[parameter]).toBe(expected[parameter as keyof typeof expected]);
      const updated = parsed(strategySchema, await service.call('PUT', `${base()}/${created.id}`, { body: { name, parameters: { [parameter]: `${list}, x ` } } }));
      expect(updated.parameters?.[parameter]).toBe(`${expected[parameter as keyof typeof expected]},x`);
    }
    // Other parameters are kept as sent.
    const other = parsed(strategySchema, await service.call('POST', base(), { body: { name: 'default', parameters: { userIds: ' a , b ' } } }));
    expect(other.parameters).toEqual({ userIds: ' a , b ' });
  });

  it('refuses a strategy beyond the bounds of what one may hold, naming the field, writing nothing', async () => {
    const created = parsed(strategySchema, await service.call('POST', base(), { body }));
    const before = storeSnapshot(service.db);
    const limits = strategyLimits;
    const many = <T>(count: number, item: (index: number) => T): T[] => Array.from({ length: count }, (_, index) => item(index));
    const inValues = (values: string[]) => ({ contextName: 'userId', operator: 'IN', values });
    const cases: Array<[unknown, string]> = [
      [{ name: 'userWithId', parameters: { userIds: `${' '.repeat(60_000)}x` } }, 'parameters.userIds'],
      [{ name: 'userWithId', parameters: { userIds: many(limits.listItems + 1, String).join(',') } }, 'parameters.userIds'],
      [{ name: 'remoteAddress', parameters: { IPs: `10.0.0.1,${'1'.repeat(limits.listItemLength + 1)}` } }, 'parameters.IPs'],
      [{ name: 'applicationHostname', parameters: { hostNames: 'h'.repeat(limits.listItemLength + 1) } }, 'parameters.hostNames'],
      [{ name: 'flexibleRollout', parameters: { rollout: 50, groupId: 'g'.repeat(limits.parameterValueLength + 1) } }, 'parameters.groupId'],
      [{ name: 'default', parameters: Object.fromEntries(many(limits.parameters + 1, (index) => [`p${index}`, 'x'])) }, 'parameters'],
      [{ name: 'default', parameters: { ['n'.repeat(limits.parameterNameLength + 1)]: 'x' } }, 'parameters'],
      [{ name: 'default', constraints: many(limits.constraints + 1, () => inValues(['1'])) }, 'constraints'],
      [{ name: 'default', constraints: [inValues(many(limits.constraintValues + 1, String))] }, 'constraints.0.values'],
      [{ name: 'default', constraints: [inValues(['v'.repeat(limits.constraintValueLength + 1)])] }, 'constraints.0.values.0'],
      [{ name: 'default', constraints: [{ contextName: 'c'.repeat(limits.constraintContextNameLength + 1), operator: 'IN', values: ['1'] }] }, 'constraints.0.contextName'],
      [{ name: 'default', constraints: [{ contextName: 'at', operator: 'DATE_AFTER', value: `2030-01-01${' '.repeat(limits.constraintValueLength)}` }] }, 'constraints.0.value'],
      [{ name: 'default', segments: many(limits.segments + 1, () => 1) }, 'segments'],
    ];
    for (const [invalid, path] of cases) {
      for (const [method, url] of [['POST', base()], ['PUT', `${base()}/${created.id}`]] as const) {
        const error = expectError(await service.call(method, url, { token: service.pats.Editor, body: invalid }), 400, 'BadDataError');
        expect(error.details?.map((detail) => detail.path), `${method} ${path}`).toContain(path);
      }
    }
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('refuses a parameter named __proto__, which would otherwise be left out without a word; keeps constructor and prototype', async () => {
    const created = parsed(strategySchema, await service.call('POST', base(), { body }));
    const before = storeSnapshot(service.db);
    const invalid = { name: 'flexibleRollout', parameters: JSON.parse('{"rollout":"50","__proto__":"x"}') as unknown };
    for (const [method, url] of [['POST', base()], ['PUT', `${base()}/${created.id}`]] as const) {
      const error = expectError(await service.call(method, url, { body: invalid }), 400, 'BadDataError');
      expect(error.details).toEqual([{ message: 'parameters.__proto__: "__proto__" cannot be the name of a field, a parameter or a property.', path: 'parameters.__proto__' }]);
    }
    expect(storeSnapshot(service.db)).toBe(before);
    const kept = parsed(strategySchema, await service.call('POST', base(), { body: { name: 'default', parameters: { constructor: 'a', prototype: 'b', toString: 'c' } } }));
    expect(kept.parameters).toEqual({ constructor: 'a', prototype: 'b', toString: 'c' });
    const feature = parsed(featureSchema, await service.call('GET', '/api/admin/projects/default/features/flag'));
    expect(feature.environments?.[0]?.strategies?.find((strategy) => strategy.id === kept.id)?.parameters).toEqual({ constructor: 'a', prototype: 'b', toString: 'c' });
    // As a value rather than a name, __proto__ is kept like any other text.
    const asValues = {
      name: 'default',
      constraints: [{ contextName: '__proto__', operator: 'IN', values: ['__proto__'] }],
      variants: [{ name: '__proto__', payload: { type: 'json', value: '{"__proto__":{"x":1}}' } }],
    };
    const valued = parsed(strategySchema, await service.call('POST', base(), { body: asValues }));
    expect(valued.constraints).toEqual([{ contextName: '__proto__', operator: 'IN', values: ['__proto__'] }]);
    expect(valued.variants?.[0]).toMatchObject({ name: '__proto__', payload: { type: 'json', value: '{"__proto__":{"x":1}}' } });
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
