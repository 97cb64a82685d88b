import type { z } from 'zod';

/**
 * JSON columns hold values the store validated before writing; reading them back through the
 * same schema keeps the types honest without casts.
 */
export function readJson<S extends z.ZodType>(schema: S, text: string): z.infer<S> {
  return schema.parse(JSON.parse(text));
}

export const isoNow = (): string => new Date().toISOString();
