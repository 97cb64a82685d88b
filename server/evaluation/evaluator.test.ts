import { describe, expect, test } from 'vitest';
import type { ClientFeature, ClientFeatures } from '../../contract';
import { frontendTogglesSchema } from '../../contract';
import type { EvaluationContext } from './evaluationContext';
import { createEvaluator } from './evaluator';
import { createSdkEvaluator } from './sdkEvaluator';

// What the client specification does not cover: the frontend API's answer shape, configuration the
// SDK never sees from Unleash (disabled strategies), parents switched off, and clean disposal.

const on = (name: string, extra: Partial<ClientFeature> = {}): ClientFeature => ({
  name, enabled: true, strategies: [{ name: 'default' }], ...extra,
});
const config = (...features: ClientFeature[]): ClientFeatures => ({ version: 2, features });
const context = (fields: Partial<EvaluationContext> = {}): EvaluationContext => ({ properties: {}, ...fields });

function evaluate(configuration: ClientFeatures, evaluationContext = context()) {
  const evaluator = createEvaluator(configuration);
  try {
    return frontendTogglesSchema.parse({ toggles: evaluator.evaluate(evaluationContext) }).toggles;
  } finally {
    evaluator.dispose();
  }
}
const names = (toggles: ReturnType<typeof evaluate>) => toggles.map((toggle) => toggle.name);

describe('the answer, as /api/frontend gives it', () => {
  test('only enabled flags are listed, in configuration order', () => {
    const toggles = evaluate(config(on('b'), on('off', { enabled: false }), on('a'), on('nobody', {
      strategies: [{ name: 'userWithId', parameters: { userIds: 'someone-else' } }],
    })));
    expect(names(toggles)).toEqual(['b', 'a']);
  });

  test('a flag without variants reports the "disabled" variant of an enabled flag', () => {
    expect(evaluate(config(on('plain', { impressionData: true })))).toEqual([{
      name: 'plain', enabled: true, impressionData: true,
      variant: { name: 'disabled', enabled: false, feature_enabled: true },
    }]);
  });

  test('a variant comes with its payload', () => {
    const [toggle] = evaluate(config(on('colour', {
      variants: [{ name: 'blue', weight: 1000, payload: { type: 'json', value: '{"hex":"#00f"}' } }],
    })));
    expect(toggle?.variant).toEqual({
      name: 'blue', enabled: true, feature_enabled: true, payload: { type: 'json', value: '{"hex":"#00f"}' },
    });
    expect(toggle?.impressionData).toBe(false);
  });
});

describe('configuration Unleash never sends to an SDK', () => {
  test('a disabled strategy is not evaluated', () => {
    const features = config(on('beta', {
      strategies: [
        { name: 'default', disabled: true },
        { name: 'userWithId', parameters: { userIds: 'ann' } },
      ],
    }));
    expect(names(evaluate(features, context({ userId: 'bob' })))).toEqual([]);
    expect(names(evaluate(features, context({ userId: 'ann' })))).toEqual(['beta']);
  });

  test('missing value lists, numeric parameters and unknown operators evaluate without error', () => {
    const toggles = evaluate(config(
      on('no-values', { strategies: [{ name: 'default', constraints: [{ contextName: 'userId', operator: 'IN' }] }] }),
      on('numeric-rollout', { strategies: [{ name: 'flexibleRollout', parameters: { rollout: 100, stickiness: 'userId', groupId: 'g' } }] }),
      on('numeric-users', { strategies: [{ name: 'userWithId', parameters: { userIds: 42 } }] }),
      on('unknown-operator', { strategies: [{ name: 'default', constraints: [{ contextName: 'userId', operator: 'SOUNDS_LIKE', values: ['ann'] }] }] }),
      on('override-without-values', { variants: [{ name: 'v', weight: 1000, overrides: [{ contextName: 'userId' }] }] }),
    ), context({ userId: '42' }));
    expect(names(toggles)).toEqual(['numeric-rollout', 'numeric-users', 'override-without-values']);
  });
});

