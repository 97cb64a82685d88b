import { z } from 'zod';
import * as admin from '../../contract/admin';
import * as adminRequests from '../../contract/adminRequests';
import * as apiToken from '../../contract/apiToken';
import * as changeRequest from '../../contract/changeRequest';
import * as changeRequestRequests from '../../contract/changeRequestRequests';
import * as clientFeatures from '../../contract/clientFeatures';
import * as common from '../../contract/common';
import * as error from '../../contract/error';
import * as events from '../../contract/events';
import * as timeTravel from '../../contract/timeTravel';
import * as feature from '../../contract/feature';
import * as frontend from '../../contract/frontend';
import * as pat from '../../contract/pat';

export type JsonSchema = z.core.JSONSchema.BaseSchema;

const contractModules = [admin, adminRequests, apiToken, changeRequest, changeRequestRequests, clientFeatures, common, error, events, feature, frontend, pat, timeTravel];

const componentPrefix = '#/components/schemas/';

/**
 * The contract's schemas by the names it exports them under, as the OpenAPI document's
 * components (`featureSchema` is `Feature`), and any schema as JSON Schema that refers to them.
 * Input shapes throughout: what goes over the wire is what a schema reads, before any transform.
 */
export interface ContractSchemas {
  /** Every named schema, as `components.schemas`. */
  readonly components: Readonly<Record<string, JsonSchema>>;
  /** A schema as JSON Schema: a reference when it is a named one, else the schema with references to named ones inside. */
  jsonSchemaOf(schema: z.ZodType): JsonSchema;
  /** An object schema's own JSON Schema (never a reference), for listing its properties as parameters. */
  objectSchemaOf(schema: z.ZodType): JsonSchema;
}

const pascalCase = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/** Points `#/$defs/X` references, in place, at the components, which hold every X. */
function pointAtComponents(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(pointAtComponents);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/')) Reflect.set(node, key, `${componentPrefix}${value.slice('#/$defs/'.length)}`);
    else pointAtComponents(value);
  }
}

/** The schema without the definitions it inlined, which are components already (and must be). */
function relinked(json: JsonSchema, ids: ReadonlySet<string>): JsonSchema {
  for (const id of Object.keys(json.$defs ?? {})) {
    if (!ids.has(id)) throw new Error(`a schema refers to "${id}", which the contract does not name`);
  }
  const schema = withoutHeader(json);
  delete schema.$defs;
  pointAtComponents(schema);
  return schema;
}

/** A generated schema without what makes it a document of its own (`$schema`, `$id`), as OpenAPI embeds it. */
function withoutHeader(json: JsonSchema): JsonSchema {
  const schema = { ...json };
  delete schema.$schema;
  delete schema.$id;
  return schema;
}

export function contractSchemas(): ContractSchemas {
  const registry = z.registry<{ id: string }>();
  const ids = new Map<z.ZodType, string>();
  for (const module of contractModules) {
    for (const [name, value] of Object.entries(module)) {
      if (!name.endsWith('Schema') || !(value instanceof z.ZodType) || ids.has(value)) continue;
      const id = pascalCase(name.slice(0, -'Schema'.length));
      registry.add(value, { id });
      ids.set(value, id);
    }
  }
  const known = new Set(ids.values());
  const generated = z.toJSONSchema(registry, { io: 'input', unrepresentable: 'any', uri: (id) => `${componentPrefix}${id}` });
  const components = Object.fromEntries(Object.entries(generated.schemas).map(([id, schema]) => [id, withoutHeader(schema)]));
  const inline = (schema: z.ZodType) => relinked(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', metadata: registry }), known);

  return {
    components,
    jsonSchemaOf(schema) {
      const id = ids.get(schema);
      return id === undefined ? inline(schema) : { $ref: `${componentPrefix}${id}` };
    },
    objectSchemaOf(schema) {
      const id = ids.get(schema);
      return (id === undefined ? undefined : components[id]) ?? inline(schema);
    },
  };
}
