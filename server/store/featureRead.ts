import { z } from 'zod';
import {
  dependencySchema, lifecycleStages,
  type Dependency, type Feature, type FeatureEnvironment, type Strategy, type Tag,
} from '../../src/api/contract/feature';
import { projectEnvironments, type ProjectEnvironment } from './environments';
import { readJson } from './json';
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
}

interface FeatureEnvironmentRow { feature: string; environment: string; enabled: number; variants: string; variant_count: number; last_seen_at: string | null }
interface StrategyCountRow { feature: string; environment: string; total: number; enabled: number }

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

export function readFeatures(db: Db, scope: FeatureScope, options: { withStrategies: boolean }): Feature[] {
  const { sql, params } = where(scope);
  const features = db.prepare<[Record<string, string>], FeatureRow>(`SELECT f.* FROM features f WHERE ${sql} ORDER BY f.name`).all(params);
  if (features.length === 0) return [];
  const environments = projectEnvironments(db, scope.project);

  const featureEnvironments = groupBy(
    db.prepare<[Record<string, string>], FeatureEnvironmentRow>(
      `SELECT fe.feature, fe.environment, fe.enabled, fe.last_seen_at, json_array_length(fe.variants) AS variant_count,
         ${options.withStrategies ? 'fe.variants' : "'[]'"} AS variants
       FROM feature_environments fe JOIN features f ON f.name = fe.feature WHERE ${sql}`,
    ).all(params),
    (row) => `${row.feature}\u0000${row.environment}`,
  );
  const strategyCounts = groupBy(
    db.prepare<[Record<string, string>], StrategyCountRow>(
      `SELECT s.feature, s.environment, COUNT(*) AS total, SUM(s.disabled = 0) AS enabled
       FROM strategies s JOIN features f ON f.name = s.feature WHERE ${sql} GROUP BY s.feature, s.environment`,
    ).all(params),
    (row) => `${row.feature}\u0000${row.environment}`,
  );
  const tags = groupBy(
    db.prepare<[Record<string, string>], Tag & { feature: string }>(
      `SELECT t.feature, t.type, t.value FROM tags t JOIN features f ON f.name = t.feature WHERE ${sql} ORDER BY t.type, t.value`,
    ).all(params),
    (row) => row.feature,
  );
  const parents = groupBy(
    db.prepare<[Record<string, string>], { child: string; parent: string; enabled: number; variants: string }>(
      `SELECT d.child, d.parent, d.enabled, d.variants FROM dependencies d JOIN features f ON f.name = d.child WHERE ${sql} ORDER BY d.parent`,
    ).all(params),
    (row) => row.child,
  );
  const children = groupBy(
    db.prepare<[Record<string, string>], { child: string; parent: string }>(
      `SELECT d.child, d.parent FROM dependencies d JOIN features f ON f.name = d.parent WHERE ${sql} ORDER BY d.child`,
    ).all(params),
    (row) => row.parent,
  );
  const strategies = options.withStrategies ? readStrategies(db, sql, params) : new Map<string, Strategy[]>();

  return features.map((row) => {
    const environmentEntries = environments.map((environment) =>
      toFeatureEnvironment(row.name, environment, {
        state: featureEnvironments.get(`${row.name}\u0000${environment.name}`)?.[0],
        counts: strategyCounts.get(`${row.name}\u0000${environment.name}`)?.[0],
        strategies: options.withStrategies ? strategies.get(`${row.name}\u0000${environment.name}`) ?? [] : undefined,
      }),
    );
    return toFeature(row, {
      environments: environmentEntries,
      tags: (tags.get(row.name) ?? []).map(({ type, value }) => ({ type, value })),
      dependencies: (parents.get(row.name) ?? []).map(toDependency),
      children: (children.get(row.name) ?? []).map((d) => d.child),
    });
  });
}

function readStrategies(db: Db, sql: string, params: Record<string, string>): Map<string, Strategy[]> {
  const segments = segmentsByStrategy(
    db.prepare<[Record<string, string>], { strategy_id: string; segment_id: number }>(
      `SELECT ss.strategy_id, ss.segment_id FROM strategy_segments ss
       JOIN strategies s ON s.id = ss.strategy_id JOIN features f ON f.name = s.feature WHERE ${sql} ORDER BY ss.segment_id`,
    ).all(params),
  );
  const rows = db.prepare<[Record<string, string>], StrategyRow>(
    `SELECT s.* FROM strategies s JOIN features f ON f.name = s.feature WHERE ${sql} ORDER BY s.sort_order, s.created_at, s.id`,
  ).all(params);
  const map = new Map<string, Strategy[]>();
  for (const row of rows) {
    const key = `${row.feature}\u0000${row.environment}`;
    const list = map.get(key) ?? [];
    list.push(toStrategy(row, segments.get(row.id) ?? []));
    map.set(key, list);
  }
  return map;
}

function toFeatureEnvironment(
  featureName: string,
  environment: ProjectEnvironment,
  found: { state: FeatureEnvironmentRow | undefined; counts: StrategyCountRow | undefined; strategies: Strategy[] | undefined },
): FeatureEnvironment {
  const entry: FeatureEnvironment = {
    name: environment.name,
    featureName,
    environment: environment.name,
    type: environment.type,
    enabled: found.state?.enabled === 1,
    sortOrder: environment.sortOrder,
    variantCount: found.state?.variant_count ?? 0,
    lastSeenAt: found.state?.last_seen_at ?? null,
    hasStrategies: (found.counts?.total ?? 0) > 0,
    hasEnabledStrategies: (found.counts?.enabled ?? 0) > 0,
  };
  if (found.strategies) {
    entry.strategies = found.strategies;
    entry.variants = found.state ? readVariants(found.state.variants) : [];
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
    lifecycle: { stage: lifecycleStage.parse(row.lifecycle_stage), enteredStageAt: row.lifecycle_entered_at },
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
  return readFeatures(db, { project, feature }, { withStrategies: true })[0];
}
