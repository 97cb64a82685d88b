import { randomUUID } from 'node:crypto';
import type { ClientFeature, ClientFeatures, ClientStrategy, Dependency } from '../../contract';
import { recordEvent, systemAuthor } from '../store/events';
import type { Db } from '../store/openDatabase';
import { danglingSegmentId, writeAllowingDanglingReferences } from './danglingReferences';
import { ImportError } from './importError';
import { importSegments } from './importSegments';

/*
 * Loads a client-features document into one project and environment, in one transaction: the
 * project's flags in that environment become exactly the file's (flags of the project that the
 * file does not list are switched off there, without strategies or variants). Configuration is
 * kept as given: strategy names, operators, value lists, variant weights and their order. The
 * project, the environment and their link are created when missing.
 */

export interface ImportTarget {
  project: string;
  environment: string;
}

export interface ImportSummary extends ImportTarget {
  flags: number;
  createdFlags: number;
  clearedFlags: number;
  segments: { created: number; reused: number; updated: number };
  /** References the file makes to segments or parents it does not define, kept missing. */
  danglingReferences: string[];
  createdProject: boolean;
  createdEnvironment: boolean;
}

export function importClientFeatures(db: Db, config: ClientFeatures, target: ImportTarget): ImportSummary {
  const dependencies = new Map(config.features.map((feature) => [feature.name, uniqueDependencies(feature)]));
  const inFile = new Set(config.features.map((feature) => feature.name));
  const now = new Date().toISOString();
  return writeAllowingDanglingReferences(db, () => {
    // Prepared once per import, not once per row: a 10,000-flag file runs each a few thousand times.
    const sql = importStatements(db);
    const created = ensureTarget(db, target, now);
    refuseFlagsOfOtherProjects(sql, config, target.project);
    const clearedFlags = clearEnvironment(db, config, target);
    const segments = importSegments(db, config.segments ?? [], target.project, now);
    const definedSegments = new Set((config.segments ?? []).map((segment) => segment.id));
    const danglingReferences: string[] = [];
    let createdFlags = 0;

    for (const feature of config.features) {
      if (writeFeature(sql, feature, target, now)) createdFlags++;
      feature.strategies.forEach((strategy, index) => {
        const id = writeStrategy(sql, feature.name, strategy, index, target.environment, now);
        for (const segment of strategy.segments ?? []) {
          if (!definedSegments.has(segment)) danglingReferences.push(`segment ${segment} of a strategy of "${feature.name}"`);
          const stored = segments.ids.get(segment) ?? danglingSegmentId(segment);
          sql.insertStrategySegment.run(id, stored);
        }
      });
      sql.deleteDependencies.run(feature.name);
      for (const dependency of dependencies.get(feature.name) ?? []) {
        if (!inFile.has(dependency.feature) && !sql.featureExists.get(dependency.feature)) {
          danglingReferences.push(`parent "${dependency.feature}" of "${feature.name}"`);
        }
        sql.insertDependency.run(feature.name, dependency.feature, dependency.enabled === false ? 0 : 1, JSON.stringify(dependency.variants ?? []));
      }
    }
    const { created: createdSegments, reused, updated } = segments;
    // One event for the whole import: it replaces the environment's configuration of the project
    // as a file says, which the event log does not hold flag by flag, so History names it and a
    // rebuild of the past stops at it (`history/`).
    recordEvent(db, { ...systemAuthor, at: now }, {
      type: 'features-imported', project: target.project, environment: target.environment,
      data: { flags: config.features.length, createdFlags, clearedFlags, segments: { created: createdSegments, reused, updated } },
    });
    return {
      ...target, ...created, flags: config.features.length, createdFlags, clearedFlags,
      segments: { created: createdSegments, reused, updated }, danglingReferences,
    };
  });
}

