import { randomUUID } from 'node:crypto';
import type { LifecycleStage } from '../../contract/feature';
import { NotFound } from '../domain/errors';
import { defaultStrategyOf } from './defaultStrategies';
import { recordEvent, recordFeatureEvent, type EventAuthor } from './events';
import { archiveFeatures, requireNameFree } from './featureArchive';
import { projectEnvironments, type ProjectEnvironment } from './environments';
import type { FeatureRow } from './featureRead';
import { isoNow } from './json';
import type { Db } from './openDatabase';
import { readStrategyRecord } from './strategies';
import { writeTransaction } from './writeTransaction';

/** The feature of a project; 404 naming it when it does not exist or is archived. */
export function requireFeature(db: Db, project: string, feature: string, options: { archivedToo?: boolean } = {}): FeatureRow {
  const row = db.cached<[string, string], FeatureRow>('SELECT * FROM features WHERE name = ? AND project = ?').get(feature, project);
  if (!row) throw new NotFound(`Feature "${feature}" does not exist in project "${project}".`);
  if (row.archived_at !== null && !options.archivedToo) throw new NotFound(`Feature "${feature}" in project "${project}" is archived.`);
  return row;
}

export interface NewFeature {
  name: string;
  type?: string | undefined;
  description?: string | null | undefined;
  impressionData?: boolean | undefined;
  stale?: boolean | undefined;
  favorite?: boolean | undefined;
  createdAt?: string | undefined;
}

export function createFeature(db: Db, by: EventAuthor, project: string, feature: NewFeature): void {
  const createdAt = feature.createdAt ?? by.at ?? isoNow();
  writeTransaction(db, () => {
    requireNameFree(db, feature.name);
    db.cached(
      `INSERT INTO features (name, project, type, description, impression_data, stale, favorite, created_at, lifecycle_stage, lifecycle_entered_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'initial', ?)`,
    ).run(
      feature.name, project, feature.type ?? 'release', feature.description ?? null,
      feature.impressionData ? 1 : 0, feature.stale ? 1 : 0, feature.favorite ? 1 : 0, createdAt, createdAt,
    );
    const insertEnvironment = db.cached('INSERT INTO feature_environments (feature, environment) VALUES (?, ?)');
    for (const environment of projectEnvironments(db, project)) insertEnvironment.run(feature.name, environment.name);
    recordEvent(db, by, {
      type: 'feature-created', featureName: feature.name, project,
      data: {
        name: feature.name, project, type: feature.type ?? 'release', description: feature.description ?? null,
        impressionData: feature.impressionData ?? false, stale: feature.stale ?? false,
      },
    });
  });
}

/** As in Unleash, a parent cannot be archived while a child still depends on it. */
export function archiveFeature(db: Db, by: EventAuthor, feature: string): void {
  archiveFeatures(db, by, [feature]);
}

/** Strategies live on the feature_environments row; make sure it exists before writing to it. */
export function ensureFeatureEnvironment(db: Db, feature: string, environment: string): void {
  db.cached('INSERT OR IGNORE INTO feature_environments (feature, environment) VALUES (?, ?)').run(feature, environment);
}

/**
 * Switches a feature in one environment. Switching on where no strategy is enabled adds a 100%
 * flexibleRollout, as Unleash does, so "on" means on for everyone; or, with
 * `activateDisabledStrategies` (Unleash's shouldActivateDisabledStrategies), enables the disabled
 * strategies instead.
 */
export function setFeatureEnabled(
  db: Db, by: EventAuthor, feature: string, environment: ProjectEnvironment, enabled: boolean, { activateDisabledStrategies = false } = {},
): void {
  writeTransaction(db, () => {
    ensureFeatureEnvironment(db, feature, environment.name);
    const was = db.cached<[string, string], { enabled: number }>('SELECT enabled FROM feature_environments WHERE feature = ? AND environment = ?')
      .get(feature, environment.name)?.enabled === 1;
    db.cached('UPDATE feature_environments SET enabled = ? WHERE feature = ? AND environment = ?').run(enabled ? 1 : 0, feature, environment.name);
    if (enabled) switchOnStrategies(db, by, feature, environment.name, activateDisabledStrategies);
    if (was !== enabled) {
      recordFeatureEvent(db, by, feature, {
        type: enabled ? 'feature-environment-enabled' : 'feature-environment-disabled',
        environment: environment.name, data: { enabled }, preData: { enabled: was },
      });
    }
    if (enabled) advanceLifecycle(db, feature, environment, by.at ?? isoNow());
  });
}

