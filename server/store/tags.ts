import type { Tag } from '../../contract/feature';
import { Conflict, NotFound } from '../domain/errors';
import { recordFeatureEvent, type EventAuthor } from './events';
import type { Db } from './openDatabase';
import { writeTransaction } from './writeTransaction';

/** Tags belong to a feature by name, wherever it is (its project is not in the path), archived ones too. */
function requireAnyFeature(db: Db, feature: string): void {
  if (!db.cached<[string], { name: string }>('SELECT name FROM features WHERE name = ?').get(feature)) {
    throw new NotFound(`Feature "${feature}" does not exist.`);
  }
}

export function listTags(db: Db, feature: string): Tag[] {
  requireAnyFeature(db, feature);
  return db.cached<[string], Tag>('SELECT type, value FROM tags WHERE feature = ? ORDER BY type, value').all(feature);
}

export function addTag(db: Db, by: EventAuthor, feature: string, tag: Tag): void {
  writeTransaction(db, () => {
    requireAnyFeature(db, feature);
    const result = db.cached('INSERT OR IGNORE INTO tags (feature, type, value) VALUES (?, ?, ?)').run(feature, tag.type, tag.value);
    if (result.changes === 0) throw new Conflict(`Feature "${feature}" already has the tag ${tag.type}:${tag.value}.`);
    recordFeatureEvent(db, by, feature, { type: 'feature-tagged', data: { type: tag.type, value: tag.value } });
  });
}

export function removeTag(db: Db, by: EventAuthor, feature: string, tag: Tag): void {
  writeTransaction(db, () => {
    requireAnyFeature(db, feature);
    const result = db.cached('DELETE FROM tags WHERE feature = ? AND type = ? AND value = ?').run(feature, tag.type, tag.value);
    if (result.changes === 0) throw new NotFound(`Feature "${feature}" has no tag ${tag.type}:${tag.value}.`);
    recordFeatureEvent(db, by, feature, { type: 'feature-untagged', preData: { type: tag.type, value: tag.value } });
  });
}

/** Each tag onto each flag, as one write; a flag that has a tag already keeps it, with no event. */
export function addTags(db: Db, by: EventAuthor, features: readonly string[], tags: readonly Tag[]): void {
  writeTransaction(db, () => {
    const insert = db.cached('INSERT OR IGNORE INTO tags (feature, type, value) VALUES (?, ?, ?)');
    for (const feature of features) {
      for (const tag of tags) {
        if (insert.run(feature, tag.type, tag.value).changes === 0) continue;
        recordFeatureEvent(db, by, feature, { type: 'feature-tagged', data: { type: tag.type, value: tag.value } });
      }
    }
  });
}

/** Each tag off each flag, as one write; a flag without the tag is left as it is, with no event. */
export function removeTags(db: Db, by: EventAuthor, features: readonly string[], tags: readonly Tag[]): void {
  writeTransaction(db, () => {
    const remove = db.cached('DELETE FROM tags WHERE feature = ? AND type = ? AND value = ?');
    for (const feature of features) {
      for (const tag of tags) {
        if (remove.run(feature, tag.type, tag.value).changes === 0) continue;
        recordFeatureEvent(db, by, feature, { type: 'feature-untagged', preData: { type: tag.type, value: tag.value } });
      }
    }
  });
}

/** One flag's tags changed at once (Unleash's `PUT /api/admin/features/{featureName}/tags`): those taken off, then those added. */
export function updateTags(db: Db, by: EventAuthor, feature: string, change: { addedTags: readonly Tag[]; removedTags: readonly Tag[] }): Tag[] {
  return writeTransaction(db, () => {
    requireAnyFeature(db, feature);
    removeTags(db, by, [feature], change.removedTags);
    addTags(db, by, [feature], change.addedTags);
    return listTags(db, feature);
  });
}
