import { z } from 'zod';
import { readJson } from './json';
import { recordEvent, type EventAuthor } from './events';
import type { Db } from './openDatabase';

/** The instance's settings by name, as Unleash keeps them (its `settings` table), each a JSON value. */

export function readSetting<S extends z.ZodType>(db: Db, name: string, schema: S): z.output<S> | undefined {
  const row = db.cached<[string], { value: string }>('SELECT value FROM settings WHERE name = ?').get(name);
  return row ? readJson(schema, row.value) : undefined;
}

/** Call inside a write transaction: records Unleash's `setting-created` or `setting-updated`, with the setting before. */
export function writeSetting(db: Db, by: EventAuthor, name: string, value: Record<string, unknown>): void {
  const before = db.cached<[string], { value: string }>('SELECT value FROM settings WHERE name = ?').get(name);
  db.cached('INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value').run(name, JSON.stringify(value));
  const preData = before ? { id: name, ...readJson(z.record(z.string(), z.unknown()), before.value) } : null;
  recordEvent(db, by, { type: before ? 'setting-updated' : 'setting-created', data: { id: name, ...value }, preData });
}
