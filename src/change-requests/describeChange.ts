import { z } from 'zod';
import { strategySchema, variantSchema, type Change, type Strategy, type Variant } from '../../contract';
import { describeConstraint } from '../describe/describeConstraint';
import { describeSegment, describeStrategy } from '../describe/describeStrategy';
import { weightAsPercent } from '../describe/variantWeights';
import { archiveDiff, dependencyDiff, reorderDiff } from './describeFlagChanges';

/**
 * A change as a diff people read: one row per thing it touches, what it is now (or was, once
 * applied) beside what the change makes it. Strategies and variants are written the way the flag
 * details write them ("50% of users by userId"), so a reviewer reads the rule, not JSON.
 */
export interface DiffRow {
  label: string;
  /** Undefined: there is nothing there (yet, or any more). */
  before: string | undefined;
  after: string | undefined;
}

export interface ChangeDiff {
  summary: string;
  rows: DiffRow[];
}

export interface ChangeContext {
  feature: string;
  environment: string;
  segmentNames: ReadonlyMap<number, string>;
}

export const rowChanged = (row: DiffRow) => row.before !== row.after;

const enabledPayload = z.object({ enabled: z.boolean() });
const variantsPayload = z.object({ variants: z.array(variantSchema) });
const onOff = (enabled: boolean | undefined) => (enabled === undefined ? undefined : enabled ? 'On' : 'Off');

function strategyLines(strategy: Strategy | undefined, context: ChangeContext): Map<string, string> {
  const lines = new Map<string, string>();
  if (!strategy) return lines;
  if (strategy.title) lines.set('Title', strategy.title);
  lines.set('Rule', describeStrategy(strategy, context.feature));
  const constraints = strategy.constraints ?? [];
  lines.set('Constraints', constraints.length ? constraints.map(describeConstraint).join('; ') : 'none');
  const segments = strategy.segments ?? [];
  if (segments.length) lines.set('Segments', segments.map((id) => describeSegment(id, context.segmentNames)).join('; '));
  lines.set('Status', strategy.disabled ? 'Disabled' : 'Active');
  const variants = strategy.variants ?? [];
  if (variants.length) lines.set('Variants', variants.map((v) => `${v.name} ${weightAsPercent(v.weight)}`).join(', '));
  return lines;
}

function variantLine(variant: Variant): string {
  const parts = [`${weightAsPercent(variant.weight)}${variant.weightType === 'fix' ? ' (fixed)' : ''}`];
  if (variant.stickiness && variant.stickiness !== 'default') parts.push(`sticky on ${variant.stickiness}`);
  if (variant.payload) parts.push(`${variant.payload.type} payload ${variant.payload.value}`);
  for (const override of variant.overrides ?? []) parts.push(`${override.contextName} is one of ${override.values.join(', ')}`);
  return parts.join(', ');
}

const strategyLabels = ['Title', 'Rule', 'Constraints', 'Segments', 'Status', 'Variants'];

/** Rows for every label either side has: in `order` where given, else in the order first seen. */
function rowsOf(before: Map<string, string>, after: Map<string, string>, order?: readonly string[]): DiffRow[] {
  const seen = [...new Set([...before.keys(), ...after.keys()])];
  const labels = order ? order.filter((label) => seen.includes(label)) : seen;
  return labels.map((label) => ({ label, before: before.get(label), after: after.get(label) }));
}

const parsedStrategy = (value: unknown) => strategySchema.safeParse(value).data;

const withSnapshot = z.object({ snapshot: z.unknown() });

/**
 * What the change replaces. The embedded service sends it as `before`; Unleash keeps it in the
 * payload as `snapshot` (the strategy, or the list of variants) from when the change was made.
 */
function replaced(change: Change): unknown {
  if (change.before !== undefined) return change.before;
  const snapshot = withSnapshot.safeParse(change.payload).data?.snapshot;
  return change.action === 'patchVariant' && Array.isArray(snapshot) ? { variants: snapshot } : snapshot;
}
const strategyName = (strategy: Strategy | undefined) => (strategy ? `"${strategy.title || strategy.name}"` : '');

export function describeChange(change: Change, context: ChangeContext): ChangeDiff {
  const where = `in ${context.environment}`;
  switch (change.action) {
    case 'updateEnabled': {
      const after = enabledPayload.safeParse(change.payload).data?.enabled;
      const before = enabledPayload.safeParse(replaced(change)).data?.enabled;
      return { summary: `Turn ${after ? 'on' : 'off'} ${where}`, rows: [{ label: 'Enabled', before: onOff(before), after: onOff(after) }] };
    }
    case 'addStrategy':
    case 'updateStrategy':
    case 'deleteStrategy': {
      const before = change.action === 'addStrategy' ? undefined : parsedStrategy(replaced(change));
      const after = change.action === 'deleteStrategy' ? undefined : parsedStrategy(change.payload);
      const verb = { addStrategy: 'Add the strategy', updateStrategy: 'Change the strategy', deleteStrategy: 'Delete the strategy' }[change.action];
      return { summary: `${verb} ${strategyName(after ?? before)} ${where}`.replace('  ', ' '), rows: rowsOf(strategyLines(before, context), strategyLines(after, context), strategyLabels) };
    }
    case 'patchVariant': {
      const lines = (value: unknown) => new Map((variantsPayload.safeParse(value).data?.variants ?? []).map((v) => [v.name, variantLine(v)]));
      const rows = rowsOf(lines(replaced(change)), lines(change.payload));
      return { summary: `Set the variants ${where}`, rows: rows.length ? rows : [{ label: 'Variants', before: undefined, after: 'none' }] };
    }
    case 'reorderStrategy':
      return reorderDiff(change.payload, replaced(change), context.feature, where);
    case 'archiveFeature':
      return archiveDiff(context.feature);
    case 'addDependency':
    case 'deleteDependency':
      return dependencyDiff(change.action, change.payload, replaced(change), context.feature);
    default:
      // An action this console does not know (a real Unleash has more): shown as it came.
      return { summary: change.action, rows: [{ label: 'Payload', before: undefined, after: JSON.stringify(change.payload ?? null) }] };
  }
}
