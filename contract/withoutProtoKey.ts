import { z } from 'zod';

/**
 * An object read from JSON may hold an own key `__proto__`, which parsing into a new object drops
 * without a word (setting it sets no property): its value would escape every bound. It is refused,
 * with `message` at that key.
 */
export const withoutProtoKey = <T extends z.ZodType>(schema: T, message: string) => z.transform((raw: unknown, check) => {
  if (typeof raw === 'object' && raw !== null && Object.hasOwn(raw, '__proto__')) {
    check.issues.push({ code: 'custom', input: raw, path: ['__proto__'], message });
  }
  return raw;
}).pipe(schema); // A transform first: the API document describes the input as `schema` does.
