import { describe, expect, test } from 'vitest';
import { playgroundFeatureSchema, type ClientFeature, type ClientFeatures, type ClientSegment } from '../../contract';
import type { EvaluationContext } from './evaluationContext';
import { createExplainer } from './explainFeatures';

// The reasons the admin playground gives, rule by rule; explainFeatures.property.test.ts holds them
// to the SDK's own answers on random configurations.

const on = (name: string, extra: Partial<ClientFeature> = {}): ClientFeature => ({
  name, project: 'default', enabled: true, strategies: [{ name: 'default' }], ...extra,
});
const config = (features: ClientFeature[], segments: ClientSegment[] = []): ClientFeatures => ({ version: 2, features, segments });
const context = (fields: Partial<EvaluationContext> = {}): EvaluationContext => ({ properties: {}, ...fields });

function explain(configuration: ClientFeatures, evaluationContext = context()) {
  const explainer = createExplainer(configuration);
  try {
    // Every flag is in the admin playground's shape (links aside, which the route adds).
    return explainer.explain(evaluationContext).map((feature) => playgroundFeatureSchema.parse(feature));
  } finally {
    explainer.dispose();
  }
}
const only = (features: ReturnType<typeof explain>) => {
  const [feature] = features;
  if (!feature) throw new Error('no flag explained');
  return feature;
};

const premiumAnalytics = on('premium-analytics', {
  strategies: [{
    id: 's-1', name: 'flexibleRollout', title: 'Paying plans',
    parameters: { rollout: '100', stickiness: 'default', groupId: 'premium-analytics' },
    constraints: [{ contextName: 'plan', operator: 'IN', values: ['pro', 'enterprise'] }],
  }],
});

describe('a strategy and its constraints', () => {
  test('the constraint that fails is named with its values and its result', () => {
    const feature = only(explain(config([premiumAnalytics]), context({ userId: 'bob', properties: { plan: 'free' } })));
    expect(feature).toMatchObject({ name: 'premium-analytics', projectId: 'default', isEnabled: false, isEnabledInCurrentEnvironment: true });
    expect(feature.strategies.result).toBe(false);
    const [strategy] = feature.strategies.data;
    expect(strategy).toMatchObject({
      id: 's-1', name: 'flexibleRollout', title: 'Paying plans', disabled: false,
      parameters: { rollout: '100', stickiness: 'default', groupId: 'premium-analytics' },
      result: { evaluationStatus: 'complete', enabled: false },
    });
    expect(strategy?.constraints).toEqual([{ contextName: 'plan', operator: 'IN', values: ['pro', 'enterprise'], inverted: false, result: false }]);
    expect(feature.variant).toEqual({ name: 'disabled', enabled: false, feature_enabled: false });
  });

  test('the same strategy holds for a context with the value it needs', () => {
    const feature = only(explain(config([premiumAnalytics]), context({ userId: 'bob', properties: { plan: 'pro' } })));
    expect(feature.isEnabled).toBe(true);
    expect(feature.strategies.data[0]?.constraints[0]?.result).toBe(true);
    expect(feature.variant).toEqual({ name: 'disabled', enabled: false, feature_enabled: true });
  });

  test('an inverted constraint reports the result after inversion, as the SDK checks it', () => {
    const feature = only(explain(config([on('not-for-free', {
      strategies: [{ name: 'default', constraints: [{ contextName: 'plan', operator: 'IN', values: ['free'], inverted: true }] }],
    })]), context({ properties: { plan: 'free' } })));
    expect(feature.strategies.data[0]?.constraints[0]).toMatchObject({ inverted: true, result: false });
    expect(feature.isEnabled).toBe(false);
  });

  test('every strategy is evaluated, and the first that holds decides', () => {
    const feature = only(explain(config([on('two-ways', {
      strategies: [
        { name: 'userWithId', parameters: { userIds: 'ann' } },
        { name: 'default', constraints: [{ contextName: 'plan', operator: 'IN', values: ['pro'] }] },
      ],
    })]), context({ userId: 'ann', properties: { plan: 'free' } })));
    expect(feature.strategies.data.map((strategy) => strategy.result.enabled)).toEqual([true, false]);
    expect(feature.isEnabled).toBe(true);
  });

  test('a segment is named with each of its constraints and their results', () => {
    const feature = only(explain(config(
      [on('beta', { strategies: [{ name: 'default', segments: [7] }] })],
      [{ id: 7, name: 'beta-testers', constraints: [{ contextName: 'userId', operator: 'IN', values: ['ann', 'carol'] }] }],
    ), context({ userId: 'bob' })));
    expect(feature.strategies.data[0]?.segments).toEqual([{
      id: 7, name: 'beta-testers', result: false,
      constraints: [{ contextName: 'userId', operator: 'IN', values: ['ann', 'carol'], inverted: false, result: false }],
    }]);
    expect(feature.isEnabled).toBe(false);
  });

  test('a segment the configuration lacks never holds, as the SDK counts it', () => {
    const feature = only(explain(config([on('lost', { strategies: [{ name: 'default', segments: [99] }] })]), context()));
    expect(feature.strategies.data[0]?.segments[0]).toMatchObject({ id: 99, result: false });
    expect(feature.isEnabled).toBe(false);
  });

  test('a strategy the SDK does not know is incomplete: unknown where its constraints hold, and the flag is off', () => {
    const feature = only(explain(config([on('custom', { strategies: [{ name: 'myOwnStrategy' }] })]), context()));
    expect(feature.strategies.data[0]?.result).toEqual({ evaluationStatus: 'incomplete', enabled: 'unknown' });
    expect(feature.strategies.result).toBe('unknown');
    expect(feature.isEnabled).toBe(false);
  });
});

