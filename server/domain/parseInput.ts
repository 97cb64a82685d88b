import type { z } from 'zod';
import type { ErrorDetail } from '../../contract/error';
import { BadData } from './errors';

/**
 * Reads input (a request's, or a change request's payload) with a contract schema; on failure a
 * BadData (400) with one detail per problem, each naming the field (`path`) so the console can put
 * the message next to it.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, what = 'request body'): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue): ErrorDetail => {
    const path = issue.path.map(String).join('.');
    return path ? { message: `${path}: ${issue.message}`, path } : { message: issue.message };
  });
  throw new BadData(`The ${what} is invalid: ${details[0]?.message ?? 'invalid'}`, details);
}
