import type { ConstraintOperator } from '../../contract/feature';

/** The operators every SDK evaluates, grouped as the editor asks for their values. */
export const editorOperators = [
  'IN', 'NOT_IN', 'STR_CONTAINS', 'STR_STARTS_WITH', 'STR_ENDS_WITH',
  'NUM_EQ', 'NUM_GT', 'NUM_GTE', 'NUM_LT', 'NUM_LTE',
  'DATE_AFTER', 'DATE_BEFORE',
  'SEMVER_EQ', 'SEMVER_GT', 'SEMVER_LT',
] as const satisfies readonly ConstraintOperator[];

export const operatorLabels: Record<(typeof editorOperators)[number], string> = {
  IN: 'is one of', NOT_IN: 'is not one of',
  STR_CONTAINS: 'contains', STR_STARTS_WITH: 'starts with', STR_ENDS_WITH: 'ends with',
  NUM_EQ: '= (number)', NUM_GT: '> (number)', NUM_GTE: '≥ (number)', NUM_LT: '< (number)', NUM_LTE: '≤ (number)',
  DATE_AFTER: 'is after (date)', DATE_BEFORE: 'is before (date)',
  SEMVER_EQ: '= (version)', SEMVER_GT: '> (version)', SEMVER_LT: '< (version)',
};

export type ValueKind = 'list' | 'number' | 'date' | 'version';

export function valueKindOf(operator: string): ValueKind {
  if (operator.startsWith('NUM_')) return 'number';
  if (operator.startsWith('DATE_')) return 'date';
  if (operator.startsWith('SEMVER_')) return 'version';
  return 'list';
}

export const valueHints: Record<Exclude<ValueKind, 'list'>, string> = {
  number: 'A number, such as 3 or 2.5',
  date: 'A date-time with its time zone, such as 2030-01-31T09:00:00Z',
  version: 'A semantic version, such as 1.2.3',
};

/** Values as people paste them: one per line or comma-separated, blanks left out. */
export const splitValues = (text: string): string[] => text.split(/[\n,]/).map((value) => value.trim()).filter((value) => value !== '');
