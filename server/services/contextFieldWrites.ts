import { builtInContextFields, contextFieldLimits, type ContextField, type CreateContextFieldBody, type LegalValue, type UpdateContextFieldBody } from '../../contract/contextFields';
import type { Principal } from '../auth/principal';
import { BadData, Conflict, InvalidOperation, NotFound } from '../domain/errors';
import {
  deleteContextField, findCustomContextField, insertContextField, listCustomContextFields, updateContextField, type StoredContextField,
} from '../store/contextFields';
import { isoNow } from '../store/json';
import type { Db } from '../store/openDatabase';
import { requireProject } from '../store/projects';
import { writeTransaction } from '../store/writeTransaction';
import { authorOf } from './eventAuthor';

/** Built-in fields sort before custom ones, which Unleash gives the sort order 10 by default. */
const builtIns: ContextField[] = builtInContextFields.map((field, index) => ({ ...field, sortOrder: index, legalValues: [] }));
const builtInNames: ReadonlySet<string> = new Set(builtIns.map((field) => field.name));

export function listContextFields(db: Db): ContextField[] {
  return [...builtIns, ...listCustomContextFields(db)];
}

export function requireContextField(db: Db, name: string): ContextField {
  const field = builtIns.find((builtIn) => builtIn.name === name) ?? findCustomContextField(db, name);
  if (!field) throw new NotFound(`Could not find context field with name ${name}`);
  return field;
}

export function checkContextFieldName(db: Db, name: string): void {
  if (builtInNames.has(name) || findCustomContextField(db, name)) throw new Conflict('A context field with that name already exist');
}

function refuseBuiltIn(name: string): void {
  if (builtInNames.has(name)) throw new InvalidOperation(`"${name}" is a built-in context field: every SDK fills it in, so it cannot be changed or deleted.`);
}

/** With `project`, the project's own field (Unleash 8's project context fields); names are unique across the instance all the same. */
export function createContextField(db: Db, caller: Principal, body: CreateContextFieldBody, project?: string): ContextField {
  return writeTransaction(db, () => {
    if (project !== undefined) requireProject(db, project);
    checkContextFieldName(db, body.name);
    insertContextField(db, authorOf(caller), {
      name: body.name,
      description: body.description ?? null,
      stickiness: body.stickiness ?? false,
      sortOrder: body.sortOrder ?? 10,
      legalValues: body.legalValues ?? [],
      project: project ?? null,
    }, isoNow());
    return requireContextField(db, body.name);
  });
}

/** Unleash's PUT: what the body leaves out is reset (no legal values, not sticky). */
export function editContextField(db: Db, caller: Principal, name: string, body: UpdateContextFieldBody): void {
  writeTransaction(db, () => {
    refuseBuiltIn(name);
    const field = requireContextField(db, name);
    updateContextField(db, authorOf(caller), {
      name,
      description: body.description ?? null,
      stickiness: body.stickiness ?? false,
      sortOrder: body.sortOrder ?? field.sortOrder ?? 10,
      legalValues: body.legalValues ?? [],
    });
  });
}

export function removeContextField(db: Db, caller: Principal, name: string): void {
  writeTransaction(db, () => {
    refuseBuiltIn(name);
    requireContextField(db, name);
    deleteContextField(db, authorOf(caller), name);
  });
}

/** Unleash's legal-values `POST`: the value is added, or its description changed when it is there; recorded as `context-field-updated`. */
export function upsertLegalValue(db: Db, caller: Principal, name: string, legal: LegalValue): void {
  writeTransaction(db, () => {
    refuseBuiltIn(name);
    const field = requireContextField(db, name);
    const values = field.legalValues ?? [];
    const kept = values.some((value) => value.value === legal.value)
      ? values.map((value) => (value.value === legal.value ? legal : value))
      : [...values, legal];
    if (kept.length > contextFieldLimits.legalValues) {
      throw new BadData(`A context field holds at most ${contextFieldLimits.legalValues} legal values.`, [{ message: 'too many', path: 'value' }]);
    }
    updateContextField(db, authorOf(caller), { ...storedOf(field), legalValues: kept });
  });
}

/** Unleash's legal-values `DELETE`: constraints naming the value keep it (Unleash does not check them either). */
export function removeLegalValue(db: Db, caller: Principal, name: string, value: string): void {
  writeTransaction(db, () => {
    refuseBuiltIn(name);
    const field = requireContextField(db, name);
    const values = field.legalValues ?? [];
    if (!values.some((legal) => legal.value === value)) throw new NotFound(`The context field ${name} has no legal value "${value}".`);
    updateContextField(db, authorOf(caller), { ...storedOf(field), legalValues: values.filter((legal) => legal.value !== value) });
  });
}

function storedOf(field: ContextField): Omit<StoredContextField, 'legalValues'> {
  return { name: field.name, description: field.description ?? null, stickiness: field.stickiness ?? false, sortOrder: field.sortOrder ?? 10 };
}
