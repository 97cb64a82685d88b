import type { Context } from 'unleash-client';
import { resolveContextValue } from 'unleash-client/lib/helpers.js';
import { strategyBucketsIn } from './normalizedValue';

/*
 * The SDK's rollout strategies (unleash-client 6: `flexible-rollout-strategy.js`,
 * `gradual-rollout-user-id.js`, `gradual-rollout-session-id.js`) with their parameters read once
 * per snapshot instead of on every check, and a rollout of 100 % or of none decided without the
 * hash. The steps, the stickiness and the made-up id are the SDK's; `differential.property.test.ts`
 * holds them to its strategies.
 */

/** A strategy's own rule (after its constraints), for one strategy's parameters. */
export type StrategyRule = (context: Context) => boolean;

type Parameters = Record<string, unknown>;

// What a parameter is in the SDK's hands: its value, or undefined where it is not set.
const parameter = (parameters: Parameters, name: string): string | undefined => {
  const value = parameters[name];
  return typeof value === 'string' ? value : undefined;
};

/** The SDK's id for random stickiness: a draw of its own (FlexibleRolloutStrategy's randomGenerator). */
const randomId = () => `${Math.round(Math.random() * 10000) + 1}`;

/** A rule of the percentage over the bucket of the id `idOf` reads; the SDK hashes, then compares. */
function rollout(percentageText: string | undefined, groupId: string, idOf: (context: Context) => string | undefined): StrategyRule {
  const percentage = Number(percentageText);
  // The SDK answers false for a percentage that is not above 0 (NaN included), and a bucket is 1 to 100.
  if (!(percentage > 0)) return () => false;
  if (percentage >= 100) return (context) => Boolean(idOf(context));
  const bucketOf = strategyBucketsIn(groupId);
  return (context) => {
    const id = idOf(context);
    return Boolean(id) && bucketOf(String(id)) <= percentage;
  };
}

/** The rule of a strategy compiled here, or undefined for one the SDK's own object evaluates. */
export function compileRollout(name: string, parameters: Parameters): StrategyRule | undefined {
  switch (name) {
    case 'flexibleRollout': {
      // The SDK falls back on context.featureToggle, then on nothing: a field no evaluation context has (evaluationContext.ts).
      const groupId = parameter(parameters, 'groupId') || '';
      const stickiness = parameter(parameters, 'stickiness') || 'default';
      const idOf = stickiness === 'default' ? (context: Context) => context.userId || context.sessionId || randomId()
        : stickiness === 'random' ? randomId
          : (context: Context) => resolveContextValue(context, stickiness);
      return rollout(parameter(parameters, 'rollout'), groupId, idOf);
    }
    case 'gradualRolloutUserId':
    case 'gradualRolloutSessionId': {
      const groupId = parameter(parameters, 'groupId') || '';
      const field = name === 'gradualRolloutUserId' ? 'userId' : 'sessionId';
      return rollout(parameter(parameters, 'percentage'), groupId, (context) => context[field]);
    }
    default:
      return undefined;
  }
}
