import { buildContext } from './buildContext';
import type { EvaluationContext } from './evaluationContext';
import { withFrontendDefaults } from './frontendDefaults';
import { InvalidContextError } from './invalidContextError';

/*
 * `GET /api/frontend?userId=…&properties[plan]=pro&tenant=acme`: one parameter per context field.
 * Fastify's parser leaves `properties[plan]` as a flat key and turns a repeated key into an array;
 * a qs-style parser would give a nested `properties` object instead. Both are understood.
 */

const bracketedProperty = /^properties\[(.*)\]$/s;

/** The context the query string names, without the frontend API's defaults. */
export function parseContextQuery(query: unknown): EvaluationContext {
  const fields: Array<[string, string]> = [];
  const properties: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(asRecord(query))) {
    const bracketed = bracketedProperty.exec(name);
    if (bracketed) properties.push([bracketed[1] ?? '', queryValue(name, value)]);
    else if (name === 'properties') properties.push(...nestedProperties(value));
    else fields.push([name, queryValue(name, value)]);
  }
  return buildContext({ fields, properties });
}

/** The context for a frontend API request: the query string's, completed as Unleash completes it. */
export function contextFromQuery(query: unknown, remoteAddress: string): EvaluationContext {
  return withFrontendDefaults(parseContextQuery(query), remoteAddress);
}

function asRecord(query: unknown): Record<string, unknown> {
  if (query === undefined || query === null) return {};
  if (typeof query !== 'object' || Array.isArray(query)) {
    throw new InvalidContextError('the query string could not be read as context fields');
  }
  return { ...query };
}

function queryValue(name: string, value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    throw new InvalidContextError(`parameter "${name}" is repeated; give each context field once`, name);
  }
  throw new InvalidContextError(`parameter "${name}" must be a single value`, name);
}

function nestedProperties(value: unknown): Array<[string, string]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidContextError('properties must be given as properties[name]=value', 'properties');
  }
  return Object.entries(value).map(([name, v]) => [name, queryValue(`properties[${name}]`, v)]);
}
