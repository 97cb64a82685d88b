import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { featureSchema } from '../../contract/feature';
import { expectError, parsed, startTestService, storeSnapshot, tokens, type TestService } from '../test/harness';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
  await service.createFlag('default', 'checkout');
});
afterEach(() => service.close());

const url = (action: 'on' | 'off', environment = 'development', feature = 'checkout', project = 'default') =>
  `/api/admin/projects/${project}/features/${feature}/environments/${environment}/${action}`;

const environmentOf = (feature: { environments?: { name: string; enabled: boolean; strategies?: unknown[] }[] }, name: string) =>
  feature.environments?.find((e) => e.name === name);

describe('POST …/environments/{environment}/off', () => {
  it('switches the flag off in that environment only and answers 200 with the Feature', async () => {
    await service.call('POST', url('on', 'development'));
    await service.call('POST', url('on', 'staging'));
    const feature = parsed(featureSchema, await service.call('POST', url('off', 'development')));
    expect(feature.name).toBe('checkout');
    expect(environmentOf(feature, 'development')?.enabled).toBe(false);
    expect(environmentOf(feature, 'staging')?.enabled).toBe(true);
  });

  it('answers 200 when the flag is already off (nothing to do is not an error)', async () => {
    parsed(featureSchema, await service.call('POST', url('off')));
  });

  it('accepts a bodiless POST that still says Content-Type: application/json', async () => {
    const reply = await service.app.inject({ method: 'POST', url: url('off'), headers: { authorization: tokens.admin, 'content-type': 'application/json' } });
    expect(reply.statusCode).toBe(200);
  });

  it('answers 404 NotFoundError naming the missing project, feature or environment', async () => {
    expect(expectError(await service.call('POST', url('off', 'development', 'checkout', 'nope')), 404, 'NotFoundError').message).toContain('nope');
    expect(expectError(await service.call('POST', url('off', 'development', 'ghost')), 404, 'NotFoundError').message).toContain('ghost');
    expect(expectError(await service.call('POST', url('off', 'mars')), 404, 'NotFoundError').message).toContain('mars');
    // A flag of another project is not found in this one.
    await service.createFlag('other', 'elsewhere');
    expect(expectError(await service.call('POST', url('off', 'development', 'elsewhere')), 404, 'NotFoundError').message).toContain('elsewhere');
  });

  it('answers 401 AuthenticationRequired without a valid token', async () => {
    expectError(await service.call('POST', url('off'), { token: null }), 401, 'AuthenticationRequired');
    expectError(await service.call('POST', url('off'), { token: '*:*.wrong' }), 401, 'AuthenticationRequired');
  });

  it('answers 403 NoAccessError naming the permission and environment to a viewer, and writes nothing', async () => {
    await service.call('POST', url('on', 'staging'));
    const before = storeSnapshot(service.db);
    const error = expectError(await service.call('POST', url('off', 'staging'), { token: service.pats.Viewer }), 403, 'NoAccessError');
    expect(error.message).toBe(
      `You don't have the required permissions to perform this operation. To perform this action, you need the "UPDATE_FEATURE_ENVIRONMENT" permission for the "staging" environment.`,
    );
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('refuses client and frontend tokens on the admin API with 403', async () => {
    expectError(await service.call('POST', url('off'), { token: tokens.client }), 403, 'NoAccessError');
    expectError(await service.call('POST', url('off'), { token: tokens.frontend }), 403, 'NoAccessError');
  });

  it('lets an editor switch where no change request is required', async () => {
    const feature = parsed(featureSchema, await service.call('POST', url('on', 'staging'), { token: service.pats.Editor }));
    expect(environmentOf(feature, 'staging')?.enabled).toBe(true);
  });

  it('where change requests are required, answers 403 naming SKIP_CHANGE_REQUEST to an editor and writes nothing', async () => {
    await service.call('POST', url('on', 'production'));
    const before = storeSnapshot(service.db);
    const error = expectError(await service.call('POST', url('off', 'production'), { token: service.pats.Editor }), 403, 'NoAccessError');
    expect(error.message).toBe(
      `You don't have the required permissions to perform this operation. To perform this action, you need the "SKIP_CHANGE_REQUEST" permission for the "production" environment.`,
    );
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('lets admins (token and user) skip change requests', async () => {
    await service.call('POST', url('on', 'production'));
    const feature = parsed(featureSchema, await service.call('POST', url('off', 'production'), { token: service.pats.Admin }));
    expect(environmentOf(feature, 'production')?.enabled).toBe(false);
  });
});

describe('POST …/environments/{environment}/on', () => {
  it('adds a 100% flexibleRollout when the environment has no strategy, as Unleash does', async () => {
    const feature = parsed(featureSchema, await service.call('POST', url('on')));
    const development = environmentOf(feature, 'development');
    expect(development?.enabled).toBe(true);
    expect(development?.strategies).toEqual([
      expect.objectContaining({ name: 'flexibleRollout', parameters: { rollout: '100', stickiness: 'default', groupId: 'checkout' } }),
    ]);
    expect(feature.lifecycle?.stage).toBe('pre-live');
  });

  it('keeps existing strategies and does not add another on a second /on', async () => {
    await service.call('POST', url('on'));
    await service.call('POST', url('off'));
    const feature = parsed(featureSchema, await service.call('POST', url('on')));
    expect(environmentOf(feature, 'development')?.strategies).toHaveLength(1);
  });

  it('two concurrent toggles of the same flag both succeed and leave one consistent state', async () => {
    const replies = await Promise.all([
      service.call('POST', url('on')), service.call('POST', url('on')), service.call('POST', url('off')), service.call('POST', url('on')),
    ]);
    for (const reply of replies) expect(reply.status).toBe(200);
    const feature = parsed(featureSchema, await service.call('GET', '/api/admin/projects/default/features/checkout'));
    const development = environmentOf(feature, 'development');
    expect(development?.strategies).toHaveLength(1);
    // Requests are applied one at a time, in order: the last one (on) wins.
    expect(development?.enabled).toBe(true);
  });

  describe('an environment whose strategies are all disabled (Unleash\'s shouldActivateDisabledStrategies)', () => {
    const strategiesUrl = '/api/admin/projects/default/features/checkout/environments/development/strategies';
    const addDisabled = async (rollout: string) =>
      service.call('POST', strategiesUrl, { body: { name: 'flexibleRollout', disabled: true, parameters: { rollout, stickiness: 'default', groupId: 'checkout' } } });
    const strategiesAfter = async (query: string) => {
      const feature = parsed(featureSchema, await service.call('POST', `${url('on')}${query}`));
      expect(environmentOf(feature, 'development')?.enabled).toBe(true);
      return (environmentOf(feature, 'development')?.strategies ?? []) as { disabled?: boolean | null; parameters?: Record<string, string> }[];
    };

    beforeEach(async () => {
      await addDisabled('10');
      await addDisabled('20');
    });

    it('enables them all with ?shouldActivateDisabledStrategies=true, and adds none', async () => {
      const strategies = await strategiesAfter('?shouldActivateDisabledStrategies=true');
      expect(strategies.map((strategy) => [strategy.parameters?.rollout, strategy.disabled ?? false])).toEqual([['10', false], ['20', false]]);
    });

    it('without it, leaves them disabled and adds the default strategy, so "on" means on, as Unleash does', async () => {
      for (const query of ['', '?shouldActivateDisabledStrategies=false']) {
        await service.call('POST', url('off'));
        const strategies = await strategiesAfter(query);
        expect(strategies.filter((strategy) => !strategy.disabled)).toEqual([
          expect.objectContaining({ name: 'flexibleRollout', parameters: { rollout: '100', stickiness: 'default', groupId: 'checkout' } }),
        ]);
        expect(strategies.filter((strategy) => strategy.disabled)).toHaveLength(2);
      }
    });

    it('answers 400 BadDataError naming the parameter for a value that is neither true nor false, and writes nothing', async () => {
      const before = storeSnapshot(service.db);
      const error = expectError(await service.call('POST', `${url('on')}?shouldActivateDisabledStrategies=yes`), 400, 'BadDataError');
      expect(error.message).toContain('shouldActivateDisabledStrategies');
      expect(storeSnapshot(service.db)).toBe(before);
    });
  });
});
