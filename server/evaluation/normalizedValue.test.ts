import fc from 'fast-check';
import { normalizedStrategyValue as sdkStrategyValue, normalizedVariantValue as sdkVariantValue } from 'unleash-client/lib/strategy/util.js';
import { describe, expect, test } from 'vitest';
import { normalizedStrategyValue, normalizedVariantValue } from './normalizedValue';

// Any text: ids and group ids of every length (each remainder of four), outside Latin-1 and
// surrogates too, where the hash reads only the low byte of each code unit.
const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 12 }), fc.string({ unit: 'binary', maxLength: 12 }));

describe('the rollout and variant buckets', () => {
  test('are the SDK\'s for any id and group id', () => {
    fc.assert(fc.property(text, text, (id, groupId) => {
      expect(normalizedStrategyValue(id, groupId)).toBe(sdkStrategyValue(id, groupId));
    }), { numRuns: 5_000 });
  });

  test('are the SDK\'s for any id, group id and total weight', () => {
    fc.assert(fc.property(text, text, fc.integer({ min: 1, max: 100_000 }), (id, groupId, normalizer) => {
      expect(normalizedVariantValue(id, groupId, normalizer)).toBe(sdkVariantValue(id, groupId, normalizer));
    }), { numRuns: 5_000 });
  });
});