describe('dependencies on a parent', () => {
  const child = (dependency: NonNullable<ClientFeature['dependencies']>[number]) => on('child', { dependencies: [dependency] });

  test('a dependency on "parent disabled" holds when the parent is switched off', () => {
    expect(names(evaluate(config(on('parent', { enabled: false }), child({ feature: 'parent', enabled: false })))))
      .toEqual(['child']);
  });

  test('a dependency on "parent enabled" fails when the parent is switched off', () => {
    expect(names(evaluate(config(on('parent', { enabled: false }), child({ feature: 'parent' }))))).toEqual([]);
  });

  test('a dependency on parent variants holds only for those variants', () => {
    const parent = on('parent', { variants: [{ name: 'red', weight: 1000 }] });
    expect(names(evaluate(config(parent, child({ feature: 'parent', variants: ['red'] }))))).toEqual(['parent', 'child']);
    expect(names(evaluate(config(parent, child({ feature: 'parent', variants: ['blue'] }))))).toEqual(['parent']);
  });
});

// The SDK's evaluator too: the differential tests build thousands of them.
describe.each([
  { kind: 'compiled', create: createEvaluator },
  { kind: 'SDK', create: createSdkEvaluator },
])('lifecycle ($kind)', ({ create }) => {
  test('building, evaluating and disposing leaves no timer behind', () => {
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    const before = timers();
    const evaluator = create(config(on('a')));
    evaluator.evaluate(context());
    evaluator.dispose();
    expect(timers()).toBe(before);
  });

  test('what an answer shows, for exposure metrics, is what it lists: each enabled flag and its variant, none for "disabled"', () => {
    const evaluator = create(config(
      on('plain'),
      on('coloured', { variants: [{ name: 'blue', weight: 1000, weightType: 'variable', stickiness: 'default' }] }),
      { ...on('off'), enabled: false },
    ));
    const shown = evaluator.answerShown(context({ userId: '7' }));
    expect(shown.json).toBe(evaluator.answer(context({ userId: '7' })));
    expect(shown.enabled).toEqual(['plain', 'coloured']);
    expect(shown.variants).toEqual(['', 'blue']);
    expect(evaluator.flagNames).toEqual(['plain', 'coloured', 'off']);
    evaluator.dispose();
  });

  test('a disposed evaluator refuses to evaluate', () => {
    const evaluator = create(config(on('a')));
    evaluator.dispose();
    expect(() => evaluator.evaluate(context())).toThrow(/disposed/);
    expect(() => evaluator.answer(context())).toThrow(/disposed/);
    expect(() => evaluator.answerShown(context())).toThrow(/disposed/);
  });
});

describe('what names a compiled answer\'s bytes', () => {
  const flags = [
    on('plain'),
    on('coloured', { variants: [{ name: 'blue', weight: 1000, weightType: 'variable', stickiness: 'default' }] }),
    { ...on('off'), enabled: false },
  ];

  // A flag's fragments are its answers: "disabled" first, then its variants.
  test('each flag\'s fragment, one past its index, 0 where the flag is off', () => {
    const evaluator = createEvaluator(config(...flags));
    expect([...(evaluator.answerShown(context({ userId: '7' })).choices ?? [])]).toEqual([1, 2, 0]);
    evaluator.dispose();
  });

  test('the fragments\' digest follows what the configuration serialises, and only that', () => {
    const digestOf = (...features: Parameters<typeof config>) => {
      const evaluator = createEvaluator(config(...features));
      const digest = evaluator.fragmentsDigest;
      evaluator.dispose();
      return digest;
    };
    const digest = digestOf(...flags);
    expect(digest).toMatch(/^[\w-]+$/);
    expect(digestOf(...flags)).toBe(digest);
    expect(digestOf(on('plain'), on('coloured'), { ...on('off'), enabled: false })).not.toBe(digest);
    // Switching a flag changes which fragment it gives, not its fragments.
    expect(digestOf(...flags.slice(0, 2), on('off'))).toBe(digest);
  });
});
