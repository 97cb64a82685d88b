import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';
import { importClientFeatures } from '../import/importClientFeatures';
import { clientFeaturesAt, configurationAt } from './rebuild';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ demo: true });
});
afterAll(async () => service.close());

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const served = (at: string, flag: string, environment: string) =>
  clientFeaturesAt(service.db, 'default', { at }).environments[environment]?.features.find((feature) => feature.name === flag);

describe('the configuration at a past moment', () => {
  it('walks the demo\'s history back to before its first flag, every event matching what it left', () => {
    for (const project of ['default', 'payments']) {
      const { configuration, mismatches } = configurationAt(service.db, project, { id: 0 }, { check: true });
      expect(mismatches).toEqual([]);
      expect(configuration.flags.size).toBe(0);
    }
  });

  it('answers by time: checkout-v2 was off in production during the demo\'s incident, on before and after', () => {
    expect(served(hoursAgo(4), 'checkout-v2', 'production')?.enabled).toBe(true);
    expect(served(hoursAgo(2.75), 'checkout-v2', 'production')?.enabled).toBe(false);
    expect(served(hoursAgo(1), 'checkout-v2', 'production')?.enabled).toBe(true);
    // A flag created two days ago did not exist a week ago.
    expect(served(hoursAgo(24), 'ai-summaries', 'development')).toBeDefined();
    expect(served(hoursAgo(24 * 7), 'ai-summaries', 'development')).toBeUndefined();
  });

  it('knows which environments served a project: before an environment was removed from it, and after', async () => {
    const lastId = service.db.prepare<[], { id: number }>('SELECT MAX(id) AS id FROM events').get()?.id ?? 0;
    expect((await service.call('DELETE', '/api/admin/projects/payments/environments/staging')).status).toBe(200);
    const then = configurationAt(service.db, 'payments', { id: lastId }, { check: true });
    expect(then.mismatches).toEqual([]);
    expect(then.configuration.environments).toContain('staging');
    expect(configurationAt(service.db, 'payments', { id: lastId + 1 }).configuration.environments).not.toContain('staging');
    expect((await service.call('POST', '/api/admin/projects/payments/environments', { body: { environment: 'staging' } })).status).toBe(200);
    expect(configurationAt(service.db, 'payments', { id: lastId + 1 }, { check: true }).mismatches).toEqual([]);
  });

  it('stops at an import, which the log does not hold flag by flag, and says so', () => {
    const before = new Date(Date.now() - 1).toISOString();
    importClientFeatures(service.db, { version: 2, features: [{ name: 'imported-flag', enabled: true, strategies: [{ name: 'default' }] }] }, { project: 'default', environment: 'development' });
    const { stoppedAt } = configurationAt(service.db, 'default', { at: before });
    expect(stoppedAt?.type).toBe('features-imported');
    expect(configurationAt(service.db, 'payments', { at: before }).stoppedAt).toBeUndefined();
  });

  it('walks back a strategy an admin deleted around production\'s approvals: the event notes the skip, and holds no state after', async () => {
    await service.createFlag('default', 'skipped-approvals-flag');
    const strategies = '/api/admin/projects/default/features/skipped-approvals-flag/environments/production/strategies';
    const added = await service.call('POST', strategies, { body: { name: 'default' } });
    expect(added.status).toBe(200);
    const strategyId = (added.body as { id: string }).id;
    const beforeDelete = service.db.prepare<[], { id: number }>('SELECT MAX(id) AS id FROM events').get()?.id ?? 0;
    expect((await service.call('DELETE', `${strategies}/${strategyId}`)).status).toBe(200);
    const removal = service.db.prepare<[], { data: string | null }>("SELECT data FROM events WHERE type = 'feature-strategy-remove' ORDER BY id DESC LIMIT 1").get();
    expect(JSON.parse(removal?.data ?? 'null')).toEqual({ skippedApprovals: 2 });

    const then = configurationAt(service.db, 'default', { id: beforeDelete }, { check: true });
    expect(then.mismatches).toEqual([]);
    expect(then.configuration.flags.get('skipped-approvals-flag')?.environments.production?.strategies.map((strategy) => strategy.id)).toEqual([strategyId]);
  });
});
