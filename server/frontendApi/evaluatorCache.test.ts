import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';
import { createEvaluatorCache } from './evaluatorCache';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
  await service.createFlag('default', 'flag');
});
afterEach(() => service.close());

describe('evaluator cache', () => {
  it('keeps one evaluator per environment and projects while nothing changes', () => {
    const cache = createEvaluatorCache(service.db);
    const first = cache.evaluatorFor('development', ['default']);
    expect(cache.evaluatorFor('development', ['default'])).toBe(first);
    expect(cache.evaluatorFor('production', ['default'])).not.toBe(first);
    cache.dispose();
  });

  it('rebuilds after any configuration write', async () => {
    const cache = createEvaluatorCache(service.db);
    const first = cache.evaluatorFor('development', ['*']);
    expect(first.evaluate({}).map((t) => t.name)).toEqual([]);
    await service.call('POST', '/api/admin/projects/default/features/flag/environments/development/on');
    const second = cache.evaluatorFor('development', ['*']);
    expect(second).not.toBe(first);
    expect(second.evaluate({}).map((t) => t.name)).toEqual(['flag']);
    cache.dispose();
  });
});
