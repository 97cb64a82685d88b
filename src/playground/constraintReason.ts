import { constraintOperators, type ConstraintOperator, type PlaygroundConstraint } from '../../contract';
import { describeConstraint, operatorInWords, valuesInWords } from '../describe/describeConstraint';

/**
 * One condition of a strategy, for people: what it needs, and what the context has.
 * "plan is free; the strategy needs plan to be one of pro, enterprise."
 */
export interface ConditionReason {
  holds: boolean;
  /** "plan is one of pro, enterprise" */
  condition: string;
  /** "plan to be one of pro, enterprise" */
  needs: string;
  /** "plan is free", "plan is not set" */
  actual: string;
}

const isOperator = (operator: string): operator is ConstraintOperator => (constraintOperators as readonly string[]).includes(operator);
const dateOperators = new Set(['DATE_AFTER', 'DATE_BEFORE']);

/** "is one of" → "to be one of", "starts with" → "to start with", "does not match" → "not to match". */
export function asNeed(words: string): string {
  const negated = /^(?:is not|does not) (.*)$/.exec(words);
  if (negated) return `not to ${words.startsWith('is') ? 'be ' : ''}${negated[1]}`;
  const is = /^is (.*)$/.exec(words);
  if (is) return `to be ${is[1]}`;
  const [verb = '', ...rest] = words.split(' ');
  const base = verb.endsWith('ches') ? verb.slice(0, -2) : verb.replace(/s$/, '');
  return ['to', base, ...rest].join(' ');
}

/**
 * What the SDK compared: the context's field (a property where no field has the name), or for a
 * date operator the context's currentTime, else the service's clock. The playground's context has
 * its properties as fields; `environment` is the SDK client's own ("default") when not given.
 */
export function actualValue(constraint: Pick<PlaygroundConstraint, 'contextName' | 'operator'>, context: Readonly<Record<string, string>>): string {
  if (dateOperators.has(constraint.operator)) return context.currentTime ? `currentTime is ${context.currentTime}` : 'currentTime is not set: the service\'s clock is used';
  const value = Object.hasOwn(context, constraint.contextName) ? context[constraint.contextName] : undefined;
  if (value === undefined && constraint.contextName === 'environment') return 'environment is not set (the SDK\'s is "default")';
  return value === undefined || value === '' ? `${constraint.contextName} is not set` : `${constraint.contextName} is ${value}`;
}

export function conditionReason(constraint: PlaygroundConstraint, context: Readonly<Record<string, string>>): ConditionReason {
  const actual = actualValue(constraint, context);
  if (!isOperator(constraint.operator)) {
    // An operator this console does not know: shown as the service named it.
    const values = valuesInWords(constraint.values ?? (constraint.value !== undefined ? [constraint.value] : []));
    const condition = `${constraint.contextName} ${constraint.inverted ? 'not ' : ''}${constraint.operator} ${values}`;
    return { holds: constraint.result, condition, needs: condition, actual };
  }
  const known = { ...constraint, operator: constraint.operator };
  const condition = describeConstraint(known);
  const words = operatorInWords(known.operator, known.inverted ?? false);
  // describeConstraint reads "<field> <operator words> <values>": the need swaps in the words' infinitive.
  const rest = condition.slice(known.contextName.length + 1 + words.length);
  return { holds: constraint.result, condition, needs: `${known.contextName} ${asNeed(words)}${rest}`, actual };
}
