import { simpleTagType, type TagTypeBody, type UpdateTagTypeBody } from '../../contract/featureLifecycle';
import type { Tag } from '../../contract/feature';
import { Conflict, NotFound } from '../domain/errors';
import { inOneTransaction, recordEvent, recordFeatureEvent, type EventAuthor } from './events';
import type { Db } from './openDatabase';
import { writeTransaction } from './writeTransaction';

/**
 * Tag types, and tags as Unleash keeps them apart from flags: a tag exists once made (or once a
 * flag carries it); deleting a type takes its tags off every flag. A type a flag was tagged with before
 * types were kept is listed too.
 */

export interface TagType { name: string; description?: string; icon?: string | null }

interface TagTypeRow { name: string; description: string | null; icon: string | null }
const toTagType = (row: TagTypeRow): TagType => ({ name: row.name, ...(row.description === null ? {} : { description: row.description }), icon: row.icon });

export function listTagTypes(db: Db): TagType[] {
  return db.cached<[], TagTypeRow>(
    `SELECT name, description, icon FROM tag_types
     UNION SELECT DISTINCT type, NULL, NULL FROM tags WHERE type NOT IN (SELECT name FROM tag_types)
     ORDER BY name`,
  ).all().map(toTagType);
}

export function findTagType(db: Db, name: string): TagType | undefined {
  return listTagTypes(db).find((type) => type.name === name);
}

export function requireTagType(db: Db, name: string): TagType {
  const found = findTagType(db, name);
  if (!found) throw new NotFound(`Could not find tag-type with name: ${name}`);
  return found;
}

export function requireTagTypeFree(db: Db, name: string): void {
  if (findTagType(db, name)) throw new Conflict(`There already exists a tag-type with the name ${name}`);
}

export function createTagType(db: Db, by: EventAuthor, body: TagTypeBody): TagType {
  return writeTransaction(db, () => {
    requireTagTypeFree(db, body.name);
    db.cached('INSERT INTO tag_types (name, description, icon) VALUES (?, ?, ?)').run(body.name, body.description ?? null, body.icon ?? null);
    const created = requireTagType(db, body.name);
    recordEvent(db, by, { type: 'tag-type-created', data: { ...created } });
    return created;
  });
}

export function updateTagType(db: Db, by: EventAuthor, name: string, body: UpdateTagTypeBody): TagType {
  return writeTransaction(db, () => {
    const before = requireTagType(db, name);
    db.cached('INSERT INTO tag_types (name, description, icon) VALUES (?, ?, ?) ON CONFLICT (name) DO UPDATE SET description = excluded.description, icon = excluded.icon')
      .run(name, body.description ?? null, body.icon ?? null);
    const after = requireTagType(db, name);
    recordEvent(db, by, { type: 'tag-type-updated', data: { ...after }, preData: { ...before } });
    return after;
  });
}

/** Unleash's `simple` type stays: every instance has it. Its tags go with it, off every flag. */
export function deleteTagType(db: Db, by: EventAuthor, name: string): void {
  writeTransaction(db, () => {
    const before = requireTagType(db, name);
    if (name === simpleTagType.name) throw new Conflict(`The tag type "${name}" is built in and cannot be deleted.`);
    db.cached('DELETE FROM tag_types WHERE name = ?').run(name);
    db.cached('DELETE FROM tag_values WHERE type = ?').run(name);
    db.cached('DELETE FROM tags WHERE type = ?').run(name);
    recordEvent(db, by, { type: 'tag-type-deleted', preData: { ...before } });
  });
}

/** Every tag: made on its own, or carried by a flag. */
export function listAllTags(db: Db, type?: string): Tag[] {
  const rows = db.cached<[], Tag>('SELECT type, value FROM tag_values UNION SELECT type, value FROM tags ORDER BY type, value').all();
  return type === undefined ? rows : rows.filter((tag) => tag.type === type);
}

export function requireTag(db: Db, tag: Tag): Tag {
  const found = listAllTags(db, tag.type).find((candidate) => candidate.value === tag.value);
  if (!found) throw new NotFound(`No tag with type ${tag.type} and value ${tag.value}.`);
  return found;
}

export function createTag(db: Db, by: EventAuthor, tag: Tag): Tag {
  return writeTransaction(db, () => {
    requireTagType(db, tag.type);
    if (listAllTags(db, tag.type).some((candidate) => candidate.value === tag.value)) throw new Conflict(`The tag ${tag.type}:${tag.value} already exists.`);
    db.cached('INSERT INTO tag_values (type, value) VALUES (?, ?)').run(tag.type, tag.value);
    recordEvent(db, by, { type: 'tag-created', data: { ...tag } });
    return tag;
  });
}

/**
 * Unleash's `tag-deleted`: the tag goes, off every flag that carried it too. Each flag's history
 * says so as well (`feature-untagged`), all in one group with the deletion.
 */
export function deleteTag(db: Db, by: EventAuthor, tag: Tag): void {
  writeTransaction(db, () => {
    requireTag(db, tag);
    const together = inOneTransaction(by);
    const carriers = db.cached<[string, string], { feature: string }>('SELECT feature FROM tags WHERE type = ? AND value = ? ORDER BY feature').all(tag.type, tag.value);
    db.cached('DELETE FROM tag_values WHERE type = ? AND value = ?').run(tag.type, tag.value);
    db.cached('DELETE FROM tags WHERE type = ? AND value = ?').run(tag.type, tag.value);
    for (const { feature } of carriers) recordFeatureEvent(db, together, feature, { type: 'feature-untagged', preData: { ...tag } });
    recordEvent(db, together, { type: 'tag-deleted', preData: { ...tag } });
  });
}
