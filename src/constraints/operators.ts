import type { Constraint, ConstraintOperator } from '../../contract/feature';
import { isSingleValueOperator, operatorValueKind } from '../../contract/constraintValues';

/** Operators as the constraint editor offers and names them. */

/**
 * The operators every SDK evaluates alike, which the editor offers. REGEX and IN_CIDR, which only
 * newer SDKs read (and Unleash 8.2 refuses IN_CIDR), are kept where a constraint already has them.
 */
export const editorOperators = [
  'IN', 'NOT_IN', 'STR_CONTAINS', 'STR_STARTS_WITH', 'STR_ENDS_WITH',
  'NUM_EQ', 'NUM_GT', 'NUM_GTE', 'NUM_LT', 'NUM_LTE',
  'DATE_AFTER', 'DATE_BEFORE',
  'SEMVER_EQ', 'SEMVER_GT', 'SEMVER_LT',
] as const satisfies readonly ConstraintOperator[];

export const operatorLabels: Record<ConstraintOperator, string> = {
  IN: 'is one of', NOT_IN: 'is not one of',
  STR_CONTAINS: 'contains', STR_STARTS_WITH: 'starts with', STR_ENDS_WITH: 'ends with',
  NUM_EQ: '= (number)', NUM_GT: '> (number)', NUM_GTE: '≥ (number)', NUM_LT: '< (number)', NUM_LTE: '≤ (number)',
  DATE_AFTER: 'is after (date)', DATE_BEFORE: 'is before (date)',
  SEMVER_EQ: '= (version)', SEMVER_GT: '> (version)', SEMVER_LT: '< (version)',
  REGEX: 'matches the regular expression', IN_CIDR: 'is in the IP range',
};

/** The operators to choose from for a constraint: the offered ones, and its own where it is another. */
export const operatorsFor = (current: ConstraintOperator): readonly ConstraintOperator[] =>
  (editorOperators as readonly ConstraintOperator[]).includes(current) ? editorOperators : [...editorOperators, current];

/** The SDKs lower-case both sides for the string operators only; IN and NOT_IN compare exactly. */
export const takesCaseInsensitive = (operator: ConstraintOperator): boolean => operatorValueKind[operator] === 'text';

/** What a single value looks like, for each kind an operator reads. */
export const valueHints = {
  number: 'A decimal number, such as 10 or 2.5',
  date: 'A date-time with its time zone, such as 2030-01-31T09:00:00Z',
  semver: 'A version in SemVer form, such as 1.2.3',
} as const;

export const newConstraint = (): Constraint => ({ contextName: 'userId', operator: 'IN', values: [], inverted: false, caseInsensitive: false });

/** Another operator keeps what was typed where it still fits: one value, or a list. */
export function withOperator(constraint: Constraint, operator: ConstraintOperator): Constraint {
  const { value, values, ...rest } = constraint;
  const first = value ?? values?.[0] ?? '';
  return isSingleValueOperator(operator)
    ? { ...rest, operator, value: first }
    : { ...rest, operator, values: values ?? (first === '' ? [] : [first]) };
}
