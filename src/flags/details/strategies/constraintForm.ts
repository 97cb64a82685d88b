import type { Constraint, ConstraintOperator } from '../../../../contract';
import { isSingleValueOperator, operatorValueKind } from '../../../../contract/constraintValues';

/** Constraints as the editor shows and changes them. */

/** The context fields every SDK fills in itself or from the caller's context. */
export const builtInContextFields = ['userId', 'sessionId', 'remoteAddress', 'environment', 'appName', 'currentTime'] as const;

export const operatorLabels: Record<ConstraintOperator, string> = {
  IN: 'is one of', NOT_IN: 'is not one of',
  STR_CONTAINS: 'contains', STR_STARTS_WITH: 'starts with', STR_ENDS_WITH: 'ends with',
  NUM_EQ: '= (number)', NUM_GT: '> (number)', NUM_GTE: '≥ (number)', NUM_LT: '< (number)', NUM_LTE: '≤ (number)',
  DATE_AFTER: 'is after (date)', DATE_BEFORE: 'is before (date)',
  SEMVER_EQ: '= (version)', SEMVER_GT: '> (version)', SEMVER_LT: '< (version)',
  REGEX: 'matches the regular expression', IN_CIDR: 'is in the IP range',
};

/** Operators whose text comparison may ignore case. */
export const takesCaseInsensitive = (operator: ConstraintOperator): boolean =>
  operatorValueKind[operator] === 'text' || operator === 'IN' || operator === 'NOT_IN';

export const newConstraint = (): Constraint => ({ contextName: 'userId', operator: 'IN', values: [], inverted: false, caseInsensitive: false });

/** Another operator keeps what was typed where it still fits: one value, or a list. */
export function withOperator(constraint: Constraint, operator: ConstraintOperator): Constraint {
  const { value, values, ...rest } = constraint;
  const first = value ?? values?.[0] ?? '';
  return isSingleValueOperator(operator)
    ? { ...rest, operator, value: first }
    : { ...rest, operator, values: values ?? (first === '' ? [] : [first]) };
}

/**
 * A pasted or typed list: one value a line or comma-separated (a CSV column pasted from a sheet
 * is one a line), each trimmed, empty ones and repeats left out, in the order given.
 */
export function parseValueList(text: string): string[] {
  const seen = new Set<string>();
  for (const item of text.split(/[\n,]/)) {
    const value = item.trim().replace(/^"(.*)"$/, '$1');
    if (value !== '') seen.add(value);
  }
  return [...seen];
}
