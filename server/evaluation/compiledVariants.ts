import type { Context } from 'unleash-client';
import { resolveContextValue } from 'unleash-client/lib/helpers.js';
import type { VariantDefinition } from 'unleash-client/lib/variant.js';
import { variantBucketsIn } from './normalizedValue';

/*
 * The SDK's choice of a variant (`selectVariantDefinition` in unleash-client 6, `variant.js`),
 * with what depends on the variants alone worked out once per snapshot: their total weight, the
 * running sums the SDK adds up per call, and the overrides' values as sets. The seed, the hash (the
 * SDK's, computed faster: `normalizedValue.ts`) and the draw for a context without its stickiness
 * field are the SDK's, step for step.
 */

/** The index of the chosen variant among the definitions, or -1 where the SDK chooses none. */
export type VariantPick = (context: Context) => number;

const defaultStickinessFields = ['userId', 'sessionId', 'remoteAddress'] as const;

// The SDK's made-up seed: a draw of its own, so a seed that is missing is random.
const randomSeed = () => String(Math.round(Math.random() * 100000));

/** The seed the SDK hashes (its getSeed), for stickiness as given (undefined reads as "default"). */
function seedReader(stickiness: string | undefined): (context: Context) => string {
  if (stickiness !== undefined && stickiness !== 'default') {
    return (context) => resolveContextValue(context, stickiness) || randomSeed();
  }
  return (context) => {
    for (const field of defaultStickinessFields) {
      const value = context[field];
      if (typeof value === 'string' && value !== '') return value;
    }
    return randomSeed();
  };
}

export function compileVariantPick(groupId: string, stickiness: string | undefined, variants: readonly VariantDefinition[]): VariantPick {
  const totalWeight = variants.reduce((sum, variant) => sum + variant.weight, 0);
  if (totalWeight <= 0) return () => -1;

  // The first variant, in order, with an override some value of which the context gives.
  const overridden = variants.flatMap((variant, index) => (variant.overrides
    ? [{ index, overrides: variant.overrides.map((override) => ({ field: override.contextName, values: new Set(override.values) })) }]
    : []));
  const override = (context: Context) => {
    for (const { index, overrides } of overridden) {
      for (const { field, values } of overrides) {
        const value = resolveContextValue(context, field);
        if (value !== undefined && values.has(value)) return index;
      }
    }
    return -1;
  };

  // The SDK adds the weights as it goes and takes the first variant of some weight whose sum reaches the target.
  const reaching: Array<{ index: number; sum: number }> = [];
  let sum = 0;
  variants.forEach((variant, index) => {
    if (variant.weight === 0) return;
    sum += variant.weight;
    reaching.push({ index, sum });
  });
  const seedOf = seedReader(stickiness);
  const bucketOf = variantBucketsIn(groupId, totalWeight);
  return (context) => {
    if (overridden.length > 0) {
      const index = override(context);
      if (index !== -1) return index;
    }
    const target = bucketOf(seedOf(context));
    for (const { index, sum: reached } of reaching) if (reached >= target) return index;
    return -1;
  };
}
