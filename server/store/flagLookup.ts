import type { Db } from './openDatabase';

/** Which live flags an export names: by name (any project), by tag (`type:value`), or a project's. */

export function liveFlagsNamed(db: Db, names: readonly string[]): Array<{ name: string; project: string }> {
  return db.cached<[string], { name: string; project: string }>(
    'SELECT name, project FROM features WHERE archived_at IS NULL AND name IN (SELECT value FROM json_each(?)) ORDER BY name',
  ).all(JSON.stringify(names));
}

export function liveFlagsTagged(db: Db, tag: { type: string; value: string }): Array<{ name: string; project: string }> {
  return db.cached<[string, string], { name: string; project: string }>(
    'SELECT f.name, f.project FROM features f JOIN tags t ON t.feature = f.name WHERE f.archived_at IS NULL AND t.type = ? AND t.value = ? ORDER BY f.name',
  ).all(tag.type, tag.value);
}

export function liveFlagsOf(db: Db, project: string): Array<{ name: string; project: string }> {
  return db.cached<[string], { name: string; project: string }>('SELECT name, project FROM features WHERE archived_at IS NULL AND project = ? ORDER BY name').all(project);
}

/** A flag by name wherever it is, archived ones too: an import may not take a name another project (or the archive) holds. */
export function flagHolding(db: Db, name: string): { project: string; archived: boolean } | undefined {
  const row = db.cached<[string], { project: string; archived_at: string | null }>('SELECT project, archived_at FROM features WHERE name = ?').get(name);
  return row && { project: row.project, archived: row.archived_at !== null };
}
