import type { SpecificationContext } from './specificationFile';

/*
 * A specification context as a browser SDK sends it to /api/frontend: one query parameter per
 * field, properties as `properties[name]=value`, absent (null) properties left out.
 */
export function specificationQueryString(context: SpecificationContext): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(context)) {
    if (name === 'properties' || typeof value !== 'string') continue;
    params.append(name, value);
  }
  for (const [name, value] of Object.entries(context.properties ?? {})) {
    if (value !== null) params.append(`properties[${name}]`, value);
  }
  return params.toString();
}

/** A query string read the way Fastify reads it: a flat record, a repeated key as an array. */
export function parseQueryString(queryString: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(queryString)) {
    const previous = query[name];
    query[name] = previous === undefined ? value : [previous, value].flat();
  }
  return query;
}
