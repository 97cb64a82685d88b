import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { publicRoute } from '../http/access';
import { routesOf } from '../http/route';
import { docsPage } from '../openapi/docsPage';
import { buildOpenApiDocument } from '../openapi/openApiDocument';
import { openApiDocumentSchema, type OpenApiDocument } from '../openapi/openApiDocumentSchema';

/**
 * The API's documentation, with no token: the OpenAPI document at /api/openapi.json (and at
 * /docs/openapi.json, where Unleash serves its own), and a page to read it at /docs. The document
 * is built once, from the route table, on the first request (every route is declared by then).
 */
export function registerDocsRoutes(app: FastifyInstance): void {
  const route = routesOf(app, 'Documentation');
  let built: { document: OpenApiDocument; page: string } | undefined;
  const documentation = () => {
    if (!built) {
      const document = buildOpenApiDocument(app.declaredRoutes);
      built = { document, page: docsPage(document, '/api/openapi.json') };
    }
    return built;
  };

  for (const url of ['/api/openapi.json', '/docs/openapi.json']) {
    route({
      method: 'GET', url, access: publicRoute,
      summary: 'This document: every operation of the service (OpenAPI 3.1)',
      responses: { 200: openApiDocumentSchema },
      handler: async () => documentation().document,
    });
  }

  route({
    method: 'GET', url: '/docs', access: publicRoute,
    summary: 'This document as a page to read',
    responses: { 200: z.string() }, contentType: 'text/html; charset=utf-8',
    handler: async ({ reply }) => reply.type('text/html; charset=utf-8').send(documentation().page),
  });
}
