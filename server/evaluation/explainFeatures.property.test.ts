import fc from 'fast-check';
import { afterEach, expect, test, vi } from 'vitest';
import type { ClientConstraint, ClientFeature, ClientFeatures, PlaygroundConstraint } from '../../contract';
import { configuration, evaluationContext } from '../test/flagConfigurations';
import type { EvaluationContext } from './evaluationContext';
import { createExplainer } from './explainFeatures';
import { createSdkEvaluation } from './sdkClient';
import { toSdkSnapshot } from './sdkSnapshot';

/*
 * The admin playground's reasons are the SDK's: on random configurations, each flag's answer and
 * variant are what the SDK's isEnabled and getVariant say, each strategy's result is what the SDK
 * says of a flag with that strategy alone, and each constraint's result is what it says of a flag
 * with that constraint alone. Chance is pinned per run (Math.random), so rules that draw at random
 * draw the same in both.
 */

afterEach(() => vi.restoreAllMocks());

/** The SDK's public answers for a configuration, through the same client set-up as the frontend API. */
function withSdk<T>(config: ClientFeatures, use: (sdk: ReturnType<typeof createSdkEvaluation>['client']) => T): T {
  const { client } = createSdkEvaluation(toSdkSnapshot(config));
  try {
    return use(client);
  } finally {
    client.destroy();
  }
}

function explained(config: ClientFeatures, context: EvaluationContext) {
  const explainer = createExplainer(config);
  try {
    return explainer.explain(context);
  } finally {
    explainer.dispose();
  }
}

const chance = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
const alone = (feature: ClientFeature, changes: Partial<ClientFeature>): ClientFeature => ({
  ...feature, enabled: true, dependencies: undefined, variants: undefined, ...changes,
});
const withoutResult = ({ result: _result, ...constraint }: PlaygroundConstraint): ClientConstraint => constraint;

test('each flag is on, with the variant, exactly as the SDK\'s isEnabled and getVariant say', () => {
  fc.assert(fc.property(configuration, evaluationContext, chance, (config, context, pinned) => {
    vi.spyOn(Math, 'random').mockReturnValue(pinned);
    withSdk(config, (sdk) => {
      for (const feature of explained(config, context)) {
        expect(feature.isEnabled, feature.name).toBe(sdk.isEnabled(feature.name, context));
        const { name, enabled, payload, feature_enabled } = sdk.getVariant(feature.name, context);
        expect(feature.variant, feature.name).toEqual({ name, enabled, ...(payload ? { payload } : {}), feature_enabled });
      }
    });
  }), { numRuns: 400 });
});

test('each strategy and each constraint has the result the SDK gives it alone', () => {
  fc.assert(fc.property(configuration, evaluationContext, chance, (config, context, pinned) => {
    vi.spyOn(Math, 'random').mockReturnValue(pinned);
    for (const feature of explained(config, context)) {
      const configured = config.features.find((candidate) => candidate.name === feature.name);
      if (!configured) throw new Error(`${feature.name} is not in the configuration`);
      const evaluated = configured.strategies.filter((strategy) => strategy.disabled !== true);
      feature.strategies.data.forEach((strategy, index) => {
        const single = { ...config, features: [alone(configured, { strategies: evaluated.slice(index, index + 1) })] };
        const expected = strategy.result.evaluationStatus === 'complete' ? strategy.result.enabled : false;
        withSdk(single, (sdk) => expect(sdk.isEnabled(feature.name, context), `${feature.name}, strategy ${index + 1}`).toBe(expected === true));

        const constraints = [...strategy.constraints, ...strategy.segments.flatMap((segment) => segment.constraints)];
        for (const constraint of constraints) {
          const check = { ...config, features: [alone(configured, { strategies: [{ name: 'default', constraints: [withoutResult(constraint)] }] })] };
          withSdk(check, (sdk) => expect(sdk.isEnabled(feature.name, context), `${feature.name}: ${JSON.stringify(constraint)}`).toBe(constraint.result));
        }
      });
    }
  }), { numRuns: 200 });
});
