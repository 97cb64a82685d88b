import { audienceContextSchema, type AudienceContext, type SavedAudience } from '../../contract/audiences';
import { readJson } from './json';
import type { Db } from './openDatabase';

/** Saved audiences: named contexts, oldest first (the order the impact preview lists them in). */

interface AudienceRow {
  id: number; name: string; description: string | null; context: string; created_by_name: string | null; created_at: string; updated_at: string;
}

const select = `SELECT a.*, u.username AS created_by_name FROM saved_audiences a LEFT JOIN users u ON u.id = a.created_by`;

const toAudience = (row: AudienceRow): SavedAudience => ({
  id: row.id,
  name: row.name,
  description: row.description,
  context: readJson(audienceContextSchema, row.context),
  createdAt: row.created_at,
  createdBy: row.created_by_name,
  updatedAt: row.updated_at,
});

export function listSavedAudiences(db: Db): SavedAudience[] {
  return db.cached<[], AudienceRow>(`${select} ORDER BY a.id`).all().map(toAudience);
}

export function countSavedAudiences(db: Db): number {
  return db.cached<[], { count: number }>('SELECT count(*) AS count FROM saved_audiences').get()?.count ?? 0;
}

export function findSavedAudience(db: Db, id: number): SavedAudience | undefined {
  const row = db.cached<[number], AudienceRow>(`${select} WHERE a.id = ?`).get(id);
  return row && toAudience(row);
}

/** The audience holding this name, whatever its case. */
export function findAudienceNamed(db: Db, name: string): { id: number } | undefined {
  return db.cached<[string], { id: number }>('SELECT id FROM saved_audiences WHERE name = ? COLLATE NOCASE').get(name);
}

export interface StoredAudience { name: string; description: string | null; context: AudienceContext }

export function insertSavedAudience(db: Db, audience: StoredAudience, by: { userId: number | null; at: string }): number {
  const result = db.cached('INSERT INTO saved_audiences (name, description, context, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(audience.name, audience.description, JSON.stringify(audience.context), by.userId, by.at, by.at);
  return Number(result.lastInsertRowid);
}

export function updateSavedAudience(db: Db, id: number, audience: StoredAudience, at: string): void {
  db.cached('UPDATE saved_audiences SET name = ?, description = ?, context = ?, updated_at = ? WHERE id = ?')
    .run(audience.name, audience.description, JSON.stringify(audience.context), at, id);
}

export function deleteSavedAudience(db: Db, id: number): boolean {
  return db.cached('DELETE FROM saved_audiences WHERE id = ?').run(id).changes > 0;
}
