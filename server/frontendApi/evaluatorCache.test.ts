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

describe('answers', () => {
  const caller = '203.0.113.7';

  it('keeps the answer of a context asked for a second time and serves it again, until the configuration changes', async () => {
    await service.call('POST', '/api/admin/projects/default/features/flag/environments/development/on');
    const cache = createEvaluatorCache(service.db);
    const once = cache.answerFor('development', ['default'], { userId: 'u', properties: {} }, caller);
    expect(JSON.parse(once.body.toString()).toggles.map((t: { name: string }) => t.name)).toEqual(['flag']);
    // Asked once, nothing was kept: the second ask evaluates again (the same bytes) and keeps it.
    const first = cache.answerFor('development', ['default'], { userId: 'u', properties: {} }, caller);
    expect(first).not.toBe(once);
    expect(first).toEqual(once);
    expect(cache.answerFor('development', ['default'], { userId: 'u', properties: {} }, caller)).toBe(first);
    expect(cache.answerFor('development', ['default'], { userId: 'v', properties: {} }, caller)).not.toBe(first);
    await service.call('POST', '/api/admin/projects/default/features/flag/environments/development/off');
    const after = cache.answerFor('development', ['default'], { userId: 'u', properties: {} }, caller);
    expect(JSON.parse(after.body.toString()).toggles).toEqual([]);
    expect(after.etag).not.toBe(first.etag);
    cache.dispose();
  });

  it('evaluates afresh where chance decides: a session-sticky rollout for a caller without a session', async () => {
    await service.call('POST', '/api/admin/projects/default/features/flag/environments/development/strategies', {
      body: { name: 'flexibleRollout', parameters: { rollout: '50', stickiness: 'sessionId', groupId: 'flag' } },
    });
    await service.call('POST', '/api/admin/projects/default/features/flag/environments/development/on');
    const cache = createEvaluatorCache(service.db);
    const answers = new Set(Array.from({ length: 40 }, () => cache.answerFor('development', ['default'], { userId: 'u', properties: {} }, caller).body.toString()));
    // 40 made-up sessions in a 50% rollout: both answers come up (a chance of 2 in 2^40 not to).
    expect(answers.size).toBe(2);
    cache.answerFor('development', ['default'], { userId: 'u', sessionId: 's', properties: {} }, caller);
    const withSession = cache.answerFor('development', ['default'], { userId: 'u', sessionId: 's', properties: {} }, caller);
    expect(cache.answerFor('development', ['default'], { userId: 'u', sessionId: 's', properties: {} }, caller)).toBe(withSession);
    cache.dispose();
  });
});
