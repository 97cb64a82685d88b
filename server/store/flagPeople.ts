import type { FlagPerson } from '../../contract/feature';
import { avatarUrl } from '../domain/avatar';
import { creatorName, creatorNameParams } from './events';
import type { Db } from './openDatabase';

/**
 * Who made a flag and who has changed it since, read from the event log (every write records its
 * author there): Unleash's `createdBy` and `collaborators` of a flag, its creator and the people
 * whose events the flag has, the last to change it first. Only the events since the flag was last
 * made count, so a flag made again under a deleted one's name has none of that one's people.
 * A flag whose creation is no longer kept (events are pruned after EVENT_RETENTION_DAYS) has no
 * creator; its collaborators are those of the events kept. Each has a picture drawn here (`domain/avatar.ts`).
 */
export function flagPeople(db: Db, featureName: string): { createdBy?: FlagPerson; collaborators: { users: FlagPerson[] } } {
  const params = { ...creatorNameParams, featureName };
  const created = db.cached<[typeof params], { event: number; id: number; name: string }>(
    `SELECT e.id AS event, e.created_by_user_id AS id, ${creatorName} AS name
     FROM events e LEFT JOIN users u ON u.id = e.created_by_user_id
     WHERE e.feature_name = @featureName AND e.type = 'feature-created' AND e.created_by_user_id IS NOT NULL
     ORDER BY e.id DESC LIMIT 1`,
  ).get(params);
  const users = db.cached<[typeof params & { since: number }], { id: number; name: string }>(
    `SELECT e.created_by_user_id AS id, ${creatorName} AS name
     FROM (SELECT created_by_user_id, MAX(id) AS last FROM events
           WHERE feature_name = @featureName AND id >= @since AND created_by_user_id IS NOT NULL GROUP BY created_by_user_id) k
     JOIN events e ON e.id = k.last LEFT JOIN users u ON u.id = e.created_by_user_id
     ORDER BY k.last DESC`,
  ).all({ ...params, since: created?.event ?? 0 });
  const pictured = (person: { id: number; name: string }): FlagPerson => ({ id: person.id, name: person.name, imageUrl: avatarUrl(person) });
  return { ...(created ? { createdBy: pictured(created) } : {}), collaborators: { users: users.map(pictured) } };
}
