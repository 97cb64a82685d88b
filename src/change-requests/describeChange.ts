import { z } from 'zod';
import { strategySchema, variantSchema, type Change, type Strategy } from '../../contract';
import { strategyDiff, variantsDiff, type Diff } from '../describe/diffRows';
import { archiveDiff, dependencyDiff, reorderDiff } from './describeFlagChanges';

export interface ChangeContext {
  feature: string;
  environment: string;
  segmentNames: ReadonlyMap<number, string>;
}

const enabledPayload = z.object({ enabled: z.boolean() });
const variantsPayload = z.object({ variants: z.array(variantSchema) });
const onOff = (enabled: boolean | undefined) => (enabled === undefined ? undefined : enabled ? 'On' : 'Off');

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

/**
 * A change as a diff people read (describe/diffRows.ts): what it is now (or was, once applied)
 * beside what the change makes it.
 */
export function describeChange(change: Change, context: ChangeContext): Diff {
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
      return { summary: `${verb} ${strategyName(after ?? before)} ${where}`.replace('  ', ' '), rows: strategyDiff(before, after, context) };
    }
    case 'patchVariant': {
      const variants = (value: unknown) => variantsPayload.safeParse(value).data?.variants ?? [];
      return { summary: `Set the variants ${where}`, rows: variantsDiff(variants(replaced(change)), variants(change.payload)) };
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
