import fc from 'fast-check';
import { afterEach, expect, test, vi } from 'vitest';
import { configurationNear, contextNear } from '../test/evaluationCases';
import { walkTimeoutMs } from '../test/slowTests';
import { createEvaluator } from './evaluator';
import { createSdkEvaluator } from './sdkEvaluator';

/*
 * The compiled evaluator (what /api/frontend answers with) against the official SDK's client on
 * random configurations and contexts: the same answer, byte for byte, every time. Chance is
 * pinned for each evaluation (Math.random returns one number, different for each context), and
 * the clock is fixed near each configuration's date constraints, so that both evaluators face the
 * same draws and the same instant, and any difference is a difference of rules.
 */

/**
 * 100,000 evaluations take about half a minute of CPU, too long beside the rest of `npm test` on a
 * shared two-core machine: the suite runs a fifth of them, each run on new random cases, and
 * `npm run test:differential` runs all of them (DIFFERENTIAL_EVALUATIONS sets the count).
 */
const evaluationsWanted = Number(process.env.DIFFERENTIAL_EVALUATIONS ?? 20_000);
const contextsPerConfiguration = 100;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

test(`the compiled evaluator answers as the SDK does, in ${evaluationsWanted.toLocaleString('en')} evaluations`, () => {
  const random = vi.spyOn(Math, 'random');
  let evaluations = 0;
  const now = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.getTime());
  const cases = now.chain((at) => fc.record({
    at: fc.constant(at),
    config: configurationNear(at),
    contexts: fc.array(fc.tuple(contextNear(at), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })), {
      minLength: contextsPerConfiguration, maxLength: contextsPerConfiguration,
    }),
  }));

  fc.assert(fc.property(cases, ({ at, config, contexts }) => {
    vi.useFakeTimers({ toFake: ['Date'], now: at });
    const compiled = createEvaluator(config);
    const sdk = createSdkEvaluator(config);
    try {
      for (const [context, draw] of contexts) {
        random.mockReturnValue(draw);
        expect(compiled.answer(context), JSON.stringify({ config, context, draw })).toBe(sdk.answer(context));
        evaluations += 1;
      }
    } finally {
      compiled.dispose();
      sdk.dispose();
      vi.useRealTimers();
    }
  }), { numRuns: Math.ceil(evaluationsWanted / contextsPerConfiguration) });

  expect(evaluations).toBeGreaterThanOrEqual(evaluationsWanted);
}, walkTimeoutMs);
