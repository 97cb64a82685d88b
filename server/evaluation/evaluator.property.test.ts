import fc from 'fast-check';
import { expect, test } from 'vitest';
import { frontendTogglesSchema } from '../../contract';
import { configuration, evaluationContext } from '../test/flagConfigurations';
import { createEvaluator } from './evaluator';

// Whatever the import accepts, evaluation answers in the frontend API's shape and never throws: a
// 500 from /api/frontend would take every browser SDK of an environment down with it.

test('any accepted configuration evaluates, for any context, to a valid frontend answer', () => {
  fc.assert(fc.property(configuration, fc.array(evaluationContext, { minLength: 1, maxLength: 3 }), (config, contexts) => {
    const evaluator = createEvaluator(config);
    try {
      for (const context of contexts) {
        const toggles = evaluator.evaluate(context);
        expect(frontendTogglesSchema.safeParse({ toggles }).success).toBe(true);
        expect(toggles.every((toggle) => config.features.some((f) => f.name === toggle.name))).toBe(true);
      }
    } finally {
      evaluator.dispose();
    }
  }), { numRuns: 300 });
});
