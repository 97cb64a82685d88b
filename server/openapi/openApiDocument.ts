import { STATUS_CODES } from 'node:http';
import type { z } from 'zod';
import { errorBodySchema } from '../../contract/error';
import packageJson from '../../package.json' with { type: 'json' };
import type { DeclaredRoute } from '../http/access';
import type { RouteDocs } from '../http/route';
import { contractSchemas, type ContractSchemas, type JsonSchema } from './contractSchemas';
import type { Content, OpenApiDocument, Operation, Parameter } from './openApiDocumentSchema';

/**
 * The service's OpenAPI document, built from the route table: each route's own declaration (its
 * access, summary, and the contract schemas it reads and answers with) is its operation, so the
 * document cannot say what the routes do not. Served at /api/openapi.json and read as a page at
 * /docs.
 */

const description = [
  'The embedded flag service of Flagdeck: Unleash\'s admin API (`/api/admin`), client API (`/api/client`) and frontend API (`/api/frontend`), in Unleash\'s shapes.',
  'Send the token in the Authorization header (`Bearer <token>` is read too): an admin token or a personal access token for the admin API, a client token for the client API, a frontend token for the frontend API. Each operation says what it needs (`x-access`): 401 AuthenticationRequired without a valid token, 403 NoAccessError naming the permission (and the environment) without it.',
  'Every error answers with the error body (`ErrorBody`): a fresh `id`, the error `name` and a `message` for people, with `details` naming the fields of bad input. Every GET also answers HEAD.',
].join('\n\n');

/** `/api/admin/projects/:projectId` as OpenAPI writes it: `/api/admin/projects/{projectId}`. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

const pathParameters = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');

function operationId(method: string, url: string): string {
  const words = url.split('/').filter((segment) => segment !== '' && segment !== 'api')
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter((word) => word !== '');
  return [method.toLowerCase(), ...words.map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`)].join('');
}

const propertiesOf = (schema: JsonSchema): Record<string, JsonSchema> => {
  const properties: Record<string, JsonSchema> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) if (typeof property === 'object') properties[name] = property;
  return properties;
};

function parameters(route: DeclaredRoute, docs: RouteDocs, schemas: ContractSchemas): Parameter[] {
  const path = docs.params ? propertiesOf(schemas.objectSchemaOf(docs.params)) : {};
  const inPath = pathParameters(route.url).map((name): Parameter => {
    const schema = path[name];
    if (!schema) throw new Error(`${route.method} ${route.url} does not document its path parameter "${name}"`);
    return { name, in: 'path', required: true, schema };
  });
  if (!docs.query) return inPath;
  const query = schemas.objectSchemaOf(docs.query);
  const required = new Set(query.required ?? []);
  const named = Object.entries(propertiesOf(query)).map(([name, schema]): Parameter => ({ name, in: 'query', required: required.has(name), schema }));
  const { additionalProperties } = query;
  // A query that takes any name (the frontend API's context fields) is a free-form parameter.
  const others: Parameter[] = typeof additionalProperties === 'object'
    ? [{ name: 'fields', in: 'query', required: false, style: 'form', explode: true, schema: { type: 'object', additionalProperties }, description: 'Any other name=value pair.' }]
    : [];
  return [...inPath, ...named, ...others];
}

const content = (schemas: ContractSchemas, schema: z.ZodType, type = 'application/json'): Content => ({ [type]: { schema: schemas.jsonSchemaOf(schema) } });

function operation(route: DeclaredRoute, docs: RouteDocs, schemas: ContractSchemas): Operation {
  const access = route.access ?? { api: 'public' };
  const responses: Operation['responses'] = {};
  for (const [status, schema] of Object.entries(docs.responses)) {
    responses[status] = { description: STATUS_CODES[Number(status)] ?? status, ...(schema ? { content: content(schemas, schema, docs.contentType) } : {}) };
  }
  responses.default = { description: 'An error, in the error body.', content: content(schemas, errorBodySchema) };
  const found = parameters(route, docs, schemas);
  return {
    operationId: operationId(route.method, route.url),
    summary: docs.summary,
    ...(docs.description ? { description: docs.description } : {}),
    tags: [docs.tag],
    'x-access': access,
    security: access.api === 'public' ? [] : [{ apiToken: [] }],
    ...(found.length > 0 ? { parameters: found } : {}),
    ...(docs.body ? { requestBody: { required: !docs.body.safeParse(undefined).success, content: content(schemas, docs.body) } } : {}),
    responses,
  };
}

/** The document for every route that documents itself; the HEAD that Fastify adds to each GET is said once, in the description. */
export function buildOpenApiDocument(routes: readonly DeclaredRoute[]): OpenApiDocument {
  const schemas = contractSchemas();
  const paths: OpenApiDocument['paths'] = {};
  const tags: string[] = [];
  for (const route of routes) {
    const { docs } = route;
    if (!docs || route.method === 'HEAD') continue;
    if (!tags.includes(docs.tag)) tags.push(docs.tag);
    const path = (paths[openApiPath(route.url)] ??= {});
    path[route.method.toLowerCase()] = operation(route, docs, schemas);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Flagdeck', version: packageJson.version, description },
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        apiToken: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'An API token or a personal access token, as the operation\'s x-access says.' },
      },
      schemas: { ...schemas.components },
    },
  };
}
