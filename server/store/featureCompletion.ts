import type { CompleteFeatureBody } from '../../contract/featureLifecycle';
import { recordFeatureEvent, type EventAuthor } from './events';
import type { Db } from './openDatabase';

/*
 * A flag marked completed, as Unleash's lifecycle/complete does: the stage `completed` with how
 * (kept or discarded, and the variant kept), recorded as `feature-completed` with that status and
 * `kept`. Uncompleting drops the completed stage, so the flag is back in the stage it left, since
 * when it entered it (`feature-uncompleted`). Call inside a write transaction.
 */

export function completeFeature(db: Db, by: EventAuthor, feature: string, completion: CompleteFeatureBody): void {
  const at = by.at ?? new Date().toISOString();
  // Completing again changes the status alone: the stage it left stays the one before completion.
  db.cached(
    `UPDATE features SET
       lifecycle_before_completed = CASE WHEN lifecycle_stage = 'completed' THEN lifecycle_before_completed ELSE lifecycle_stage END,
       lifecycle_before_completed_at = CASE WHEN lifecycle_stage = 'completed' THEN lifecycle_before_completed_at ELSE lifecycle_entered_at END,
       lifecycle_entered_at = CASE WHEN lifecycle_stage = 'completed' THEN lifecycle_entered_at ELSE ? END,
       lifecycle_stage = 'completed', lifecycle_status = ?, lifecycle_status_value = ?
     WHERE name = ?`,
  ).run(at, completion.status, completion.statusValue ?? null, feature);
  recordFeatureEvent(db, by, feature, { type: 'feature-completed', data: { ...completion, kept: completion.status === 'kept' } });
}

/** Back to the stage the flag left when completed; a flag not completed is left as it is, with no event. */
export function uncompleteFeature(db: Db, by: EventAuthor, feature: string): void {
  const changed = db.cached(
    `UPDATE features SET
       lifecycle_stage = COALESCE(lifecycle_before_completed, 'initial'),
       lifecycle_entered_at = COALESCE(lifecycle_before_completed_at, lifecycle_entered_at),
       lifecycle_status = NULL, lifecycle_status_value = NULL, lifecycle_before_completed = NULL, lifecycle_before_completed_at = NULL
     WHERE name = ? AND lifecycle_stage = 'completed'`,
  ).run(feature).changes;
  if (changed > 0) recordFeatureEvent(db, by, feature, { type: 'feature-uncompleted' });
}
