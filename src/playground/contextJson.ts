import { contextFieldNames, emptyContext, isContextFieldName, normaliseContext, type ContextProperty, type PlaygroundContext } from './playgroundContext';

/**
 * The raw view: the same context as JSON, shaped like an Unleash context
 * (`{"userId": "alice", "properties": {"plan": "pro"}}`), the body `POST /api/frontend` takes.
 */

export function contextToJson(context: PlaygroundContext): string {
  const normal = normaliseContext(context);
  const json: Record<string, unknown> = {};
  for (const name of contextFieldNames) if (normal[name] !== '') json[name] = normal[name];
  json.properties = Object.fromEntries(normal.properties.map(({ name, value }) => [name, value]));
  return JSON.stringify(json, null, 2);
}

export type ContextJsonResult = { ok: true; context: PlaygroundContext } | { ok: false; error: string };

export function contextFromJson(text: string): ContextJsonResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (!isObject(json)) return { ok: false, error: 'The context must be a JSON object, such as {"userId": "alice"}.' };

  const context = emptyContext();
  const loose: ContextProperty[] = [];
  const explicit: ContextProperty[] = [];
  for (const [name, value] of Object.entries(json)) {
    if (name === 'properties') {
      if (value === null) continue;
      if (!isObject(value)) return { ok: false, error: '"properties" must be an object of names and text values.' };
      for (const [property, propertyValue] of Object.entries(value)) {
        if (typeof propertyValue !== 'string') return { ok: false, error: `properties.${property} must be text (in quotes).` };
        explicit.push({ name: property, value: propertyValue });
      }
    } else if (value === null && isContextFieldName(name)) {
      continue;
    } else if (typeof value !== 'string') {
      return { ok: false, error: `${name} must be text (in quotes).` };
    } else if (isContextFieldName(name)) {
      context[name] = value;
    } else {
      // As the service reads a context: any other field is a property; explicit ones win.
      loose.push({ name, value });
    }
  }
  return { ok: true, context: normaliseContext({ ...context, properties: [...loose, ...explicit] }) };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
