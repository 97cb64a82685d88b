import { describe, expect, it } from 'vitest';
import { strategySchema, variantSchema } from '../../contract/feature';
import { readVariants, toStrategy, type StrategyRow } from './strategyRows';

const row = (overrides: Partial<StrategyRow>): StrategyRow => ({
  id: 's1', feature: 'f', environment: 'development', name: 'flexibleRollout', title: null, disabled: 0, sort_order: 0,
  constraints: '[]', parameters: '{}', variants: '[]', ...overrides,
});

describe('reading stored configuration into the admin shapes', () => {
  it('gives imported configuration Unleash\'s defaults: string parameters, weightType and stickiness', () => {
    const strategy = toStrategy(row({
      parameters: '{"rollout":50,"groupId":"f","sticky":true}',
      variants: '[{"name":"a","weight":500},{"name":"b","weight":500,"weightType":"fix","stickiness":"userId"}]',
      constraints: '[{"contextName":"userId","operator":"IN"}]',
    }), []);
    expect(strategySchema.parse(strategy)).toMatchObject({
      parameters: { rollout: '50', groupId: 'f', sticky: 'true' },
      variants: [
        { name: 'a', weight: 500, weightType: 'variable', stickiness: 'default' },
        { name: 'b', weight: 500, weightType: 'fix', stickiness: 'userId' },
      ],
      constraints: [{ contextName: 'userId', operator: 'IN' }],
    });
  });

  it('reads feature variants without weightType or override values', () => {
    const variants = readVariants('[{"name":"x","weight":1000,"overrides":[{"contextName":"userId"}]}]');
    expect(variants.map((v) => variantSchema.parse(v))).toEqual([{ name: 'x', weight: 1000, overrides: [{ contextName: 'userId', values: [] }] }]);
  });

  it('names the flag and operator it cannot show, rather than guessing', () => {
    expect(() => toStrategy(row({ constraints: '[{"contextName":"x","operator":"NOT_A_VALID_OPERATOR","values":["1"]}]' }), []))
      .toThrow(/"f".*NOT_A_VALID_OPERATOR/);
  });
});
