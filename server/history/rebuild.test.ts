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

  it('stops at an import, which the log does not hold flag by flag, and says so', () => {
    const before = new Date(Date.now() - 1).toISOString();
    importClientFeatures(service.db, { version: 2, features: [{ name: 'imported-flag', enabled: true, strategies: [{ name: 'default' }] }] }, { project: 'default', environment: 'development' });
    const { stoppedAt } = configurationAt(service.db, 'default', { at: before });
    expect(stoppedAt?.type).toBe('features-imported');
    expect(configurationAt(service.db, 'payments', { at: before }).stoppedAt).toBeUndefined();
  });
});
