import type { z } from 'zod';
import { isApiError } from '../api';

/**
 * Where a form's input went wrong, by field: from the contract's own check before sending, and
 * from the service's answer (a 400's details name the field; a 409 names the one given), so each
 * reason is shown at its field and the form keeps what was typed.
 */
export type FieldProblems = ReadonlyMap<string, string>;

/** The first issue of each field, keyed by the issue path's first `depth` parts. */
export function problemsOfIssues(error: z.ZodError | undefined, depth = 1): FieldProblems {
  const found = new Map<string, string>();
  for (const issue of error?.issues ?? []) {
    const key = issue.path.slice(0, depth).map(String).join('.');
    if (!found.has(key)) found.set(key, issue.message);
  }
  return found;
}

/** The service's reasons by field; `conflictField` takes a 409's message, `notFoundField` a 404's. */
export function problemsOfAnswer(error: unknown, fields: { conflict?: string; notFound?: string } = {}): FieldProblems {
  const found = new Map<string, string>();
  if (!isApiError(error)) return found;
  for (const detail of error.details) if (detail.path && !found.has(detail.path)) found.set(detail.path, detail.message);
  if (error.kind === 'Conflict' && fields.conflict) found.set(fields.conflict, error.message);
  if (error.kind === 'NotFound' && fields.notFound) found.set(fields.notFound, error.message);
  return found;
}

/** The props that tie a field to its reason, when it has one. */
export const invalidProps = (problems: FieldProblems, key: string, id: string) =>
  (problems.has(key) ? { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : {});
