import { isApiError } from '../../api';
import { describeError } from '../../ui/describeError';

/**
 * A failed save's message for each field the service named (`details[].path`), and what is left
 * for the form as a whole; a name taken (409) belongs to the name field.
 */
export function fieldErrors(error: unknown, fields: readonly string[]): { byField: Record<string, string>; rest: string | null } {
  if (!error) return { byField: {}, rest: null };
  const byField: Record<string, string> = {};
  if (isApiError(error)) {
    if (error.kind === 'Conflict' && fields.includes('name')) return { byField: { name: error.message }, rest: null };
    for (const detail of error.details) {
      const field = detail.path?.split('.')[0];
      if (field && fields.includes(field) && byField[field] === undefined) byField[field] = detail.message;
    }
  }
  return { byField, rest: Object.keys(byField).length > 0 ? null : describeError(error).message };
}
