import type { Db } from './openDatabase';

/** What a person's dashboard reads of the store beyond their follows. */

/** The admins who can act: people with the Admin root role, not service accounts, not deactivated. */
export function activeAdmins(db: Db): Array<{ id: number; name: string | null; username: string; email: string | null }> {
  return db.cached<[], { id: number; name: string | null; username: string; email: string | null }>(
    'SELECT id, name, username, email FROM users WHERE root_role = 1 AND is_service = 0 AND deactivated_at IS NULL ORDER BY id',
  ).all();
}

/** The live flags a person created (their `feature-created` events). */
export function flagsCreatedBy(db: Db, userId: number): Array<{ name: string; project: string; type: string }> {
  return db.cached<[number], { name: string; project: string; type: string }>(
    `SELECT f.name, f.project, f.type FROM features f
     WHERE f.archived_at IS NULL AND EXISTS (SELECT 1 FROM events e WHERE e.feature_name = f.name AND e.type = 'feature-created' AND e.created_by_user_id = ?)
     ORDER BY f.name`,
  ).all(userId);
}
