import { describe, expect, it } from 'vitest';
import type { StrategyTryResult } from '../../../../contract/strategyTry';
import { trialWords } from './trialWords';

const planIsPro = { contextName: 'plan', operator: 'IN' as const, values: ['pro', 'enterprise'] };
const result = (strategyHolds: boolean, feature: Partial<StrategyTryResult['feature']> = {}, constraintHolds = true): StrategyTryResult => ({
  context: { userId: 'bob', plan: 'free' },
  strategy: {
    id: 'unsaved', name: 'flexibleRollout', parameters: {}, segments: [],
    constraints: [{ ...planIsPro, result: constraintHolds }],
    result: { evaluationStatus: 'complete', enabled: strategyHolds },
  },
  feature: { isEnabled: strategyHolds, isEnabledInCurrentEnvironment: true, hasUnsatisfiedDependency: false, variant: null, ...feature },
});
const of = { environment: 'production', disabled: false, constraints: [planIsPro] };

describe('a try of an unsaved strategy in words', () => {
  it('names the condition that fails, with the context\'s value', () => {
    expect(trialWords(result(false, {}, false), of)).toEqual({ answer: 'off', why: 'plan is free; the strategy needs: plan is one of pro, enterprise' });
  });

  it('says a rollout left the context out when every condition holds', () => {
    expect(trialWords(result(false), of)).toEqual({ answer: 'off', why: 'outside the rollout' });
  });

  it('says when another strategy decides, the switch is off, a parent is not as required, or the strategy is disabled', () => {
    expect(trialWords(result(false, { isEnabled: true }), of).why).toBe('another strategy turns the flag on (this one: outside the rollout)');
    expect(trialWords(result(true, { isEnabled: false, isEnabledInCurrentEnvironment: false }), of)).toEqual({ answer: 'off', why: 'the flag is off in production, though this strategy holds' });
    expect(trialWords(result(true, { isEnabled: false, hasUnsatisfiedDependency: true }), of).why).toBe('a flag it depends on is not as required');
    expect(trialWords(result(true, { isEnabled: false }), { ...of, disabled: true }).why).toBe('this strategy would hold, but it is disabled');
    expect(trialWords(result(true), of)).toEqual({ answer: 'on', why: 'this strategy holds' });
  });
});
