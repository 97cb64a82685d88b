/**
 * The context the playground evaluates, as the user edits it, and the query string that
 * `GET /api/frontend` receives for it. The query string is the normal form: two contexts that send
 * the same query string are the same evaluation (and the same React Query key).
 */

export const contextFieldNames = ['userId', 'sessionId', 'remoteAddress', 'environment', 'appName', 'currentTime'] as const;
export type ContextFieldName = (typeof contextFieldNames)[number];

export interface ContextProperty {
  name: string;
  value: string;
}

export type PlaygroundContext = Record<ContextFieldName, string> & { properties: ContextProperty[] };

export function isContextFieldName(name: string): name is ContextFieldName {
  return (contextFieldNames as readonly string[]).includes(name);
}

export function emptyContext(): PlaygroundContext {
  return { userId: '', sessionId: '', remoteAddress: '', environment: '', appName: '', currentTime: '', properties: [] };
}

const bracketedProperty = /^properties\[(.*)\]$/s;

/**
 * Empty named fields are left out (the service drops them too: `userId=` means "no user"), blank
 * property rows are dropped, properties are sorted by name and a repeated name keeps its last
 * value, as the service does.
 */
export function normaliseContext(context: PlaygroundContext): PlaygroundContext {
  const properties = new Map<string, string>();
  for (const { name, value } of context.properties) {
    if (name === '' && value === '') continue;
    properties.set(name, value);
  }
  return {
    ...context,
    properties: [...properties].map(([name, value]) => ({ name, value })).sort((a, b) => compareNames(a.name, b.name)),
  };
}

function compareNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The parameters sent to `/api/frontend`, in a stable order; properties as `properties[name]`. */
export function contextToQuery(context: PlaygroundContext): Array<[string, string]> {
  const normal = normaliseContext(context);
  const fields = contextFieldNames.filter((name) => normal[name] !== '').map((name): [string, string] => [name, normal[name]]);
  const properties = normal.properties.map(({ name, value }): [string, string] => [`properties[${name}]`, value]);
  return [...fields, ...properties];
}

export function contextQueryString(context: PlaygroundContext): string {
  return new URLSearchParams(contextToQuery(context)).toString();
}

/**
 * Reads a context from query parameters the way the service reads them: named fields,
 * `properties[name]=value`, and any other parameter as a property, except the names in `ignore`
 * (the playground's own URL parameters).
 */
export function contextFromQuery(params: Iterable<[string, string]>, ignore: readonly string[] = []): PlaygroundContext {
  const context = emptyContext();
  const properties: ContextProperty[] = [];
  for (const [name, value] of params) {
    const bracketed = bracketedProperty.exec(name);
    if (bracketed) properties.push({ name: bracketed[1] ?? '', value });
    else if (isContextFieldName(name)) context[name] = value;
    else if (!ignore.includes(name)) properties.push({ name, value });
  }
  return normaliseContext({ ...context, properties });
}

export function sameContext(a: PlaygroundContext, b: PlaygroundContext): boolean {
  return contextQueryString(a) === contextQueryString(b);
}

/** A short line for lists: "userId=alice · plan=pro". */
export function describeContext(context: PlaygroundContext): string {
  const parts = contextToQuery(context).map(([name, value]) => `${name.replace(bracketedProperty, '$1')}=${value}`);
  return parts.length ? parts.join(' · ') : 'empty context';
}

/** The context as its fields, properties by name beside the named fields, as other pages read recent contexts. */
export function flatContext(context: PlaygroundContext): Record<string, string> {
  return Object.fromEntries(contextToQuery(context).map(([name, value]) => [name.replace(bracketedProperty, '$1'), value]));
}