/**
 * What switching on does to the strategies, each recorded as its own event, as Unleash records
 * them: the disabled strategies enabled (with `activateDisabledStrategies`), or a 100%
 * flexibleRollout added where no strategy would be enabled.
 */
function switchOnStrategies(db: Db, by: EventAuthor, feature: string, environment: string, activateDisabledStrategies: boolean): void {
  const strategies = db.cached<[string, string], { id: string; disabled: number }>('SELECT id, disabled FROM strategies WHERE feature = ? AND environment = ?')
    .all(feature, environment);
  const disabled = strategies.filter((strategy) => strategy.disabled === 1);
  if (activateDisabledStrategies) {
    for (const { id } of disabled) {
      const preData = readStrategyRecord(db, feature, environment, id);
      db.cached('UPDATE strategies SET disabled = 0 WHERE id = ?').run(id);
      recordFeatureEvent(db, by, feature, { type: 'feature-strategy-update', environment, preData, data: readStrategyRecord(db, feature, environment, id) });
    }
  }
  if (strategies.length === 0 || (disabled.length === strategies.length && !activateDisabledStrategies)) {
    const id = randomUUID();
    const project = db.cached<[string], { project: string }>('SELECT project FROM features WHERE name = ?').get(feature)?.project ?? '';
    const preset = defaultStrategyOf(db, project, environment);
    // As Unleash: the project's default for the environment, grouped by the flag unless it names a group.
    const parameters = preset ? { ...preset.parameters, groupId: preset.parameters.groupId || feature } : { rollout: '100', stickiness: 'default', groupId: feature };
    db.cached(
      `INSERT INTO strategies (id, feature, environment, name, title, constraints, parameters, variants, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id, feature, environment, preset?.name ?? 'flexibleRollout', preset?.title ?? null, JSON.stringify(preset?.constraints ?? []),
      JSON.stringify(parameters), JSON.stringify(preset?.variants ?? []), by.at ?? isoNow(),
    );
    // Segments deleted since the default was set are left out.
    db.cached('INSERT INTO strategy_segments (strategy_id, segment_id) SELECT ?, id FROM segments WHERE id IN (SELECT value FROM json_each(?))')
      .run(id, JSON.stringify(preset?.segments ?? []));
    recordFeatureEvent(db, by, feature, { type: 'feature-strategy-add', environment, data: readStrategyRecord(db, feature, environment, id) });
  }
}

/**
 * Unleash's lifecycle: a flag first enabled outside production is "pre-live"; enabled in a
 * production environment it is "live". Later stages are set by people, never moved back here.
 */
function advanceLifecycle(db: Db, feature: string, environment: ProjectEnvironment, at: string): void {
  const next = environment.type === 'production' ? 'live' : 'pre-live';
  const from = next === 'live' ? "('initial', 'pre-live')" : "('initial')";
  db.cached(`UPDATE features SET lifecycle_stage = ?, lifecycle_entered_at = ? WHERE name = ? AND lifecycle_stage IN ${from}`)
    .run(next, at, feature);
}

export function setLifecycleStage(db: Db, feature: string, stage: LifecycleStage, at: string): void {
  db.cached('UPDATE features SET lifecycle_stage = ?, lifecycle_entered_at = ? WHERE name = ?').run(stage, at, feature);
}

/** When metrics last saw the feature in an environment (the demo sets it; metrics ingestion is not built). */
export function setLastSeen(db: Db, feature: string, environment: string, at: string): void {
  ensureFeatureEnvironment(db, feature, environment);
  db.cached('UPDATE feature_environments SET last_seen_at = ? WHERE feature = ? AND environment = ?').run(at, feature, environment);
}
