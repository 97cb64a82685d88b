import type { Strategy, Variant } from '../../contract';
import { describeConstraint } from './describeConstraint';
import { describeSegment, describeStrategy } from './describeStrategy';
import { weightAsPercent } from './variantWeights';

/**
 * A before / after diff people read: one row per thing a change touches. Strategies and variants
 * are written the way the flag details write them ("50% of users by userId"), so a change request,
 * the history and an editor whose subject changed while it was open read the rule, not JSON.
 */
export interface DiffRow {
  label: string;
  /** Undefined: there is nothing there (yet, or any more). */
  before: string | undefined;
  after: string | undefined;
}

export interface Diff {
  summary: string;
  rows: DiffRow[];
}

export const rowChanged = (row: DiffRow) => row.before !== row.after;

export interface StrategyWords {
  feature: string;
  segmentNames: ReadonlyMap<number, string>;
}

export const strategyLabels = ['Title', 'Rule', 'Constraints', 'Segments', 'Status', 'Variants'] as const;

/** A strategy as labelled lines: its title, rule, constraints, segments, status and variants. */
export function strategyLines(strategy: Strategy | undefined, words: StrategyWords): Map<string, string> {
  const lines = new Map<string, string>();
  if (!strategy) return lines;
  if (strategy.title) lines.set('Title', strategy.title);
  lines.set('Rule', describeStrategy(strategy, words.feature));
  const constraints = strategy.constraints ?? [];
  lines.set('Constraints', constraints.length ? constraints.map(describeConstraint).join('; ') : 'none');
  const segments = strategy.segments ?? [];
  if (segments.length) lines.set('Segments', segments.map((id) => describeSegment(id, words.segmentNames)).join('; '));
  lines.set('Status', strategy.disabled ? 'Disabled' : 'Active');
  const variants = strategy.variants ?? [];
  if (variants.length) lines.set('Variants', variants.map((v) => `${v.name} ${weightAsPercent(v.weight)}`).join(', '));
  return lines;
}

/** One variant of a flag's environment: its weight, stickiness, payload and overrides. */
export function variantLine(variant: Variant): string {
  const parts = [`${weightAsPercent(variant.weight)}${variant.weightType === 'fix' ? ' (fixed)' : ''}`];
  if (variant.stickiness && variant.stickiness !== 'default') parts.push(`sticky on ${variant.stickiness}`);
  if (variant.payload) parts.push(`${variant.payload.type} payload ${variant.payload.value}`);
  for (const override of variant.overrides ?? []) parts.push(`${override.contextName} is one of ${override.values.join(', ')}`);
  return parts.join(', ');
}

/** Variants by name, each as its line. */
export const variantLines = (variants: readonly Variant[]) => new Map(variants.map((variant) => [variant.name, variantLine(variant)]));

/** Rows for every label either side has: in `order` where given, else in the order first seen. */
export function rowsOf(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>, order?: readonly string[]): DiffRow[] {
  const seen = [...new Set([...before.keys(), ...after.keys()])];
  const labels = order ? order.filter((label) => seen.includes(label)) : seen;
  return labels.map((label) => ({ label, before: before.get(label), after: after.get(label) }));
}

/** A strategy before and after (either may be missing: added, deleted), row by row. */
export function strategyDiff(before: Strategy | undefined, after: Strategy | undefined, words: StrategyWords): DiffRow[] {
  return rowsOf(strategyLines(before, words), strategyLines(after, words), strategyLabels);
}

/** One row per variant name either side has; a set of none reads as such. */
export function variantsDiff(before: readonly Variant[], after: readonly Variant[]): DiffRow[] {
  const rows = rowsOf(variantLines(before), variantLines(after));
  return rows.length ? rows : [{ label: 'Variants', before: undefined, after: 'none' }];
}
