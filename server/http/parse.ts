import type { z } from 'zod';
import { badData } from './errors';

/**
 * Parses request input with a zod schema; on failure answers 400 with one detail per problem,
 * each naming the field (`path`) so the console can put the message next to it.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, what = 'request body'): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return { message: path ? `${path}: ${issue.message}` : issue.message, path: path || undefined };
  });
  const first = details[0]?.message ?? 'invalid';
  return throwBadData(`The ${what} is invalid: ${first}`, details);
}

function throwBadData(message: string, details: { message: string; path: string | undefined }[]): never {
  throw badData(
    message,
    details.map((d) => (d.path === undefined ? { message: d.message } : { message: d.message, path: d.path })),
  );
}
