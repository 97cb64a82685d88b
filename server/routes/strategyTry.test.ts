import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { strategyTryResponseSchema } from '../../contract/strategyTry';
import { expectError, parsed, startTestService, storeSnapshot, tokens, type TestService } from '../test/harness';

let service: TestService;
const flags = '/api/admin/projects/default/features';
const strategies = (flag: string) => `${flags}/${flag}/environments/development/strategies`;
let proOnly = '';
beforeEach(async () => {
  service = await startTestService();
  await service.createFlag('default', 'checkout');
  const saved = await service.call('POST', strategies('checkout'), {
    body: { name: 'default', constraints: [{ contextName: 'plan', operator: 'IN', values: ['pro'] }] },
  });
  proOnly = String((saved.body as { id: string }).id);
  await service.call('POST', `${flags}/checkout/environments/development/on`);
});
afterEach(() => service.close());

const tryIt = (body: Record<string, unknown>, token: string | null = tokens.admin) =>
  service.call('POST', '/api/admin/playground/strategy', { token, body: { projectId: 'default', featureName: 'checkout', environment: 'development', ...body } });
const alice = { userId: 'alice', plan: 'free' };
const bob = { userId: 'bob', plan: 'pro' };
const onlyAlice = { name: 'userWithId', parameters: { userIds: 'alice' } };

