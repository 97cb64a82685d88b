import { randomUUID } from 'node:crypto';
import type { LifecycleStage } from '../../contract/feature';
import { NotFound } from '../domain/errors';
import { archiveFeatures, requireNameFree } from './featureArchive';
import { projectEnvironments, type ProjectEnvironment } from './environments';
import type { FeatureRow } from './featureRead';
import { isoNow } from './json';
import type { Db } from './openDatabase';
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

export function createFeature(db: Db, project: string, feature: NewFeature): void {
  const createdAt = feature.createdAt ?? isoNow();
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
  });
}

/** As in Unleash, a parent cannot be archived while a child still depends on it. */
export function archiveFeature(db: Db, feature: string, at = isoNow()): void {
  archiveFeatures(db, [feature], at);
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
  db: Db, feature: string, environment: ProjectEnvironment, enabled: boolean, { activateDisabledStrategies = false } = {},
): void {
  writeTransaction(db, () => {
    ensureFeatureEnvironment(db, feature, environment.name);
    db.cached('UPDATE feature_environments SET enabled = ? WHERE feature = ? AND environment = ?').run(enabled ? 1 : 0, feature, environment.name);
    if (!enabled) return;
    const counts = db.cached<[string, string], { total: number; disabled: number }>(
      'SELECT COUNT(*) AS total, COALESCE(SUM(disabled), 0) AS disabled FROM strategies WHERE feature = ? AND environment = ?',
    ).get(feature, environment.name);
    const total = counts?.total ?? 0;
    const disabled = counts?.disabled ?? 0;
    if (activateDisabledStrategies && disabled > 0) {
      db.cached('UPDATE strategies SET disabled = 0 WHERE feature = ? AND environment = ? AND disabled = 1').run(feature, environment.name);
    }
    if (total === 0 || (disabled === total && !activateDisabledStrategies)) {
      db.cached(
        `INSERT INTO strategies (id, feature, environment, name, parameters, created_at) VALUES (?, ?, ?, 'flexibleRollout', ?, ?)`,
      ).run(randomUUID(), feature, environment.name, JSON.stringify({ rollout: '100', stickiness: 'default', groupId: feature }), isoNow());
    }
    advanceLifecycle(db, feature, environment);
  });
}

/**
 * Unleash's lifecycle: a flag first enabled outside production is "pre-live"; enabled in a
 * production environment it is "live". Later stages are set by people, never moved back here.
 */
function advanceLifecycle(db: Db, feature: string, environment: ProjectEnvironment): void {
  const next = environment.type === 'production' ? 'live' : 'pre-live';
  const from = next === 'live' ? "('initial', 'pre-live')" : "('initial')";
  db.cached(`UPDATE features SET lifecycle_stage = ?, lifecycle_entered_at = ? WHERE name = ? AND lifecycle_stage IN ${from}`)
    .run(next, isoNow(), feature);
}

export function setLifecycleStage(db: Db, feature: string, stage: LifecycleStage, at: string): void {
  db.cached('UPDATE features SET lifecycle_stage = ?, lifecycle_entered_at = ? WHERE name = ?').run(stage, at, feature);
}

/** When metrics last saw the feature in an environment (the demo sets it; metrics ingestion is not built). */
export function setLastSeen(db: Db, feature: string, environment: string, at: string): void {
  ensureFeatureEnvironment(db, feature, environment);
  db.cached('UPDATE feature_environments SET last_seen_at = ? WHERE feature = ? AND environment = ?').run(at, feature, environment);
}
