import { z } from 'zod';
import {
  dependencySchema, lifecycleStages,
  type Dependency, type Feature, type FeatureEnvironment, type Strategy, type Tag,
} from '../../contract/feature';
import { projectEnvironments, type ProjectEnvironment } from './environments';
import { readJson } from './json';
import { featureLinks } from './featureLinks';
import type { Db } from './openDatabase';
import { readVariants, segmentsByStrategy, toStrategy, type StrategyRow } from './strategyRows';

/**
 * Reads features in Unleash's admin shape. A whole project is read with one query per table
 * (not one per flag), so a list of 10,000 flags in 4 environments stays fast.
 */
export type FeatureScope = { project: string; archived: boolean } | { project: string; feature: string };

export interface FeatureRow {
  name: string;
  project: string;
  type: string;
  description: string | null;
  stale: number;
  favorite: number;
  impression_data: number;
  created_at: string;
  archived_at: string | null;
  lifecycle_stage: string;
  lifecycle_entered_at: string;
  /** Kept or discarded, for a completed flag. */
  lifecycle_status: string | null;
}

/** A flag's state in one environment, with the counts of its strategies there. */
interface FeatureEnvironmentRow {
  feature: string;
  environment: string;
  enabled: number;
  variants: string;
  variant_count: number;
  last_seen_at: string | null;
  strategy_count: number;
  enabled_strategy_count: number;
}

const storedDependencyVariants = z.array(z.string());
const lifecycleStage = z.enum(lifecycleStages);