describe('the flag around its strategies', () => {
  test('a flag that is off in the environment is off, though its strategies would hold', () => {
    const feature = only(explain(config([on('resting', { enabled: false })]), context()));
    expect(feature).toMatchObject({ isEnabledInCurrentEnvironment: false, isEnabled: false, strategies: { result: true } });
  });

  test('a flag without strategies is as the environment has it', () => {
    expect(only(explain(config([on('plain', { strategies: [] })]))).isEnabled).toBe(true);
    expect(only(explain(config([on('plain', { strategies: [], enabled: false })]))).strategies.result).toBe(false);
  });

  test('a parent that is not as required is an unsatisfied dependency', () => {
    const features = explain(config([
      on('parent', { strategies: [{ name: 'userWithId', parameters: { userIds: 'ann' } }] }),
      on('child', { dependencies: [{ feature: 'parent', enabled: true }] }),
    ]), context({ userId: 'bob' }));
    expect(features.find((feature) => feature.name === 'child')).toMatchObject({ hasUnsatisfiedDependency: true, isEnabled: false, strategies: { result: true } });
  });
});

describe('the variant', () => {
  const blue = { name: 'blue', weight: 500, weightType: 'variable', stickiness: 'userId', payload: { type: 'json' as const, value: '{"hex":"#00f"}' } };
  const green = { name: 'green', weight: 500, weightType: 'variable', stickiness: 'userId', overrides: [{ contextName: 'userId', values: ['bob'] }] };

  test('the deciding strategy\'s variants come first, and are the variants listed', () => {
    const feature = only(explain(config([on('checkout', {
      strategies: [{ name: 'flexibleRollout', parameters: { rollout: '100', stickiness: 'userId', groupId: 'checkout' }, variants: [blue] }],
      variants: [{ name: 'flag-level', weight: 1000 }],
    })]), context({ userId: 'ann' })));
    expect(feature.variant).toEqual({ name: 'blue', enabled: true, payload: { type: 'json', value: '{"hex":"#00f"}' }, feature_enabled: true });
    expect(feature.strategies.data[0]?.result).toMatchObject({ enabled: true, variant: { name: 'blue' }, variants: [{ name: 'blue' }] });
    expect(feature.variants.map((variant) => variant.name)).toEqual(['blue']);
  });

  test('of several strategies that hold, the first one\'s variant is the answer', () => {
    const feature = only(explain(config([on('checkout', {
      strategies: [{ name: 'default', variants: [{ ...green, weight: 1000 }] }, { name: 'default', variants: [{ ...blue, weight: 1000 }] }],
    })]), context({ userId: 'ann' })));
    expect(feature.variant?.name).toBe('green');
    expect(feature.variants.map((variant) => variant.name)).toEqual(['green']);
  });

  test('otherwise the flag\'s own, where an override picks one for the context', () => {
    const feature = only(explain(config([on('checkout', { variants: [blue, green] })]), context({ userId: 'bob' })));
    expect(feature.variant).toEqual({ name: 'green', enabled: true, feature_enabled: true });
    expect(feature.variants.map((variant) => variant.name)).toEqual(['blue', 'green']);
  });
});
