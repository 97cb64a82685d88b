import { z } from 'zod';
import { legalValueSchema, type ContextField, type LegalValue } from '../../contract/contextFields';
import { readJson } from './json';
import { recordEvent, type EventAuthor } from './events';
import type { Db } from './openDatabase';

/** The custom context fields; the built-in ones are constants of the contract, never stored. */

interface ContextFieldRow { name: string; description: string | null; stickiness: number; sort_order: number; legal_values: string; created_at: string; project: string | null }

const storedLegalValues = z.array(legalValueSchema);

const toContextField = (row: ContextFieldRow): ContextField => ({
  name: row.name,
  description: row.description,
  stickiness: row.stickiness === 1,
  sortOrder: row.sort_order,
  createdAt: row.created_at,
  legalValues: readJson(storedLegalValues, row.legal_values),
  ...(row.project === null ? {} : { project: row.project }),
});

export interface StoredContextField {
  name: string;
  description: string | null;
  stickiness: boolean;
  sortOrder: number;
  legalValues: LegalValue[];
  /** A project's own field; the instance's when left out. */
  project?: string | null;
}

export function listCustomContextFields(db: Db): ContextField[] {
  return db.cached<[], ContextFieldRow>('SELECT * FROM context_fields ORDER BY sort_order, name').all().map(toContextField);
}

/** A project's own fields. */
export function listProjectContextFields(db: Db, projectId: string): ContextField[] {
  return db.cached<[string], ContextFieldRow>('SELECT * FROM context_fields WHERE project = ? ORDER BY sort_order, name').all(projectId).map(toContextField);
}

export function findCustomContextField(db: Db, name: string): ContextField | undefined {
  const row = db.cached<[string], ContextFieldRow>('SELECT * FROM context_fields WHERE name = ?').get(name);
  return row && toContextField(row);
}

/** Call inside a write transaction, as for every write here: each records its event. */
export function insertContextField(db: Db, by: EventAuthor, field: StoredContextField, createdAt: string): void {
  db.cached('INSERT INTO context_fields (name, description, stickiness, sort_order, legal_values, created_at, project) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(field.name, field.description, field.stickiness ? 1 : 0, field.sortOrder, JSON.stringify(field.legalValues), createdAt, field.project ?? null);
  recordEvent(db, by, { type: 'context-field-created', project: field.project ?? null, data: findCustomContextField(db, field.name) ?? null });
}

export function updateContextField(db: Db, by: EventAuthor, field: StoredContextField): void {
  const preData = findCustomContextField(db, field.name) ?? null;
  db.cached('UPDATE context_fields SET description = ?, stickiness = ?, sort_order = ?, legal_values = ? WHERE name = ?')
    .run(field.description, field.stickiness ? 1 : 0, field.sortOrder, JSON.stringify(field.legalValues), field.name);
  recordEvent(db, by, { type: 'context-field-updated', project: preData?.project ?? null, preData, data: findCustomContextField(db, field.name) ?? null });
}

export function deleteContextField(db: Db, by: EventAuthor, name: string): void {
  const preData = findCustomContextField(db, name) ?? null;
  db.cached('DELETE FROM context_fields WHERE name = ?').run(name);
  recordEvent(db, by, { type: 'context-field-deleted', project: preData?.project ?? null, preData });
}

/** Unleash's `contextFieldStrategiesSchema`: the strategies of flags not archived with a constraint on the field. */
export function strategiesUsingContextField(db: Db, name: string): Array<{ id: string; featureName: string; projectId: string; environment: string; strategyName: string }> {
  return db.cached<[string], { id: string; featureName: string; projectId: string; environment: string; strategyName: string }>(
    `SELECT s.id, s.feature AS featureName, f.project AS projectId, s.environment, s.name AS strategyName
     FROM strategies s JOIN features f ON f.name = s.feature
     WHERE f.archived_at IS NULL AND EXISTS (SELECT 1 FROM json_each(s.constraints) c WHERE json_extract(c.value, '$.contextName') = ?)
     ORDER BY f.project, s.feature, s.environment, s.sort_order, s.id`,
  ).all(name);
}
