import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentSecurityPolicy } from '../http/securityHeaders';
import { startTestService, tokens, type TestService } from '../test/harness';
import { openApiPath } from './openApiDocument';
import { openApiDocumentSchema, type OpenApiDocument } from './openApiDocumentSchema';

/**
 * The OpenAPI document against Fastify's own route table (read from `printRoutes`, not from our
 * declarations, so a route registered around them is caught too), and against the shape OpenAPI
 * 3.1 gives a document.
 */

let service: TestService;
let distDir: string;
let document: OpenApiDocument;

beforeAll(async () => {
  // A built console, so the table holds the static files' route as a running service's does.
  distDir = mkdtempSync(join(tmpdir(), 'flagdeck-openapi-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Flagdeck</title>');
  service = await startTestService({ distDir });
  document = (await service.call('GET', '/api/openapi.json', { token: null, answer: openApiDocumentSchema })).answer;
});
afterAll(async () => {
  await service.close();
  rmSync(distDir, { recursive: true, force: true });
});

/**
 * `printRoutes` draws a tree: each line a path relative to its parent (four columns a level) and
 * its methods; a child of the root `/` (the console's wildcard) is drawn without its slash.
 */
function routeTable(printed: string): Array<{ method: string; url: string }> {
  const parents: string[] = [];
  return printed.split('\n').flatMap((line) => {
    const match = /^([│├└─\s]*)(\S+) \(([A-Z, ]+)\)$/.exec(line.trimEnd());
    if (!match) return [];
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4;
    const url = `${parents[depth - 1] ?? (segment.startsWith('/') ? '' : '/')}${segment}`;
    parents[depth] = url;
    parents.length = depth + 1;
    return methods.split(', ').map((method) => ({ method, url }));
  });
}

/** Not an operation of the API: the console's files, and any other path answered with its page. */
const consoleFiles = '/*';

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

describe('the OpenAPI document', () => {
  it('has every route of Fastify\'s table, each method as an operation (HEAD is each GET\'s, said once in the description)', () => {
    const table = routeTable(service.app.printRoutes({ commonPrefix: false }));
    expect(table.map((route) => route.url)).toContain('/api/admin/projects/:projectId/features/:featureName');
    expect(table.map((route) => route.url)).toContain(consoleFiles);
    const missing = new Set(table
      .filter((route) => route.url !== consoleFiles)
      .map((route) => ({ ...route, method: route.method === 'HEAD' ? 'GET' : route.method }))
      .filter((route) => document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()] === undefined)
      .map((route) => `${route.method} ${route.url}`));
    expect([...missing]).toEqual([]);
    expect(document.info.description).toMatch(/Every GET also answers HEAD/);
  });

  it('is OpenAPI 3.1 in shape: paths of operations with unique ids, their path parameters and described answers', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info).toEqual(expect.objectContaining({ title: 'Flagdeck', version: expect.any(String) }));
    const operationIds: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      expect(path).toMatch(/^\//);
      expect(path).not.toMatch(/:/);
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      for (const [method, operation] of Object.entries(operations)) {
        expect(methods).toContain(method);
        operationIds.push(operation.operationId);
        expect(operation.summary, `${method} ${path}`).not.toBe('');
        expect(document.tags.map((tag) => tag.name)).toEqual(expect.arrayContaining(operation.tags));
        const inPath = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
        expect(inPath.map((parameter) => parameter.name).sort(), `${method} ${path}`).toEqual(templated);
        expect(inPath.every((parameter) => parameter.required)).toBe(true);
        expect(Object.keys(operation.responses).length).toBeGreaterThan(1);
        for (const [status, response] of Object.entries(operation.responses)) {
          expect(status).toMatch(/^([1-5]\d\d|default)$/);
          expect(response.description).not.toBe('');
        }
        for (const name of Object.keys(operation.security.at(0) ?? {})) expect(document.components.securitySchemes).toHaveProperty(name);
      }
    }
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });

  it('refers only to schemas it holds, each of them JSON Schema the contract generated', () => {
    const references = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(references.length).toBeGreaterThan(0);
    for (const reference of new Set(references)) {
      expect(reference).toMatch(/^#\/components\/schemas\//);
      expect(document.components.schemas).toHaveProperty(reference.slice('#/components/schemas/'.length));
    }
    expect(document.components.schemas).toHaveProperty('ErrorBody');
    expect(document.components.schemas).toHaveProperty('Feature');
    expect(JSON.stringify(document)).not.toMatch(/"\$defs"|"\$schema"/);
  });

  it('says what each operation needs as its route declares it', () => {
    const toggle = document.paths['/api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/on']?.post;
    expect(toggle?.['x-access']).toEqual({ api: 'admin', permission: 'UPDATE_FEATURE_ENVIRONMENT', environmentParam: 'environment' });
    expect(toggle?.security).toEqual([{ apiToken: [] }]);
    expect(document.paths['/api/openapi.json']?.get?.security).toEqual([]);
  });

  it('is open to anyone and holds no secret: it is made from the route declarations alone', async () => {
    const text = JSON.stringify(document);
    const secrets = [...Object.values(tokens), ...Object.values(service.pats)];
    for (const secret of secrets) expect(text).not.toContain(secret.split('.').at(-1));
    const atUnleashsPlace = await service.call('GET', '/docs/openapi.json', { token: null });
    expect(atUnleashsPlace.body).toEqual(document);
  });
});

describe('the documentation page', () => {
  it('lists every operation under its tag, with no script, under the console\'s security headers', async () => {
    const page = await service.call('GET', '/docs', { token: null });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(contentSecurityPolicy);
    expect(page.text).not.toMatch(/<script/i);
    for (const { name } of document.tags) expect(page.text).toContain(`<h2>${name}</h2>`);
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) expect(page.text).toContain(`<span class="method">${method.toUpperCase()}</span> <code>${path}</code>`);
    }
    expect(z.string().parse(page.text)).toContain('href="/api/openapi.json"');
  });
});
