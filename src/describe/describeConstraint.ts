import type { Constraint, ConstraintOperator, Override } from '../../contract';

/** Constraints and overrides written for people: "country is not one of NO, SE". */

interface OperatorWords {
  plain: string;
  inverted: string;
  /** Whether the operator compares one value (the rest take a list). */
  single: boolean;
}

const operatorWords: Record<ConstraintOperator, OperatorWords> = {
  IN: { plain: 'is one of', inverted: 'is not one of', single: false },
  NOT_IN: { plain: 'is not one of', inverted: 'is one of', single: false },
  STR_STARTS_WITH: { plain: 'starts with', inverted: 'does not start with', single: false },
  STR_ENDS_WITH: { plain: 'ends with', inverted: 'does not end with', single: false },
  STR_CONTAINS: { plain: 'contains', inverted: 'does not contain', single: false },
  NUM_EQ: { plain: 'equals', inverted: 'does not equal', single: true },
  NUM_GT: { plain: 'is greater than', inverted: 'is not greater than', single: true },
  NUM_GTE: { plain: 'is at least', inverted: 'is less than', single: true },
  NUM_LT: { plain: 'is less than', inverted: 'is at least', single: true },
  NUM_LTE: { plain: 'is at most', inverted: 'is greater than', single: true },
  DATE_AFTER: { plain: 'is after', inverted: 'is not after', single: true },
  DATE_BEFORE: { plain: 'is before', inverted: 'is not before', single: true },
  SEMVER_EQ: { plain: 'is version', inverted: 'is not version', single: true },
  SEMVER_GT: { plain: 'is a version above', inverted: 'is not a version above', single: true },
  SEMVER_LT: { plain: 'is a version below', inverted: 'is not a version below', single: true },
  REGEX: { plain: 'matches', inverted: 'does not match', single: true },
  IN_CIDR: { plain: 'is in', inverted: 'is not in', single: false },
};

const caseAware = new Set<ConstraintOperator>(['STR_STARTS_WITH', 'STR_ENDS_WITH', 'STR_CONTAINS', 'REGEX']);

/** "is one of", "is not greater than": the operator as words, inversion included. */
export function operatorInWords(operator: ConstraintOperator, inverted = false): string {
  const words = operatorWords[operator];
  return inverted ? words.inverted : words.plain;
}

/** A list of values as a person writes it: "NO, SE"; the last of several string matches joined by "or". */
export function valuesInWords(values: readonly string[], joiner: 'list' | 'or' = 'list'): string {
  if (values.length === 0) return '(no values)';
  if (joiner === 'or' && values.length > 1) return `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
  return values.join(', ');
}

export function describeConstraint(constraint: Constraint): string {
  const words = operatorWords[constraint.operator];
  const operator = operatorInWords(constraint.operator, constraint.inverted ?? false);
  let values: string;
  if (words.single) {
    values = constraint.value ?? constraint.values?.[0] ?? '(no value)';
  } else {
    const list = constraint.values ?? (constraint.value !== undefined ? [constraint.value] : []);
    values = valuesInWords(list, constraint.operator.startsWith('STR_') ? 'or' : 'list');
  }
  const caseNote = caseAware.has(constraint.operator) && constraint.caseInsensitive ? ' (ignoring case)' : '';
  return `${constraint.contextName} ${operator} ${values}${caseNote}`;
}

/** An override: "userId is one of alice, bob". */
export function describeOverride(override: Override): string {
  return `${override.contextName} ${operatorInWords('IN')} ${valuesInWords(override.values)}`;
}