describe('POST /api/admin/playground/strategy', () => {
  it('says for whom a new strategy holds, and what the flag answers with it beside the saved one', async () => {
    const answer = parsed(strategyTryResponseSchema, await tryIt({ strategy: onlyAlice, contexts: [alice, bob, { userId: 'carol' }] }));
    expect(answer.results.map(({ context, strategy, feature }) => [context.userId, strategy.result.enabled, feature.isEnabled])).toEqual([
      ['alice', true, true],
      // bob is not listed, but the saved strategy still turns the flag on for pro plans.
      ['bob', false, true],
      ['carol', false, false],
    ]);
  });

  it('puts an edited strategy in the place of the saved one, which then no longer counts', async () => {
    const answer = parsed(strategyTryResponseSchema, await tryIt({ strategyId: proOnly, strategy: onlyAlice, contexts: [alice, bob] }));
    expect(answer.results.map(({ feature }) => feature.isEnabled)).toEqual([true, false]);
  });

  it('explains a failed constraint with the context\'s value, as the admin playground does', async () => {
    const strategy = { name: 'flexibleRollout', parameters: { rollout: '100', stickiness: 'default', groupId: 'checkout' }, constraints: [{ contextName: 'plan', operator: 'IN', values: ['enterprise'] }] };
    const [result] = parsed(strategyTryResponseSchema, await tryIt({ strategy, contexts: [alice] })).results;
    expect(result?.strategy).toMatchObject({ name: 'flexibleRollout', result: { enabled: false }, constraints: [{ contextName: 'plan', values: ['enterprise'], result: false }] });
  });

  it('answers with the flag off where the environment is off, while the strategy alone still holds', async () => {
    await service.call('POST', `${flags}/checkout/environments/development/off`);
    const [result] = parsed(strategyTryResponseSchema, await tryIt({ strategy: onlyAlice, contexts: [alice] })).results;
    expect(result?.strategy.result.enabled).toBe(true);
    expect(result?.feature).toMatchObject({ isEnabled: false, isEnabledInCurrentEnvironment: false });
  });

  it('leaves a disabled strategy out of the flag\'s answer, as SDKs never see it', async () => {
    const [result] = parsed(strategyTryResponseSchema, await tryIt({ strategy: { ...onlyAlice, disabled: true }, contexts: [alice] })).results;
    expect(result?.strategy.result.enabled).toBe(true);
    expect(result?.feature.isEnabled).toBe(false);
  });

  it('reads segments the strategy names and the parents the flag depends on', async () => {
    const segment = await service.call('POST', '/api/admin/segments', { body: { name: 'pros', constraints: [{ contextName: 'plan', operator: 'IN', values: ['pro'] }] } });
    const segmentId = (segment.body as { id: number }).id;
    await service.createFlag('default', 'parent');
    await service.call('POST', `${flags}/checkout/dependencies`, { body: { feature: 'parent' } });
    const answer = parsed(strategyTryResponseSchema, await tryIt({ strategy: { name: 'default', segments: [segmentId] }, contexts: [alice, bob] }));
    expect(answer.results.map(({ strategy }) => strategy.result.enabled)).toEqual([false, true]);
    expect(answer.results[1]?.strategy.segments).toMatchObject([{ name: 'pros', result: true }]);
    // The parent is off, so the flag is off for everyone.
    expect(answer.results.map(({ feature }) => [feature.isEnabled, feature.hasUnsatisfiedDependency])).toEqual([[false, true], [false, true]]);
  });

  it('answers as /api/frontend does once the strategy is saved', async () => {
    const before = parsed(strategyTryResponseSchema, await tryIt({ strategyId: proOnly, strategy: { name: 'flexibleRollout', parameters: { rollout: '50', stickiness: 'userId', groupId: 'checkout' } }, contexts: Array.from({ length: 20 }, (_, index) => ({ userId: `user-${index}` })) }));
    await service.call('PUT', `${strategies('checkout')}/${proOnly}`, { body: { name: 'flexibleRollout', parameters: { rollout: '50', stickiness: 'userId', groupId: 'checkout' } } });
    for (const { context, feature } of before.results) {
      const frontend = await service.call('GET', `/api/frontend?userId=${context.userId ?? ''}`, { token: tokens.frontend });
      const names = (frontend.body as { toggles: Array<{ name: string }> }).toggles.map((toggle) => toggle.name);
      expect(names.includes('checkout'), String(context.userId)).toBe(feature.isEnabled);
    }
    expect(new Set(before.results.map(({ feature }) => feature.isEnabled))).toEqual(new Set([true, false]));
  });

  it('refuses what a save would refuse, and what does not exist, with 400 naming the field; nothing changes', async () => {
    const store = storeSnapshot(service.db);
    const refused = async (body: Record<string, unknown>, path: string) => {
      const error = expectError(await tryIt({ strategy: onlyAlice, contexts: [alice], ...body }), 400, 'BadDataError');
      expect(error.details?.map((detail) => detail.path), JSON.stringify(error)).toContain(path);
    };
    await refused({ strategy: { name: 'default', constraints: [{ contextName: 'at', operator: 'DATE_AFTER', value: 'someday' }] } }, 'strategy.constraints.0.value');
    await refused({ strategy: { name: 'default', segments: [99] } }, 'strategy.segments');
    await refused({ strategy: { name: 'default', variants: [{ name: 'a', weight: 1000, weightType: 'fix' }] } }, 'strategy.variants');
    await refused({ featureName: 'nope' }, 'featureName');
    await refused({ environment: 'nowhere' }, 'environment');
    await refused({ strategyId: 'nope' }, 'strategyId');
    await refused({ contexts: [] }, 'contexts');
    await refused({ contexts: Array.from({ length: 31 }, () => alice) }, 'contexts');
    await refused({ contexts: [{ currentTime: 'Monday' }] }, 'contexts.0.currentTime');
    await refused({ contexts: [{ userId: 'x'.repeat(1001) }] }, 'contexts.0.userId');
    expect(storeSnapshot(service.db)).toBe(store);
  });

  it('is any signed-in admin API user\'s to use, a Viewer\'s too; not a frontend or client token\'s', async () => {
    const body = { strategy: onlyAlice, contexts: [alice] };
    expect((await tryIt(body, service.pats.Viewer)).status).toBe(200);
    expectError(await tryIt(body, null), 401, 'AuthenticationRequired');
    expectError(await tryIt(body, tokens.frontend), 403, 'NoAccessError');
    expectError(await tryIt(body, tokens.client), 403, 'NoAccessError');
  });
});
