import { recordFeatureEvent, type EventAuthor } from './events';
import type { Db } from './openDatabase';

/** Marks flags stale or not; a flag already so is left as it is, with no event. Call inside a write transaction. */
export function setStale(db: Db, by: EventAuthor, features: readonly string[], stale: boolean): void {
  const update = db.cached('UPDATE features SET stale = ? WHERE name = ? AND stale != ?');
  for (const feature of features) {
    if (update.run(stale ? 1 : 0, feature, stale ? 1 : 0).changes === 0) continue;
    recordFeatureEvent(db, by, feature, { type: stale ? 'feature-stale-on' : 'feature-stale-off', data: { stale }, preData: { stale: !stale } });
  }
}

/** How many flags are in each lifecycle stage; archived ones count as archived whatever stage they left. */
export function lifecycleStageCounts(db: Db): Record<string, number> {
  const rows = db.cached<[], { stage: string; n: number }>(
    `SELECT CASE WHEN archived_at IS NOT NULL THEN 'archived' ELSE lifecycle_stage END AS stage, count(*) AS n FROM features GROUP BY 1`,
  ).all();
  return Object.fromEntries(rows.map((row) => [row.stage, row.n]));
}

/** The dependencies touching the flags named: as a child, or as a parent (with the child). */
export function dependenciesTouching(db: Db, features: readonly string[]): Array<{ child: string; parent: string }> {
  const names = JSON.stringify(features);
  return db.cached<[string, string], { child: string; parent: string }>(
    'SELECT child, parent FROM dependencies WHERE child IN (SELECT value FROM json_each(?)) OR parent IN (SELECT value FROM json_each(?))',
  ).all(names, names);
}
