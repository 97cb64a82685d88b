import { z } from 'zod';
import { legalValueSchema, type ContextField, type LegalValue } from '../../contract/contextFields';
import { readJson } from './json';
import type { Db } from './openDatabase';

/** The custom context fields; the built-in ones are constants of the contract, never stored. */

interface ContextFieldRow { name: string; description: string | null; stickiness: number; sort_order: number; legal_values: string; created_at: string }

const storedLegalValues = z.array(legalValueSchema);

const toContextField = (row: ContextFieldRow): ContextField => ({
  name: row.name,
  description: row.description,
  stickiness: row.stickiness === 1,
  sortOrder: row.sort_order,
  createdAt: row.created_at,
  legalValues: readJson(storedLegalValues, row.legal_values),
});

export interface StoredContextField {
  name: string;
  description: string | null;
  stickiness: boolean;
  sortOrder: number;
  legalValues: LegalValue[];
}

export function listCustomContextFields(db: Db): ContextField[] {
  return db.cached<[], ContextFieldRow>('SELECT * FROM context_fields ORDER BY sort_order, name').all().map(toContextField);
}

export function findCustomContextField(db: Db, name: string): ContextField | undefined {
  const row = db.cached<[string], ContextFieldRow>('SELECT * FROM context_fields WHERE name = ?').get(name);
  return row && toContextField(row);
}

export function insertContextField(db: Db, field: StoredContextField, createdAt: string): void {
  db.cached('INSERT INTO context_fields (name, description, stickiness, sort_order, legal_values, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(field.name, field.description, field.stickiness ? 1 : 0, field.sortOrder, JSON.stringify(field.legalValues), createdAt);
}

export function updateContextField(db: Db, field: StoredContextField): void {
  db.cached('UPDATE context_fields SET description = ?, stickiness = ?, sort_order = ?, legal_values = ? WHERE name = ?')
    .run(field.description, field.stickiness ? 1 : 0, field.sortOrder, JSON.stringify(field.legalValues), field.name);
}

export function deleteContextField(db: Db, name: string): void {
  db.cached('DELETE FROM context_fields WHERE name = ?').run(name);
}
