import { z } from 'zod';
import { dependencySchema, strategySchema, type Strategy } from '../../contract';
import { strategySortOrderBodySchema } from '../../contract/adminRequests';
import { requiredParentState } from '../describe/describeDependency';
import { describeStrategy } from '../describe/describeStrategy';
import type { DiffRow } from '../describe/diffRows';
import type { Diff } from '../describe/diffRows';

/**
 * The change types that touch a flag as a whole or the order of its strategies — Unleash's
 * `reorderStrategy`, `archiveFeature`, `addDependency` and `deleteDependency` — as rows people
 * read. `before` is what the embedded service keeps with the change; Unleash keeps none for these,
 * and the rows then say what the change makes it.
 */

const strategiesSchema = z.array(strategySchema);
const dependenciesSchema = z.array(dependencySchema);
const parentOf = z.object({ feature: z.string().optional() }).optional();

const ordinal = (index: number) => {
  const n = index + 1;
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
};

export function reorderDiff(payload: unknown, before: unknown, feature: string, where: string): Diff {
  const order = strategySortOrderBodySchema.safeParse(payload).data ?? [];
  const strategies = strategiesSchema.safeParse(before).data;
  const named = (id: string | undefined) => {
    const strategy = strategies?.find((candidate) => candidate.id === id);
    return strategy ? strategy.title || describeStrategy(strategy, feature) : `strategy ${id ?? '?'}`;
  };
  const place = new Map(order.map(({ id, sortOrder }) => [id, sortOrder]));
  const now = strategies ?? [];
  // Strategies the order does not name keep their place after the named ones, as the service sorts them.
  const after: Array<Pick<Strategy, 'id'>> = strategies
    ? [...now].sort((a, b) => (place.get(a.id ?? '') ?? Number.MAX_SAFE_INTEGER) - (place.get(b.id ?? '') ?? Number.MAX_SAFE_INTEGER))
    : [...order].sort((a, b) => a.sortOrder - b.sortOrder);
  const rows: DiffRow[] = after.map((strategy, index) => ({
    label: ordinal(index),
    before: strategies ? named(now[index]?.id) : undefined,
    after: named(strategy.id),
  }));
  return { summary: `Reorder the strategies ${where}`, rows };
}

export function archiveDiff(feature: string): Diff {
  return { summary: `Archive ${feature}`, rows: [{ label: 'Flag', before: 'Served to SDKs', after: 'Archived: served in no environment' }] };
}

function parentRows(before: Map<string, string>, after: Map<string, string>): DiffRow[] {
  const names = [...new Set([...before.keys(), ...after.keys()])];
  return names.map((name) => ({ label: `Parent ${name}`, before: before.get(name), after: after.get(name) }));
}

export function dependencyDiff(action: 'addDependency' | 'deleteDependency', payload: unknown, before: unknown, feature: string): Diff {
  const parents = new Map((dependenciesSchema.safeParse(before).data ?? []).map((dependency) => [dependency.feature, requiredParentState(dependency)]));
  if (action === 'addDependency') {
    const added = dependencySchema.safeParse(payload).data;
    const after = new Map(parents);
    if (added) after.set(added.feature, requiredParentState(added));
    return { summary: `Make ${feature} depend on ${added?.feature ?? 'a parent'}`, rows: parentRows(parents, after) };
  }
  const removed = parentOf.safeParse(payload).data?.feature;
  const after = new Map(removed === undefined ? [] : [...parents].filter(([name]) => name !== removed));
  const rows = parentRows(parents, after);
  return {
    summary: removed === undefined ? `Remove every dependency of ${feature}` : `Remove the dependency of ${feature} on ${removed}`,
    rows: rows.length > 0 ? rows : [{ label: 'Parents', before: removed === undefined ? 'any' : removed, after: undefined }],
  };
}
