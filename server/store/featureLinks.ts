import { randomUUID } from 'node:crypto';
import type { FeatureLink } from '../../contract/feature';
import { NotFound } from '../domain/errors';
import { recordFeatureEvent, type EventAuthor } from './events';
import type { Db } from './openDatabase';

/*
 * Links on a flag, as Unleash 8 keeps them: a URL and a title, each change recorded as
 * `feature-link-added`, `-updated` or `-removed` with the URL and title (before and after).
 * Writes: call inside a write transaction.
 */

interface LinkRow { id: string; feature: string; url: string; title: string | null }

const toLink = (row: LinkRow): FeatureLink => ({ id: row.id, url: row.url, title: row.title, feature: row.feature });

/** The flag's links, oldest first. */
export function featureLinks(db: Db, feature: string): FeatureLink[] {
  return db.cached<[string], LinkRow>('SELECT id, feature, url, title FROM feature_links WHERE feature = ? ORDER BY created_at, id').all(feature).map(toLink);
}

export function countFeatureLinks(db: Db, feature: string): number {
  return db.cached<[string], { n: number }>('SELECT COUNT(*) AS n FROM feature_links WHERE feature = ?').get(feature)?.n ?? 0;
}

/** The link of that flag; 404 otherwise (a link of another flag is not this flag's). */
export function requireFeatureLink(db: Db, feature: string, id: string): FeatureLink {
  const row = db.cached<[string, string], LinkRow>('SELECT id, feature, url, title FROM feature_links WHERE id = ? AND feature = ?').get(id, feature);
  if (!row) throw new NotFound(`Could not find link with id ${id}`);
  return toLink(row);
}

export function addFeatureLink(db: Db, by: EventAuthor, feature: string, link: { url: string; title: string | null }): FeatureLink {
  const id = randomUUID();
  db.cached('INSERT INTO feature_links (id, feature, url, title, created_at) VALUES (?, ?, ?, ?, ?)').run(id, feature, link.url, link.title, by.at ?? new Date().toISOString());
  recordFeatureEvent(db, by, feature, { type: 'feature-link-added', data: { url: link.url, title: link.title } });
  return requireFeatureLink(db, feature, id);
}

export function updateFeatureLink(db: Db, by: EventAuthor, feature: string, id: string, link: { url: string; title: string | null }): void {
  const before = requireFeatureLink(db, feature, id);
  db.cached('UPDATE feature_links SET url = ?, title = ? WHERE id = ?').run(link.url, link.title, id);
  recordFeatureEvent(db, by, feature, {
    type: 'feature-link-updated', data: { url: link.url, title: link.title }, preData: { url: before.url, title: before.title ?? null },
  });
}

export function removeFeatureLink(db: Db, by: EventAuthor, feature: string, id: string): void {
  const before = requireFeatureLink(db, feature, id);
  db.cached('DELETE FROM feature_links WHERE id = ?').run(id);
  recordFeatureEvent(db, by, feature, { type: 'feature-link-removed', preData: { url: before.url, title: before.title ?? null } });
}
