import type { Constraint } from '../../../../contract';
import type { StrategyTryResult } from '../../../../contract/strategyTry';
import { describeConstraint } from '../../../describe/describeConstraint';

/**
 * One context's try of an unsaved strategy, in words: whether the flag would be on, and why —
 * the strategy's first condition that fails, with the context's value, or what else decides.
 */
export interface TrialWords {
  answer: 'on' | 'off';
  why: string;
}

const notMatched: Record<string, string> = {
  flexibleRollout: 'outside the rollout',
  userWithId: 'not one of the user IDs',
  remoteAddress: 'not one of the IP addresses',
  applicationHostname: 'not one of the hostnames',
};

/** `constraints` are the form's, in the order the service answered for them. */
function strategyMiss({ strategy, context }: StrategyTryResult, constraints: readonly Constraint[]): string {
  const failed = strategy.constraints.findIndex((candidate) => !candidate.result);
  const constraint = constraints[failed];
  if (constraint) {
    const value = Object.hasOwn(context, constraint.contextName) ? context[constraint.contextName] : undefined;
    return `${constraint.contextName} is ${value === undefined ? 'not set' : value}; the strategy needs: ${describeConstraint(constraint)}`;
  }
  const segment = strategy.segments.find((candidate) => !candidate.result);
  if (segment) return `not in segment ${segment.name}`;
  return notMatched[strategy.name] ?? 'this strategy does not hold';
}

export interface TrialOf {
  environment: string;
  disabled: boolean;
  constraints: readonly Constraint[];
}

export function trialWords(result: StrategyTryResult, { environment, disabled, constraints }: TrialOf): TrialWords {
  const { feature, strategy } = result;
  const holds = strategy.result.enabled === true;
  const answer = feature.isEnabled ? 'on' : 'off';
  if (!feature.isEnabledInCurrentEnvironment) return { answer, why: `the flag is off in ${environment}${holds ? ', though this strategy holds' : ''}` };
  if (feature.hasUnsatisfiedDependency) return { answer, why: 'a flag it depends on is not as required' };
  if (holds && disabled) return { answer, why: `this strategy would hold, but it is disabled${feature.isEnabled ? '; another strategy turns the flag on' : ''}` };
  if (holds) return { answer, why: 'this strategy holds' };
  // A custom strategy: only an application that registered its implementation evaluates it.
  if (strategy.result.enabled === 'unknown') {
    return { answer, why: `${feature.isEnabled ? 'another strategy turns the flag on; ' : ''}${strategy.name} is a custom strategy, which only an SDK with its implementation evaluates (here, as in an SDK without one, it does not hold)` };
  }
  return { answer, why: feature.isEnabled ? `another strategy turns the flag on (this one: ${strategyMiss(result, constraints)})` : strategyMiss(result, constraints) };
}