function importStatements(db: Db) {
  return {
    owner: db.prepare<[string], { project: string }>('SELECT project FROM features WHERE name = ?'),
    featureExists: db.prepare<[string], { 1: number }>('SELECT 1 FROM features WHERE name = ?'),
    existingFeature: db.prepare<[string], { type: string; description: string | null }>('SELECT type, description FROM features WHERE name = ?'),
    updateFeature: db.prepare(
      `UPDATE features SET type = ?, description = ?, stale = ?, impression_data = ?, archived_at = NULL,
         lifecycle_stage = CASE WHEN archived_at IS NULL THEN lifecycle_stage ELSE 'initial' END,
         lifecycle_entered_at = CASE WHEN archived_at IS NULL THEN lifecycle_entered_at ELSE ? END
       WHERE name = ?`,
    ),
    insertFeature: db.prepare(
      `INSERT INTO features (name, project, type, description, stale, impression_data, created_at, lifecycle_stage, lifecycle_entered_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'initial', ?)`,
    ),
    insertFeatureEnvironments: db.prepare(
      'INSERT OR IGNORE INTO feature_environments (feature, environment) SELECT ?, environment FROM project_environments WHERE project = ?',
    ),
    setFeatureEnvironment: db.prepare('UPDATE feature_environments SET enabled = ?, variants = ? WHERE feature = ? AND environment = ?'),
    strategyIdTaken: db.prepare<[string], { 1: number }>('SELECT 1 FROM strategies WHERE id = ?'),
    insertStrategy: db.prepare(
      `INSERT INTO strategies (id, feature, environment, name, title, disabled, sort_order, constraints, parameters, variants, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    insertStrategySegment: db.prepare('INSERT OR IGNORE INTO strategy_segments (strategy_id, segment_id) VALUES (?, ?)'),
    deleteDependencies: db.prepare('DELETE FROM dependencies WHERE child = ?'),
    insertDependency: db.prepare('INSERT INTO dependencies (child, parent, enabled, variants) VALUES (?, ?, ?, ?)'),
  };
}
type ImportStatements = ReturnType<typeof importStatements>;

/**
 * Unleash may list the same dependency twice; one copy is kept. Two different conditions on the
 * same parent cannot both be stored (the store keeps one per parent), so such a file is refused.
 */
function uniqueDependencies(feature: ClientFeature): Dependency[] {
  const byParent = new Map<string, Dependency>();
  for (const dependency of feature.dependencies ?? []) {
    const seen = byParent.get(dependency.feature);
    if (seen && JSON.stringify(condition(seen)) !== JSON.stringify(condition(dependency))) {
      throw new ImportError(`the flag "${feature.name}" lists its parent "${dependency.feature}" twice with different conditions`);
    }
    byParent.set(dependency.feature, dependency);
  }
  return [...byParent.values()];
}
const condition = (d: Dependency) => ({ enabled: d.enabled !== false, variants: d.variants ?? [] });

function ensureTarget(db: Db, { project, environment }: ImportTarget, now: string) {
  const createdProject = db.prepare('INSERT OR IGNORE INTO projects (id, name, created_at) VALUES (?, ?, ?)').run(project, project, now).changes > 0;
  const createdEnvironment = db.prepare(
    `INSERT OR IGNORE INTO environments (name, type, sort_order)
     VALUES (?, ?, (SELECT COALESCE(MAX(sort_order), 0) + 100 FROM environments))`,
  ).run(environment, environment === 'production' ? 'production' : 'development').changes > 0;
  db.prepare('INSERT OR IGNORE INTO project_environments (project, environment) VALUES (?, ?)').run(project, environment);
  return { createdProject, createdEnvironment };
}

// Flag names are unique in the whole instance; a flag of another project is not the import's to take.
function refuseFlagsOfOtherProjects(sql: ImportStatements, config: ClientFeatures, project: string): void {
  for (const feature of config.features) {
    const row = sql.owner.get(feature.name);
    if (row && row.project !== project) {
      throw new ImportError(`the flag "${feature.name}" belongs to project "${row.project}"; flag names are unique in the instance, so it cannot be imported into "${project}"`);
    }
  }
}

/** Removes the project's strategies in the environment and switches off the flags the file leaves out. */
function clearEnvironment(db: Db, config: ClientFeatures, { project, environment }: ImportTarget): number {
  const scope = { project, environment, names: JSON.stringify(config.features.map((feature) => feature.name)) };
  // Foreign keys are off during the import, so what ON DELETE CASCADE would remove is removed here.
  db.prepare(
    `DELETE FROM strategy_segments WHERE strategy_id IN (
       SELECT s.id FROM strategies s JOIN features f ON f.name = s.feature WHERE f.project = @project AND s.environment = @environment)`,
  ).run({ project, environment });
  db.prepare('DELETE FROM strategies WHERE environment = @environment AND feature IN (SELECT name FROM features WHERE project = @project)')
    .run({ project, environment });
  return db.prepare(
    `UPDATE feature_environments SET enabled = 0, variants = '[]'
     WHERE environment = @environment
       AND feature IN (SELECT name FROM features WHERE project = @project AND archived_at IS NULL)
       AND feature NOT IN (SELECT value FROM json_each(@names))`,
  ).run(scope).changes;
}

/** Creates or updates the flag (an archived one comes back); true when it was created. */
function writeFeature(sql: ImportStatements, feature: ClientFeature, { project, environment }: ImportTarget, now: string): boolean {
  const existing = sql.existingFeature.get(feature.name);
  const type = feature.type ?? existing?.type ?? 'release';
  const description = feature.description === undefined ? existing?.description ?? null : feature.description;
  if (existing) {
    sql.updateFeature.run(type, description, feature.stale ? 1 : 0, feature.impressionData ? 1 : 0, now, feature.name);
  } else {
    sql.insertFeature.run(feature.name, project, type, description, feature.stale ? 1 : 0, feature.impressionData ? 1 : 0, now, now);
  }
  // Every environment of the project gets its row, as when a flag is created through the API.
  sql.insertFeatureEnvironments.run(feature.name, project);
  sql.setFeatureEnvironment.run(feature.enabled ? 1 : 0, JSON.stringify(feature.variants ?? []), feature.name, environment);
  return existing === undefined;
}

/** Stores a strategy in the file's position (its evaluation order); returns its id. */
function writeStrategy(sql: ImportStatements, feature: string, strategy: ClientStrategy, position: number, environment: string, now: string): string {
  // Strategy ids are unique in the store; the file's id is kept unless another strategy has it.
  const taken = strategy.id !== undefined && sql.strategyIdTaken.get(strategy.id) !== undefined;
  const id = strategy.id !== undefined && !taken ? strategy.id : randomUUID();
  sql.insertStrategy.run(
    id, feature, environment, strategy.name, strategy.title ?? null, strategy.disabled ? 1 : 0, position,
    JSON.stringify(strategy.constraints ?? []), JSON.stringify(strategy.parameters ?? {}), JSON.stringify(strategy.variants ?? []), now,
  );
  return id;
}
