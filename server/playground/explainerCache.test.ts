import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Explainer } from '../evaluation';
import { startTestService, type TestService } from '../test/harness';
import { createExplainerCache, type ExplainerCache } from './explainerCache';

let service: TestService;
let cache: ExplainerCache;
beforeEach(async () => {
  service = await startTestService();
  await service.createFlag('default', 'cached');
  cache = createExplainerCache(service.db);
});
afterEach(async () => {
  cache.dispose();
  await service.close();
});

const explainerOf = (environment: string) => cache.use(environment, ['default'], async (explainer) => explainer);
const names = (explainer: Explainer) => explainer.explain({}).map((feature) => feature.name);

describe('the admin playground\'s explainers', () => {
  it('are built once per environment and projects, until the configuration changes', async () => {
    const first = await explainerOf('development');
    expect(await explainerOf('development')).toBe(first);
    expect(await explainerOf('production')).not.toBe(first);

    await service.createFlag('default', 'added');
    const next = await explainerOf('development');
    expect(next).not.toBe(first);
    expect(names(next)).toEqual(['added', 'cached']);
    expect(() => names(first)).toThrow(/disposed/);
  });

  it('are kept for a request that is still using one when the configuration changes, and released after it', async () => {
    let inUse: Explainer | undefined;
    await cache.use('development', ['default'], async (explainer) => {
      inUse = explainer;
      await service.createFlag('default', 'meanwhile');
      await explainerOf('development');
      expect(names(explainer)).toEqual(['cached']);
    });
    if (!inUse) throw new Error('the work was not given an explainer');
    const released = inUse;
    expect(() => names(released)).toThrow(/disposed/);
  });

  it('are at most four: the one used longest ago goes first', async () => {
    const development = await explainerOf('development');
    const production = await explainerOf('production');
    for (const environment of ['a', 'b']) await explainerOf(environment);
    expect(await explainerOf('development')).toBe(development);
    await explainerOf('c');
    expect(() => names(production)).toThrow(/disposed/);
    expect(await explainerOf('development')).toBe(development);
    expect(names(development)).toEqual(['cached']);
  });
});
