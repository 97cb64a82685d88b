import { strategySchema } from '../../contract/feature';
import { NotFound } from '../domain/errors';
import type { Db } from './openDatabase';
import { readDependencies } from './dependencies';
import { readStrategies, readStrategy } from './strategies';
import { readVariants } from './strategyRows';

/**
 * What a change replaces, read from the store: the switch, one strategy, or the variants of the
 * flag in the environment. Kept with the change when it is added, it is compared with the store
 * again before the change is applied: a difference means somebody changed the flag meanwhile,
 * and the request must not overwrite that silently.
 */
export type Snapshot =
  | { kind: 'state'; value: unknown }
  /** The change replaces nothing (a new strategy). */
  | { kind: 'none' }
  /** What the change is about is gone: it can no longer apply. */
  | { kind: 'missing'; reason: string };

export interface ChangeSubject {
  project: string;
  environment: string;
  feature: string;
  action: string;
  payload: unknown;
}

/** The strategy a strategy change names (its payload's `id`). */
export function strategyIdOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const id: unknown = Object.getOwnPropertyDescriptor(payload, 'id')?.value;
  return typeof id === 'string' ? id : undefined;
}

export function snapshotOf(db: Db, subject: ChangeSubject): Snapshot {
  const { project, environment, feature, action } = subject;
  const row = db.cached<[string, string], { archived_at: string | null }>('SELECT archived_at FROM features WHERE name = ? AND project = ?').get(feature, project);
  if (!row) return { kind: 'missing', reason: `"${feature}" no longer exists in project "${project}".` };
  if (row.archived_at !== null) return { kind: 'missing', reason: `"${feature}" was archived.` };
  const environmentRow = db.cached<[string, string], { enabled: number; variants: string }>(
    'SELECT enabled, variants FROM feature_environments WHERE feature = ? AND environment = ?',
  ).get(feature, environment);
  switch (action) {
    case 'updateEnabled':
      return { kind: 'state', value: { enabled: environmentRow?.enabled === 1 } };
    case 'patchVariant':
      return { kind: 'state', value: { variants: environmentRow ? readVariants(environmentRow.variants) : [] } };
    case 'updateStrategy':
    case 'deleteStrategy': {
      const id = strategyIdOf(subject.payload) ?? '';
      try {
        return { kind: 'state', value: readStrategy(db, feature, environment, id) };
      } catch (error) {
        if (error instanceof NotFound) {
          return { kind: 'missing', reason: `The strategy "${id}" of "${feature}" in ${environment} was deleted.` };
        }
        throw error;
      }
    }
    case 'reorderStrategy':
      return { kind: 'state', value: readStrategies(db, feature, environment) };
    case 'addDependency':
    case 'deleteDependency':
      return { kind: 'state', value: readDependencies(db, feature) };
    default:
      // A flag archived meanwhile is "missing" above; archiving replaces nothing else.
      return { kind: 'none' };
  }
}

/** JSON with keys in order, so two equal states compare equal whatever order they were written in. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) return inner;
    return Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  });
}

function strategyLabel(snapshot: unknown): string {
  const strategy = strategySchema.safeParse(snapshot);
  if (!strategy.success) return 'The strategy';
  return `The strategy "${strategy.data.title || strategy.data.name}"`;
}

/**
 * Why the change can no longer apply as it was made, or undefined. A change without a snapshot
 * (made before snapshots were kept) is trusted as it stands.
 */
export function conflictOf(subject: ChangeSubject, kept: unknown, now: Snapshot): string | undefined {
  if (now.kind === 'missing') return now.reason;
  if (now.kind === 'none' || kept === null || kept === undefined) return undefined;
  if (stableJson(kept) === stableJson(now.value)) return undefined;
  const { feature, environment } = subject;
  switch (subject.action) {
    case 'updateEnabled':
      return `"${feature}" was switched in ${environment} after this change was made.`;
    case 'patchVariant':
      return `The variants of "${feature}" in ${environment} were changed after this change was made.`;
    case 'reorderStrategy':
      return `The strategies of "${feature}" in ${environment} were changed after this new order was proposed.`;
    case 'addDependency':
    case 'deleteDependency':
      return `The dependencies of "${feature}" were changed after this change was made.`;
    default:
      return `${strategyLabel(kept)} of "${feature}" in ${environment} was edited after this change was made.`;
  }
}
