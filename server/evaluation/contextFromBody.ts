import { buildContext } from './buildContext';
import type { EvaluationContext } from './evaluationContext';
import { withFrontendDefaults } from './frontendDefaults';
import { InvalidContextError } from './invalidContextError';

/*
 * `POST /api/frontend` with `{context: {userId, properties: {...}, ...}}`. As in Unleash, the body's
 * context is the whole context (the query string is not merged in) and a missing one is empty.
 * JSON numbers and booleans are read as the strings an SDK would compare them as; null is absent.
 */

export function parseContextBody(body: unknown): EvaluationContext {
  const raw = body === undefined || body === null ? {} : objectOf(body, 'the request body');
  const context = raw.context === undefined || raw.context === null ? {} : objectOf(raw.context, 'context');
  const fields: Array<[string, string]> = [];
  const properties: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(context)) {
    if (name === 'properties') {
      if (value === null || value === undefined) continue;
      for (const [property, v] of Object.entries(objectOf(value, 'context.properties'))) {
        const text = scalar(`context.properties.${property}`, v);
        if (text !== undefined) properties.push([property, text]);
      }
      continue;
    }
    const text = scalar(`context.${name}`, value);
    if (text !== undefined) fields.push([name, text]);
  }
  return buildContext({ fields, properties });
}

/** The context for a frontend API POST: the body's, completed as Unleash completes it. */
export function contextFromBody(body: unknown, remoteAddress: string): EvaluationContext {
  return withFrontendDefaults(parseContextBody(body), remoteAddress);
}

function objectOf(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidContextError(`${what} must be a JSON object`, what);
  }
  return { ...value };
}

function scalar(path: string, value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new InvalidContextError(`${path} must be a string, number or boolean`, path);
}
