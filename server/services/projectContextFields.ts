import type { ContextField, CreateContextFieldBody, UpdateContextFieldBody } from '../../contract/contextFields';
import type { Principal } from '../auth/principal';
import { NotFound } from '../domain/errors';
import { findCustomContextField, listProjectContextFields } from '../store/contextFields';
import type { Db } from '../store/openDatabase';
import { requireProject } from '../store/projects';
import { writeTransaction } from '../store/writeTransaction';
import { checkContextFieldName, createContextField, editContextField, removeContextField } from './contextFieldWrites';

/*
 * A project's own context fields (Unleash 8's, under /api/admin/projects/{projectId}/context):
 * written and read as the instance's are, each under its project's path alone. Names stay unique
 * across the instance, as Unleash keeps them. As every context field, they describe the context
 * for people writing constraints; SDKs evaluate the context they are given and never read them.
 */

export function projectContextFields(db: Db, projectId: string): ContextField[] {
  requireProject(db, projectId);
  return listProjectContextFields(db, projectId);
}

/** The project's own field; 404 for one of another project or of the instance. */
export function requireProjectContextField(db: Db, projectId: string, name: string): ContextField {
  requireProject(db, projectId);
  const field = findCustomContextField(db, name);
  if (field?.project !== projectId) throw new NotFound(`Could not find context field with name ${name} in project ${projectId}`);
  return field;
}

export function checkProjectContextFieldName(db: Db, projectId: string, name: string): void {
  requireProject(db, projectId);
  checkContextFieldName(db, name);
}

export function createProjectContextField(db: Db, caller: Principal, projectId: string, body: CreateContextFieldBody): ContextField {
  return createContextField(db, caller, body, projectId);
}

export function editProjectContextField(db: Db, caller: Principal, projectId: string, name: string, body: UpdateContextFieldBody): void {
  writeTransaction(db, () => {
    requireProjectContextField(db, projectId, name);
    editContextField(db, caller, name, body);
  });
}

export function removeProjectContextField(db: Db, caller: Principal, projectId: string, name: string): void {
  writeTransaction(db, () => {
    requireProjectContextField(db, projectId, name);
    removeContextField(db, caller, name);
  });
}
