import type { AdvancedPlaygroundEnvironmentFeature, PlaygroundStrategy } from '../../contract';
import { describeStrategy } from '../describe/describeStrategy';
import { conditionReason, type ConditionReason } from './constraintReason';

/**
 * Why a flag is on or off for a context, in words, from the admin playground's answer: the
 * service evaluated every strategy, constraint and segment with the SDK; this only says it.
 */
export interface ConditionLine extends ConditionReason {
  /** The segment the condition belongs to, if any. */
  segment?: string;
}

export interface StrategyReason {
  /** Its place among the flag's strategies, from 1. */
  number: number;
  /** "flexibleRollout "Paying plans"" */
  name: string;
  /** The strategy's own rule: "100% of users", "userId is one of ann". */
  rule: string;
  outcome: 'holds' | 'fails' | 'unknown';
  conditions: ConditionLine[];
  /** Why the rule itself leaves the context out, when every condition holds but the strategy does not. */
  ruleReason?: string;
}

export interface FlagReason {
  /** One sentence: what decided. */
  summary: string;
  strategies: StrategyReason[];
  /** A parent is not as the dependency requires (the parents themselves are not in the answer). */
  unsatisfiedDependency: boolean;
}

type Entry = Pick<AdvancedPlaygroundEnvironmentFeature, 'isEnabled' | 'isEnabledInCurrentEnvironment' | 'hasUnsatisfiedDependency' | 'strategies' | 'environment' | 'context'>;
type Context = Readonly<Record<string, string>>;

const textParameters = (strategy: PlaygroundStrategy) =>
  Object.fromEntries(Object.entries(strategy.parameters).map(([name, value]) => [name, String(value)]));

function outcomeOf(strategy: PlaygroundStrategy): StrategyReason['outcome'] {
  if (strategy.result.enabled === true && strategy.result.evaluationStatus === 'complete') return 'holds';
  return strategy.result.enabled === 'unknown' ? 'unknown' : 'fails';
}

/** Why a strategy whose conditions hold leaves the context out: its rule, read as the SDK reads it. */
function ruleReason(strategy: PlaygroundStrategy, context: Context): string {
  const parameters = textParameters(strategy);
  const has = (field: string) => (context[field] ?? '') !== '';
  const outside = (field: string, share: string | undefined) => `${field} ${context[field]} falls outside the ${share ?? '?'}% it is rolled out to`;
  switch (strategy.name) {
    case 'flexibleRollout': {
      const stickiness = parameters.stickiness || 'default';
      if (stickiness === 'random') return `the random draw fell outside the ${parameters.rollout ?? '?'}%`;
      if (stickiness === 'default') {
        const field = has('userId') ? 'userId' : has('sessionId') ? 'sessionId' : undefined;
        return field ? outside(field, parameters.rollout) : `without a userId or sessionId the draw is random, and it fell outside the ${parameters.rollout ?? '?'}%`;
      }
      return has(stickiness) ? outside(stickiness, parameters.rollout) : `the rollout is by ${stickiness}, which this context does not have`;
    }
    case 'gradualRolloutUserId':
      return has('userId') ? outside('userId', parameters.percentage) : 'it is by userId, which this context does not have';
    case 'gradualRolloutSessionId':
      return has('sessionId') ? outside('sessionId', parameters.percentage) : 'it is by sessionId, which this context does not have';
    case 'gradualRolloutRandom':
      return `the random draw fell outside the ${parameters.percentage ?? '?'}%`;
    case 'userWithId':
      return has('userId') ? `userId ${context.userId} is not among its users` : 'userId is not set';
    case 'remoteAddress':
      return has('remoteAddress') ? `remoteAddress ${context.remoteAddress} is not among its addresses` : 'remoteAddress is not set';
    case 'applicationHostname':
      return 'the host the service runs on is not among its host names';
    default:
      return `the ${strategy.name} strategy leaves this context out`;
  }
}

export function strategyReason(strategy: PlaygroundStrategy, index: number, featureName: string, context: Context): StrategyReason {
  const conditions: ConditionLine[] = [
    ...strategy.constraints.map((constraint) => conditionReason(constraint, context)),
    ...strategy.segments.flatMap((segment) =>
      segment.constraints.length > 0
        ? segment.constraints.map((constraint) => ({ ...conditionReason(constraint, context), segment: segment.name }))
        : // A segment without constraints holds; one the service does not have fails with nothing to show.
          [{ holds: segment.result, condition: `segment ${segment.name}`, needs: `segment ${segment.name}`, actual: segment.result ? 'it holds' : 'it is missing', segment: segment.name }],
    ),
  ];
  const outcome = outcomeOf(strategy);
  const name = `${strategy.name}${strategy.title ? ` "${strategy.title}"` : ''}`;
  const reason: StrategyReason = { number: index + 1, name, rule: describeStrategy({ name: strategy.name, parameters: textParameters(strategy) }, featureName), outcome, conditions };
  if (outcome === 'fails' && conditions.every((condition) => condition.holds)) reason.ruleReason = ruleReason(strategy, context);
  return reason;
}

function failureSummary(strategy: StrategyReason, many: boolean): string {
  const failed = strategy.conditions.find((condition) => !condition.holds);
  const who = many ? `strategy ${strategy.number}` : 'the strategy';
  if (failed) {
    const where = failed.segment ? ` (segment ${failed.segment})` : '';
    return `${failed.actual}; ${who} needs ${failed.needs}${where}.`;
  }
  return `The conditions of ${who} hold, but ${strategy.ruleReason ?? 'its rule leaves this context out'}.`;
}

export function flagReason(entry: Entry & { name: string }): FlagReason {
  const strategies = entry.strategies.data.map((strategy, index) => strategyReason(strategy, index, entry.name, entry.context));
  const unsatisfiedDependency = entry.hasUnsatisfiedDependency === true;
  const holding = strategies.find((strategy) => strategy.outcome === 'holds');
  let summary: string;
  if (!entry.isEnabledInCurrentEnvironment) summary = `Off in ${entry.environment}.`;
  else if (entry.isEnabled) {
    const which = holding && strategies.length > 1 ? `Strategy ${holding.number} (${holding.name})` : holding?.name;
    summary = holding ? `${which} holds: ${holding.rule}.` : `On in ${entry.environment}, with no strategy: on for everyone.`;
  }
  else if (unsatisfiedDependency) summary = 'A flag it depends on is not as the dependency requires.';
  else if (strategies.some((strategy) => strategy.outcome === 'unknown')) {
    const unknown = strategies.filter((strategy) => strategy.outcome === 'unknown').map((strategy) => strategy.name);
    summary = `No strategy holds for certain: ${unknown.join(', ')} cannot be evaluated here, and SDKs that lack it take it as off.`;
  } else {
    const [first, ...others] = strategies;
    summary = first ? (others.length > 0 ? `None of its ${strategies.length} strategies holds. ` : '') + failureSummary(first, others.length > 0) : 'It has no strategy.';
  }
  return { summary, strategies, unsatisfiedDependency };
}
