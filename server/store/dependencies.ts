import { z } from 'zod';
import type { Dependency } from '../../contract/feature';
import { BadData, NotFound } from '../domain/errors';
import { recordFeatureEvent, type EventAuthor } from './events';
import { readJson } from './json';
import type { Db } from './openDatabase';
import { writeTransaction } from './writeTransaction';

/** Whether any dependency exists anywhere in the instance: Unleash's answer ignores the project it is asked under. */
export function anyDependencyExists(db: Db): boolean {
  return db.cached<[], { found: number }>('SELECT EXISTS (SELECT 1 FROM dependencies) AS found').get()?.found === 1;
}

interface DependencyRow { parent: string; enabled: number; variants: string }
const storedVariants = z.array(z.string());
const asRecord = (row: DependencyRow) => ({ feature: row.parent, enabled: row.enabled === 1, variants: readJson(storedVariants, row.variants) });

/** The flag's parents as the admin API lists them: what a dependency change replaces. */
export function readDependencies(db: Db, child: string): Array<Required<Dependency>> {
  return db.cached<[string], DependencyRow>('SELECT parent, enabled, variants FROM dependencies WHERE child = ? ORDER BY parent').all(child).map(asRecord);
}

/**
 * Makes `child` depend on a parent. Unleash allows one level only: a parent may not itself
 * depend on something, and a feature that has children may not become a child. Re-adding an
 * existing dependency replaces its settings.
 */
export function addDependency(db: Db, by: EventAuthor, project: string, child: string, dependency: Dependency): void {
  const parent = dependency.feature;
  const enabled = dependency.enabled ?? true;
  const variants = dependency.variants ?? [];
  // The one-level rule is read and kept in one transaction, so two additions cannot build a chain.
  writeTransaction(db, () => {
    checkDependency(db, project, child, dependency);
    const before = readDependencies(db, child).find((existing) => existing.feature === parent);
    db.cached(
      `INSERT INTO dependencies (child, parent, enabled, variants) VALUES (?, ?, ?, ?)
       ON CONFLICT (child, parent) DO UPDATE SET enabled = excluded.enabled, variants = excluded.variants`,
    ).run(child, parent, enabled ? 1 : 0, JSON.stringify(variants));
    recordFeatureEvent(db, by, child, { type: 'feature-dependency-added', preData: before ?? null, data: { feature: parent, enabled, variants } });
  });
}

/** What adding the dependency would refuse, refused now (a change request checks it when the change is added, and again when applied). */
export function checkDependency(db: Db, project: string, child: string, dependency: Dependency): void {
  const parent = dependency.feature;
  if (parent === child) throw new BadData('A feature cannot depend on itself.', [{ message: 'a feature cannot depend on itself', path: 'feature' }]);
  if (dependency.enabled === false && (dependency.variants ?? []).length > 0) {
    throw new BadData('Variants can only be required of a parent that is enabled.', [{ message: 'variants need enabled: true', path: 'variants' }]);
  }
  const row = db.cached<[string], { project: string; archived_at: string | null }>('SELECT project, archived_at FROM features WHERE name = ?').get(parent);
  if (!row || row.archived_at !== null) throw new NotFound(`Parent feature "${parent}" does not exist.`);
  if (row.project !== project) throw new BadData(`Parent feature "${parent}" is in project "${row.project}"; a parent must be in the same project.`);
  const parentHasParents = db.cached<[string], { n: number }>('SELECT COUNT(*) AS n FROM dependencies WHERE child = ?').get(parent);
  if ((parentHasParents?.n ?? 0) > 0) throw new BadData(`"${parent}" depends on another feature itself; dependencies are one level deep.`);
  const childHasChildren = db.cached<[string], { n: number }>('SELECT COUNT(*) AS n FROM dependencies WHERE parent = ?').get(child);
  if ((childHasChildren?.n ?? 0) > 0) throw new BadData(`"${child}" is a parent of other features and cannot depend on one; dependencies are one level deep.`);
}

export function deleteDependency(db: Db, by: EventAuthor, child: string, parent: string): void {
  const before = readDependencies(db, child).find((existing) => existing.feature === parent);
  const result = db.cached('DELETE FROM dependencies WHERE child = ? AND parent = ?').run(child, parent);
  if (result.changes === 0) throw new NotFound(`Feature "${child}" does not depend on "${parent}".`);
  recordFeatureEvent(db, by, child, { type: 'feature-dependency-removed', preData: before ?? { feature: parent } });
}

export function deleteAllDependencies(db: Db, by: EventAuthor, child: string): void {
  const before = readDependencies(db, child);
  db.cached('DELETE FROM dependencies WHERE child = ?').run(child);
  recordFeatureEvent(db, by, child, { type: 'feature-dependencies-removed', preData: { dependencies: before }, data: { dependencies: [] } });
}

/**
 * What evaluating `names` involves: the features whose answers may change with them (they and
 * their children: dependencies are one level deep), and what evaluating those needs (their parents too).
 */
export function dependencyCircle(db: Db, names: readonly string[]): { affected: string[]; needed: string[] } {
  const list = JSON.stringify(names);
  const children = db.cached<[string], { child: string }>('SELECT DISTINCT child FROM dependencies WHERE parent IN (SELECT value FROM json_each(?))').all(list);
  const affected = [...new Set([...names, ...children.map((row) => row.child)])];
  const parents = db.cached<[string], { parent: string }>('SELECT DISTINCT parent FROM dependencies WHERE child IN (SELECT value FROM json_each(?))').all(JSON.stringify(affected));
  return { affected, needed: [...new Set([...affected, ...parents.map((row) => row.parent)])] };
}
