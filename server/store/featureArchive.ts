import { BadData, Conflict, NotFound } from '../domain/errors';
import { recordFeatureEvent, type EventAuthor } from './events';
import { readFlagRecord } from './flagRecord';
import { isoNow } from './json';
import type { Db } from './openDatabase';
import { writeTransaction } from './writeTransaction';

/*
 * A flag's way into the archive and out of it. The archive keeps a name taken, so a name is free
 * only when no flag, archived or not, holds it (Unleash's names are unique in the instance).
 */

/** 409 NameExistsError where a flag, in any project or in the archive, already has the name. */
export function requireNameFree(db: Db, name: string): void {
  const taken = db.cached<[string], { project: string; archived_at: string | null }>('SELECT project, archived_at FROM features WHERE name = ?').get(name);
  if (!taken) return;
  const where = taken.archived_at ? 'in the archive' : `in project "${taken.project}"`;
  throw new Conflict(`A feature named "${name}" already exists ${where}; feature names are unique in the instance.`);
}

const listed = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ');

/** The flags of `features` that are in the project and archived (or not), 400 naming the field for any other. */
export function requireFeaturesIn(db: Db, project: string, features: readonly string[], archived: boolean): void {
  const read = db.cached<[string, string], { archived_at: string | null }>('SELECT archived_at FROM features WHERE name = ? AND project = ?');
  const elsewhere = features.filter((name) => !read.get(name, project));
  if (elsewhere.length > 0) {
    throw new BadData(`These flags are not in project "${project}": ${listed(elsewhere)}.`, [{ message: `not in project "${project}": ${listed(elsewhere)}`, path: 'features' }]);
  }
  const wrong = features.filter((name) => (read.get(name, project)?.archived_at !== null) !== archived);
  if (wrong.length > 0) {
    const message = archived ? `only archived flags can be revived or deleted; not archived: ${listed(wrong)}` : `already archived: ${listed(wrong)}`;
    throw new BadData(`The flags cannot be changed: ${message}.`, [{ message, path: 'features' }]);
  }
}

/** As in Unleash, a parent cannot be archived while a child outside the same archiving still depends on it. */
export function archiveFeatures(db: Db, by: EventAuthor, features: readonly string[]): void {
  const at = by.at ?? isoNow();
  writeTransaction(db, () => {
    requireNoChildrenLeft(db, features);
    const archive = db.cached(`UPDATE features SET archived_at = ?, lifecycle_stage = 'archived', lifecycle_entered_at = ? WHERE name = ?`);
    for (const feature of features) {
      archive.run(at, at, feature);
      recordFeatureEvent(db, by, feature, { type: 'feature-archived', preData: { archived: false }, data: { archived: true } });
    }
  });
}

/** Archiving `features` would leave no flag depending on an archived one (a change request checks it when the change is added too). */
export function requireNoChildrenLeft(db: Db, features: readonly string[]): void {
  const batch = new Set(features);
  const childrenOf = db.cached<[string], { child: string }>(
    'SELECT d.child FROM dependencies d JOIN features f ON f.name = d.child WHERE d.parent = ? AND f.archived_at IS NULL ORDER BY d.child',
  );
  for (const feature of features) {
    const children = childrenOf.all(feature).map((row) => row.child).filter((child) => !batch.has(child));
    if (children.length > 0) {
      throw new BadData(`Feature "${feature}" cannot be archived while ${listed(children)} depend on it.`);
    }
  }
}

/**
 * Unleash revives a flag switched off in every environment, so a revival never changes what an
 * SDK is served; its lifecycle starts again.
 */
export function reviveFeatures(db: Db, by: EventAuthor, features: readonly string[]): void {
  const at = by.at ?? isoNow();
  writeTransaction(db, () => {
    const revive = db.cached(`UPDATE features SET archived_at = NULL, lifecycle_stage = 'initial', lifecycle_entered_at = ? WHERE name = ?`);
    const enabledIn = db.cached<[string], { environment: string }>('SELECT environment FROM feature_environments WHERE feature = ? AND enabled = 1 ORDER BY environment');
    const switchOff = db.cached('UPDATE feature_environments SET enabled = 0 WHERE feature = ?');
    for (const feature of features) {
      const wasOn = enabledIn.all(feature);
      revive.run(at, feature);
      switchOff.run(feature);
      recordFeatureEvent(db, by, feature, { type: 'feature-revived', preData: { archived: true }, data: { archived: false } });
      for (const { environment } of wasOn) {
        recordFeatureEvent(db, by, feature, { type: 'feature-environment-disabled', environment, preData: { enabled: true }, data: { enabled: false } });
      }
    }
  });
}

/**
 * Deletes archived flags for good, with everything that hangs on them; the name is free again.
 * The event keeps the whole flag as it was, and each flag that depended on it loses that
 * dependency by an event of its own.
 */
export function deleteFeatures(db: Db, by: EventAuthor, features: readonly string[]): void {
  writeTransaction(db, () => {
    const remove = db.cached('DELETE FROM features WHERE name = ? AND archived_at IS NOT NULL');
    const dependents = db.cached<[string], { child: string; enabled: number; variants: string }>('SELECT child, enabled, variants FROM dependencies WHERE parent = ? ORDER BY child');
    for (const feature of features) {
      const record = readFlagRecord(db, feature);
      if (!record) continue;
      for (const child of dependents.all(feature)) {
        const preData = readFlagRecord(db, child.child)?.dependencies.find((dependency) => dependency.feature === feature);
        recordFeatureEvent(db, by, child.child, { type: 'feature-dependency-removed', preData: preData ?? { feature } });
      }
      recordFeatureEvent(db, by, feature, { type: 'feature-deleted', preData: record });
      remove.run(feature);
    }
  });
}

/** The project of an archived flag; 404 when the archive has no flag of that name. */
export function archivedFeatureProject(db: Db, featureName: string): string {
  const row = db.cached<[string], { project: string }>('SELECT project FROM features WHERE name = ? AND archived_at IS NOT NULL').get(featureName);
  if (!row) throw new NotFound(`The archive has no feature "${featureName}".`);
  return row.project;
}