function where(scope: FeatureScope): { sql: string; params: Record<string, string> } {
  if ('feature' in scope) return { sql: 'f.project = @project AND f.name = @feature', params: scope };
  return {
    sql: `f.project = @project AND f.archived_at IS ${scope.archived ? 'NOT NULL' : 'NULL'}`,
    params: { project: scope.project },
  };
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** Rows by feature, then by environment: no key strings built per row (40,000 for 10,000 flags). */
function byFeatureAndEnvironment<T extends { feature: string; environment: string }>(rows: T[]): Map<string, Map<string, T>> {
  const map = new Map<string, Map<string, T>>();
  for (const row of rows) {
    let environments = map.get(row.feature);
    if (!environments) map.set(row.feature, (environments = new Map()));
    environments.set(row.environment, row);
  }
  return map;
}

/** `environment`: that environment of each flag alone (an export reads one), its states and strategies read for it only. */
export function readFeatures(db: Db, scope: FeatureScope, options: { withStrategies: boolean; environment?: string }): Feature[] {
  const { sql, params } = where(scope);
  const one = options.environment;
  // The flags, their tags and dependencies are chosen by the scope alone; their states and strategies, by the environment too.
  const inEnvironment = (alias: string) => (one === undefined ? { sql, params } : { sql: `${sql} AND ${alias}.environment = @environment`, params: { ...params, environment: one } });
  const features = db.cached<[Record<string, string>], FeatureRow>(`SELECT f.* FROM features f WHERE ${sql} ORDER BY f.name`).all(params);
  if (features.length === 0) return [];
  const environments = projectEnvironments(db, scope.project).filter((environment) => one === undefined || environment.name === one);

  // One pass over the states with their strategy counts beside them (a left join, grouped).
  const stateRows = inEnvironment('fe');
  const states = byFeatureAndEnvironment(
    db.cached<[Record<string, string>], FeatureEnvironmentRow>(
      `SELECT fe.feature, fe.environment, fe.enabled, fe.last_seen_at, json_array_length(fe.variants) AS variant_count,
         ${options.withStrategies ? 'fe.variants' : "'[]'"} AS variants,
         COUNT(s.id) AS strategy_count, COALESCE(SUM(s.disabled = 0), 0) AS enabled_strategy_count
       FROM features f
       JOIN feature_environments fe ON fe.feature = f.name
       LEFT JOIN strategies s ON s.feature = fe.feature AND s.environment = fe.environment
       WHERE ${stateRows.sql} GROUP BY fe.feature, fe.environment`,
    ).all(stateRows.params),
  );
  const tags = groupBy(
    db.cached<[Record<string, string>], Tag & { feature: string }>(
      `SELECT t.feature, t.type, t.value FROM tags t JOIN features f ON f.name = t.feature WHERE ${sql} ORDER BY t.type, t.value`,
    ).all(params),
    (row) => row.feature,
  );
  const parents = groupBy(
    db.cached<[Record<string, string>], { child: string; parent: string; enabled: number; variants: string }>(
      `SELECT d.child, d.parent, d.enabled, d.variants FROM dependencies d JOIN features f ON f.name = d.child WHERE ${sql} ORDER BY d.parent`,
    ).all(params),
    (row) => row.child,
  );
  const children = groupBy(
    db.cached<[Record<string, string>], { child: string; parent: string }>(
      `SELECT d.child, d.parent FROM dependencies d JOIN features f ON f.name = d.parent WHERE ${sql} ORDER BY d.child`,
    ).all(params),
    (row) => row.parent,
  );
  const strategyRows = inEnvironment('s');
  const strategies = options.withStrategies ? readStrategies(db, strategyRows.sql, strategyRows.params) : undefined;

  return features.map((row) => {
    const featureStates = states.get(row.name);
    const featureStrategies = strategies?.get(row.name);
    const environmentEntries = environments.map((environment) =>
      toFeatureEnvironment(row.name, environment, featureStates?.get(environment.name), strategies && (featureStrategies?.get(environment.name) ?? [])),
    );
    return toFeature(row, {
      environments: environmentEntries,
      tags: (tags.get(row.name) ?? []).map(({ type, value }) => ({ type, value })),
      dependencies: (parents.get(row.name) ?? []).map(toDependency),
      children: (children.get(row.name) ?? []).map((d) => d.child),
    });
  });
}

function readStrategies(db: Db, sql: string, params: Record<string, string>): Map<string, Map<string, Strategy[]>> {
  const segments = segmentsByStrategy(
    db.cached<[Record<string, string>], { strategy_id: string; segment_id: number }>(
      `SELECT ss.strategy_id, ss.segment_id FROM strategy_segments ss
       JOIN strategies s ON s.id = ss.strategy_id JOIN features f ON f.name = s.feature WHERE ${sql} ORDER BY ss.segment_id`,
    ).all(params),
  );
  const rows = db.cached<[Record<string, string>], StrategyRow>(
    `SELECT s.* FROM strategies s JOIN features f ON f.name = s.feature WHERE ${sql} ORDER BY s.sort_order, s.created_at, s.id`,
  ).all(params);
  const map = new Map<string, Map<string, Strategy[]>>();
  for (const row of rows) {
    let environments = map.get(row.feature);
    if (!environments) map.set(row.feature, (environments = new Map()));
    const list = environments.get(row.environment);
    const strategy = toStrategy(row, segments.get(row.id) ?? []);
    if (list) list.push(strategy);
    else environments.set(row.environment, [strategy]);
  }
  return map;
}

function toFeatureEnvironment(
  featureName: string,
  environment: ProjectEnvironment,
  state: FeatureEnvironmentRow | undefined,
  strategies: Strategy[] | undefined,
): FeatureEnvironment {
  const entry: FeatureEnvironment = {
    name: environment.name,
    featureName,
    environment: environment.name,
    type: environment.type,
    enabled: state?.enabled === 1,
    sortOrder: environment.sortOrder,
    variantCount: state?.variant_count ?? 0,
    lastSeenAt: state?.last_seen_at ?? null,
    hasStrategies: (state?.strategy_count ?? 0) > 0,
    hasEnabledStrategies: (state?.enabled_strategy_count ?? 0) > 0,
  };
  if (strategies) {
    entry.strategies = strategies;
    entry.variants = state ? readVariants(state.variants) : [];
  }
  return entry;
}

function toDependency(row: { parent: string; enabled: number; variants: string }): Dependency {
  const variants = readJson(storedDependencyVariants, row.variants);
  return dependencySchema.parse({ feature: row.parent, enabled: row.enabled === 1, ...(variants.length ? { variants } : {}) });
}

function toFeature(
  row: FeatureRow,
  related: { environments: FeatureEnvironment[]; tags: Tag[]; dependencies: Dependency[]; children: string[] },
): Feature {
  return {
    name: row.name,
    type: row.type,
    description: row.description,
    project: row.project,
    archived: row.archived_at !== null,
    archivedAt: row.archived_at,
    createdAt: row.created_at,
    stale: row.stale === 1,
    favorite: row.favorite === 1,
    impressionData: row.impression_data === 1,
    lifecycle: {
      stage: lifecycleStage.parse(row.lifecycle_stage),
      ...(row.lifecycle_stage === 'completed' && row.lifecycle_status !== null ? { status: row.lifecycle_status } : {}),
      enteredStageAt: row.lifecycle_entered_at,
    },
    environments: related.environments,
    tags: related.tags,
    dependencies: related.dependencies,
    children: related.children,
  };
}

export function listFeatures(db: Db, project: string, archived: boolean): Feature[] {
  return readFeatures(db, { project, archived }, { withStrategies: false });
}

/** One feature with its strategies and variants per environment, or undefined. */
export function readFeature(db: Db, project: string, feature: string): Feature | undefined {
  const found = readFeatures(db, { project, feature }, { withStrategies: true })[0];
  return found && { ...found, links: featureLinks(db, feature) };
}
