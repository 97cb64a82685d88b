import type { Db } from './openDatabase';

/** The live flags an export names by tag (`type:value`). */
export function liveFlagsTagged(db: Db, tag: { type: string; value: string }): Array<{ name: string; project: string }> {
  return db.cached<[string, string], { name: string; project: string }>(
    'SELECT f.name, f.project FROM features f JOIN tags t ON t.feature = f.name WHERE f.archived_at IS NULL AND t.type = ? AND t.value = ? ORDER BY f.name',
  ).all(tag.type, tag.value);
}

/** A flag by name wherever it is, archived ones too: an import may not take a name another project (or the archive) holds. */
export function flagHolding(db: Db, name: string): { project: string; archived: boolean } | undefined {
  const row = db.cached<[string], { project: string; archived_at: string | null }>('SELECT project, archived_at FROM features WHERE name = ?').get(name);
  return row && { project: row.project, archived: row.archived_at !== null };
}
