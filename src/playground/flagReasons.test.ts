import { describe, expect, it } from 'vitest';
import type { AdvancedPlaygroundEnvironmentFeature, PlaygroundConstraint, PlaygroundStrategy } from '../../contract';
import { asNeed } from './constraintReason';
import { flagReason } from './flagReasons';
import { variantReason } from './variantReason';

const constraint = (contextName: string, values: string[], result: boolean, extra: Partial<PlaygroundConstraint> = {}): PlaygroundConstraint => ({
  contextName, operator: 'IN', values, inverted: false, result, ...extra,
});
const strategy = (extra: Partial<PlaygroundStrategy> = {}): PlaygroundStrategy => ({
  id: 's1', name: 'flexibleRollout', disabled: false,
  parameters: { rollout: '100', stickiness: 'default', groupId: 'premium-analytics' },
  result: { evaluationStatus: 'complete', enabled: false }, constraints: [], segments: [], ...extra,
});
const entry = (extra: Partial<AdvancedPlaygroundEnvironmentFeature> = {}): AdvancedPlaygroundEnvironmentFeature => ({
  name: 'premium-analytics', projectId: 'default', environment: 'production', context: { appName: 'frontend-api', userId: 'bob', plan: 'free' },
  isEnabled: false, isEnabledInCurrentEnvironment: true, hasUnsatisfiedDependency: false,
  strategies: { result: false, data: [strategy({ constraints: [constraint('plan', ['pro', 'enterprise'], false)] })] },
  variant: { name: 'disabled', enabled: false, feature_enabled: false }, variants: [], ...extra,
});

describe('why a flag is not enabled', () => {
  it('names the failed constraint, the context\'s value and the values needed', () => {
    const reason = flagReason(entry());
    expect(reason.summary).toBe('plan is free; the strategy needs plan to be one of pro, enterprise.');
    expect(reason.strategies).toEqual([{
      number: 1, name: 'flexibleRollout', rule: '100% of users', outcome: 'fails',
      conditions: [{ holds: false, condition: 'plan is one of pro, enterprise', needs: 'plan to be one of pro, enterprise', actual: 'plan is free' }],
    }]);
  });

  it('says a field the context lacks is not set', () => {
    expect(flagReason(entry({ context: { appName: 'web', userId: 'bob' } })).summary).toBe('plan is not set; the strategy needs plan to be one of pro, enterprise.');
  });

  it('names the segment a failed condition belongs to', () => {
    const segmented = strategy({ segments: [{ id: 1, name: 'beta-testers', result: false, constraints: [constraint('userId', ['ann', 'carol'], false)] }] });
    expect(flagReason(entry({ strategies: { result: false, data: [segmented] } })).summary).toBe(
      'userId is bob; the strategy needs userId to be one of ann, carol (segment beta-testers).',
    );
  });

  it('says which of several strategies, and that none holds', () => {
    const other = strategy({ name: 'userWithId', parameters: { userIds: 'ann' } });
    const reason = flagReason(entry({ strategies: { result: false, data: [strategy({ constraints: [constraint('plan', ['pro'], false)] }), other] } }));
    expect(reason.summary).toBe('None of its 2 strategies holds. plan is free; strategy 1 needs plan to be one of pro.');
    expect(reason.strategies[1]).toMatchObject({ outcome: 'fails', rule: 'userId is one of ann', ruleReason: 'userId bob is not among its users' });
  });

  it('says the rollout left the context out when every condition holds', () => {
    const partial = strategy({ parameters: { rollout: '25', stickiness: 'userId', groupId: 'g' }, constraints: [constraint('plan', ['free'], true)] });
    expect(flagReason(entry({ strategies: { result: false, data: [partial] } })).summary).toBe(
      'The conditions of the strategy hold, but userId bob falls outside the 25% it is rolled out to.',
    );
  });

  it('says when the flag is off in the environment, or waits for a parent, before anything else', () => {
    expect(flagReason(entry({ isEnabledInCurrentEnvironment: false })).summary).toBe('Off in production.');
    expect(flagReason(entry({ hasUnsatisfiedDependency: true })).summary).toBe('A flag it depends on is not as the dependency requires.');
  });

  it('says when a strategy cannot be evaluated here', () => {
    const custom = strategy({ name: 'myStrategy', result: { evaluationStatus: 'incomplete', enabled: 'unknown' } });
    expect(flagReason(entry({ strategies: { result: 'unknown', data: [custom] } })).summary).toMatch(/^No strategy holds for certain: myStrategy cannot be evaluated here/);
  });

  it('reads a date constraint against the context\'s currentTime, or the service\'s clock', () => {
    const date = constraint('currentTime', [], false, { operator: 'DATE_AFTER', value: '2031-01-01T00:00:00Z' });
    const reason = flagReason(entry({ strategies: { result: false, data: [strategy({ constraints: [date] })] } }));
    expect(reason.summary).toBe('currentTime is not set: the service\'s clock is used; the strategy needs currentTime to be after 2031-01-01T00:00:00Z.');
  });
});

describe('why a flag is enabled, and its variant', () => {
  const on = (extra: Partial<AdvancedPlaygroundEnvironmentFeature>) =>
    entry({ isEnabled: true, strategies: { result: true, data: [strategy({ result: { evaluationStatus: 'complete', enabled: true } })] }, ...extra });

  it('names the strategy that holds', () => {
    expect(flagReason(on({})).summary).toBe('flexibleRollout holds: 100% of users.');
    const second = on({ strategies: { result: true, data: [strategy(), strategy({ name: 'default', result: { evaluationStatus: 'complete', enabled: true } })] } });
    expect(flagReason(second).summary).toBe('Strategy 2 (default) holds: On for everyone.');
  });

  it('says a variant from the deciding strategy\'s variants, by the stickiness field\'s value', () => {
    const variants = [{ name: 'blue', weight: 500, stickiness: 'default' }, { name: 'green', weight: 500, stickiness: 'default' }];
    const deciding = strategy({ result: { evaluationStatus: 'complete', enabled: true, variant: { name: 'blue', enabled: true }, variants } });
    expect(variantReason(on({ strategies: { result: true, data: [deciding] }, variant: { name: 'blue', enabled: true, feature_enabled: true } }))).toBe(
      'blue: from the variants of strategy 1 (blue 50%, green 50%), by userId (bob).',
    );
  });

  it('says an override picked the flag\'s variant, or its weights', () => {
    const variants = [
      { name: 'control', weight: 500, stickiness: 'userId' },
      { name: 'guided', weight: 500, stickiness: 'userId', overrides: [{ contextName: 'userId', values: ['bob'] }] },
    ];
    expect(variantReason(on({ variants, variant: { name: 'guided', enabled: true, feature_enabled: true } }))).toBe('guided: an override for userId bob.');
    expect(variantReason(on({ variants, variant: { name: 'control', enabled: true, feature_enabled: true }, context: { userId: 'ann' } }))).toBe(
      'control: from the flag\'s variants (control 50%, guided 50%), by userId (ann).',
    );
  });

  it('says nothing for a flag without a variant, or one that is off', () => {
    expect(variantReason(on({ variant: { name: 'disabled', enabled: false, feature_enabled: true } }))).toBeUndefined();
    expect(variantReason(entry())).toBeUndefined();
  });
});

describe('an operator as a need', () => {
  it('reads as what the value must do', () => {
    expect(['is one of', 'is not one of', 'starts with', 'does not start with', 'matches', 'is a version above', 'equals'].map(asNeed)).toEqual([
      'to be one of', 'not to be one of', 'to start with', 'not to start with', 'to match', 'to be a version above', 'to equal',
    ]);
  });
});
