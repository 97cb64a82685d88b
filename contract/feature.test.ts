import { describe, expect, it } from 'vitest';
import {
  constraintSchema, featureListSchema, featureSchema, lifecycleSchema, payloadSchema,
  strategySchema, strategyVariantSchema, tagSchema, variantSchema,
} from './feature';

const validFeature = {
  name: 'checkout-v2',
  type: 'release',
  description: null,
  archived: false,
  project: 'default',
  enabled: true,
  stale: false,
  impressionData: false,
  createdAt: '2026-01-31T09:00:00.000Z',
  archivedAt: null,
  tags: [{ type: 'simple', value: 'checkout' }],
  children: ['checkout-v2-banner'],
  lifecycle: { stage: 'live', enteredStageAt: '2026-02-01T09:00:00+01:00' },
  dependencies: [{ feature: 'payments', enabled: true, variants: ['blue'] }],
  environments: [
    {
      name: 'production',
      enabled: true,
      type: 'production',
      sortOrder: 3,
      lastSeenAt: null,
      strategies: [
        {
          id: '2f1d7ae0-51a4-4bb0-9c57-0e0f2bf43c8d',
          name: 'flexibleRollout',
          title: null,
          disabled: false,
          segments: [1],
          constraints: [{ contextName: 'userId', operator: 'IN', values: ['alice', 'bob'] }],
          parameters: { rollout: '50', stickiness: 'userId', groupId: 'checkout-v2' },
          variants: [{ name: 'blue', weight: 1000, weightType: 'variable', stickiness: 'default' }],
        },
      ],
      variants: [{ name: 'a', weight: 500, payload: { type: 'json', value: '{"x":1}' }, overrides: [] }],
    },
  ],
};

describe('featureSchema', () => {
  it('accepts a feature with every field Unleash sends', () => {
    expect(featureSchema.parse(validFeature).name).toBe('checkout-v2');
  });

  it('needs only the name', () => {
    expect(featureSchema.parse({ name: 'x' })).toEqual({ name: 'x' });
  });

  it('ignores fields it does not know', () => {
    expect(featureSchema.parse({ name: 'x', somethingNew: 1 })).toEqual({ name: 'x' });
  });

  it('names the JSON path of a missing environment switch', () => {
    const result = featureSchema.safeParse({ name: 'x', environments: [{ name: 'dev' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['environments', 0, 'enabled']);
  });

  it('refuses a timestamp that is not ISO 8601', () => {
    expect(featureSchema.safeParse({ name: 'x', createdAt: 'yesterday' }).success).toBe(false);
  });

  it('parses a feature list in Unleash shape', () => {
    expect(featureListSchema.parse({ version: 1, features: [validFeature] }).features).toHaveLength(1);
  });
});

describe('variant weights', () => {
  it.each([0, 500, 1000])('accepts %i', (weight) => {
    expect(variantSchema.safeParse({ name: 'a', weight }).success).toBe(true);
  });
  it.each([-1, 1001])('refuses %i', (weight) => {
    expect(variantSchema.safeParse({ name: 'a', weight }).success).toBe(false);
  });
  it('refuses a weight type other than variable or fix', () => {
    expect(variantSchema.safeParse({ name: 'a', weight: 1, weightType: 'percent' }).success).toBe(false);
  });
  it('requires an integer weight, weight type and stickiness on strategy variants', () => {
    const base = { name: 'a', weight: 100, weightType: 'fix', stickiness: 'default' };
    expect(strategyVariantSchema.safeParse(base).success).toBe(true);
    expect(strategyVariantSchema.safeParse({ ...base, weight: 10.5 }).success).toBe(false);
    expect(strategyVariantSchema.safeParse({ ...base, weight: 1001 }).success).toBe(false);
    expect(strategyVariantSchema.safeParse({ name: 'a', weight: 100 }).success).toBe(false);
  });
});

describe('payloadSchema', () => {
  it.each(['json', 'csv', 'string', 'number'])('accepts type %s', (type) => {
    expect(payloadSchema.safeParse({ type, value: '1' }).success).toBe(true);
  });
  it('refuses other types and a value that is not a string', () => {
    expect(payloadSchema.safeParse({ type: 'xml', value: '<a/>' }).success).toBe(false);
    expect(payloadSchema.safeParse({ type: 'number', value: 1 }).success).toBe(false);
  });
});

describe('constraintSchema', () => {
  it.each(['IN', 'NOT_IN', 'STR_CONTAINS', 'NUM_GTE', 'DATE_AFTER', 'SEMVER_LT', 'REGEX', 'IN_CIDR'])(
    'accepts the operator %s',
    (operator) => {
      expect(constraintSchema.safeParse({ contextName: 'userId', operator, values: [] }).success).toBe(true);
    },
  );
  it('refuses an unknown operator', () => {
    expect(constraintSchema.safeParse({ contextName: 'userId', operator: 'LIKE' }).success).toBe(false);
  });
});

describe('tagSchema', () => {
  it('accepts 2 to 50 characters', () => {
    expect(tagSchema.safeParse({ type: 'ab', value: 'x'.repeat(50) }).success).toBe(true);
  });
  it.each([
    ['a value of 1 character', { type: 'simple', value: 'a' }],
    ['a value of 51 characters', { type: 'simple', value: 'x'.repeat(51) }],
    ['a type of 1 character', { type: 's', value: 'beta' }],
    ['a type of 51 characters', { type: 's'.repeat(51), value: 'beta' }],
  ])('refuses %s', (_, tag) => {
    expect(tagSchema.safeParse(tag).success).toBe(false);
  });
});

describe('lifecycleSchema', () => {
  it.each(['initial', 'pre-live', 'live', 'completed', 'archived'])('accepts the stage %s', (stage) => {
    expect(lifecycleSchema.safeParse({ stage, enteredStageAt: '2026-01-01T00:00:00Z' }).success).toBe(true);
  });
  it('refuses an unknown stage and a missing date', () => {
    expect(lifecycleSchema.safeParse({ stage: 'retired', enteredStageAt: '2026-01-01T00:00:00Z' }).success).toBe(false);
    expect(lifecycleSchema.safeParse({ stage: 'live' }).success).toBe(false);
  });
});

describe('strategySchema', () => {
  it('requires a name and string parameter values', () => {
    expect(strategySchema.safeParse({ parameters: {} }).success).toBe(false);
    expect(strategySchema.safeParse({ name: 'default', parameters: { rollout: 50 } }).success).toBe(false);
  });
});
