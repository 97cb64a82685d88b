import { describe, expect, test } from 'vitest';
import { answerCacheKey, maxKeyLength } from './answerCacheKey';
import type { ContextDependence } from './contextDependence';
import type { EvaluationContext } from './evaluationContext';
import { withCallerDefaults } from './frontendDefaults';

const contextOnly: ContextDependence = { random: false, randomWithout: new Set(), sessionId: 'never', dateBoundaries: [] };
const key = (given: EvaluationContext, dependence: Partial<ContextDependence> = {}) =>
  answerCacheKey({ ...contextOnly, ...dependence }, given, withCallerDefaults(given, '203.0.113.7'));

describe('the cache key of a frontend API answer', () => {
  test('equal contexts share a key, whatever the order of their properties', () => {
    expect(key({ userId: 'u', properties: { a: '1', b: '2' } })).toBe(key({ userId: 'u', properties: { b: '2', a: '1' } }));
  });

  test('any difference in a field or a property is a different key', () => {
    const base = key({ userId: 'u', properties: { plan: 'pro' } });
    expect(key({ userId: 'v', properties: { plan: 'pro' } })).not.toBe(base);
    expect(key({ userId: 'u', properties: { plan: 'free' } })).not.toBe(base);
    expect(key({ userId: 'u', properties: { plan: 'pro', extra: '' } })).not.toBe(base);
    expect(key({ userId: 'u', appName: 'shop', properties: { plan: 'pro' } })).not.toBe(base);
    expect(key({ userId: 'u', currentTime: new Date(0), properties: { plan: 'pro' } })).not.toBe(base);
    expect(key({ userId: 'u', remoteAddress: '10.0.0.1', properties: { plan: 'pro' } })).not.toBe(base);
  });

  test('a long context is kept under its SHA-256, which tells apart contexts that differ anywhere; a short one as it is', () => {
    const long = (last: string) => ({ userId: 'u', properties: Object.fromEntries(Array.from({ length: 98 }, (_, index) => [`p${index}`, `${'€'.repeat(999)}${last}`])) });
    const hashed = key(long('a'));
    expect(hashed).toMatch(/^sha256:[A-Za-z0-9+/]{43}=$/);
    expect(hashed?.length).toBeLessThanOrEqual(maxKeyLength);
    expect(key(long('a'))).toBe(hashed);
    expect(key(long('b'))).not.toBe(hashed);
    expect(key({ userId: 'u', properties: { plan: 'pro' } })).toMatch(/^\["u",/);
  });

  test('a field and a property of the same name are told apart', () => {
    expect(key({ userId: 'u', properties: {} })).not.toBe(key({ properties: { userId: 'u' } }));
  });

  describe('sessionId', () => {
    test('left out when no rule reads it, so a new session of the same user is the same answer', () => {
      expect(key({ userId: 'u', sessionId: 's1' })).toBe(key({ userId: 'u', sessionId: 's2' }));
      expect(key({ userId: 'u' })).toBe(key({ userId: 'u', sessionId: 's2' }));
    });

    test('kept when a rule reads it; without one from the caller the answer is random and not cached', () => {
      expect(key({ sessionId: 's1' }, { sessionId: 'always' })).not.toBe(key({ sessionId: 's2' }, { sessionId: 'always' }));
      expect(key({ userId: 'u' }, { sessionId: 'always' })).toBeUndefined();
    });

    test('default stickiness reads it only for a context without userId', () => {
      expect(key({ userId: 'u' }, { sessionId: 'withoutUserId' })).toBe(key({ userId: 'u', sessionId: 's' }, { sessionId: 'withoutUserId' }));
      expect(key({ properties: {} }, { sessionId: 'withoutUserId' })).toBeUndefined();
      expect(key({ sessionId: 's' }, { sessionId: 'withoutUserId' })).toBeDefined();
    });
  });

  describe('chance', () => {
    test('nothing is cached for a snapshot with a random rule', () => {
      expect(key({ userId: 'u', sessionId: 's' }, { random: true })).toBeUndefined();
    });

    test('variant stickiness on a field: cached only when the context has that field, as a field or a property', () => {
      const randomWithout = new Set(['tenant', 'userId']);
      expect(key({ userId: 'u', properties: { tenant: 'acme' } }, { randomWithout })).toBeDefined();
      expect(key({ userId: 'u', properties: {} }, { randomWithout })).toBeUndefined();
      expect(key({ userId: 'u', properties: { tenant: '' } }, { randomWithout })).toBeUndefined();
      expect(key({ properties: { tenant: 'acme' } }, { randomWithout })).toBeUndefined();
    });
  });
});
