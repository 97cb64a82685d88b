import type { ConstraintOperator } from './feature';

/**
 * What each constraint operator reads its values as, and the values every SDK reads alike. The
 * Node SDK reads a date with `new Date`, a number with `Number` and a version with `semver`; the
 * Java, Go and .NET SDKs parse RFC 3339, decimal numbers and strict SemVer 2.0. A value outside
 * what all of them read the same (`tomorrow`, `0x10`, `v1.2`) would match differently in each, so
 * the console refuses it at the field and the service with 400 naming it.
 */

export type ConstraintValueKind = 'list' | 'text' | 'number' | 'date' | 'semver';

export const operatorValueKind: Record<ConstraintOperator, ConstraintValueKind> = {
  IN: 'list', NOT_IN: 'list', IN_CIDR: 'list',
  STR_CONTAINS: 'text', STR_STARTS_WITH: 'text', STR_ENDS_WITH: 'text', REGEX: 'text',
  NUM_EQ: 'number', NUM_GT: 'number', NUM_GTE: 'number', NUM_LT: 'number', NUM_LTE: 'number',
  DATE_AFTER: 'date', DATE_BEFORE: 'date',
  SEMVER_EQ: 'semver', SEMVER_GT: 'semver', SEMVER_LT: 'semver',
};

/**
 * Operators that compare with one value (`value`); the others match any of a list (`values`). REGEX
 * is one pattern: the Node SDK compiles `constraint.value` and never reads `values`.
 */
export const isSingleValueOperator = (operator: ConstraintOperator): boolean =>
  operator === 'REGEX' || ['number', 'date', 'semver'].includes(operatorValueKind[operator]);

const decimal = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const dateTime = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(:(\d{2})(\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))$/;
// SemVer 2.0's own grammar: no leading zeros, no "v", three numbers.
const semver = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-((0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(\.(0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(\+[0-9a-zA-Z-]+(\.[0-9a-zA-Z-]+)*)?$/;

function isCalendarDateTime(value: string): boolean {
  const parts = dateTime.exec(value);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 7].map((index) => Number(parts[index] ?? 0));
  const daysInMonth = new Date(Date.UTC(year ?? 0, month ?? 0, 0)).getUTCDate();
  return (month ?? 0) >= 1 && (month ?? 0) <= 12 && (day ?? 0) >= 1 && (day ?? 0) <= daysInMonth
    && (hour ?? 0) < 24 && (minute ?? 0) < 60 && (second ?? 0) < 60
    && Number(parts[10] ?? 0) < 24 && Number(parts[11] ?? 0) < 60;
}

/** Why the SDKs would not read `value` as the operator means, or undefined when they would. */
export function constraintValueProblem(operator: ConstraintOperator, value: string): string | undefined {
  switch (operatorValueKind[operator]) {
    case 'number':
      return decimal.test(value) && Number.isFinite(Number(value)) ? undefined : `${operator} needs a decimal number, such as 10 or 2.5`;
    case 'date':
      return isCalendarDateTime(value) ? undefined : `${operator} needs a date-time with its time zone, such as 2030-01-31T09:00:00Z`;
    case 'semver':
      return semver.test(value) ? undefined : `${operator} needs a version in SemVer form, such as 1.2.3 or 2.0.0-beta.1`;
    default:
      return undefined;
  }
}
