import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * Unleash 8.2's own OpenAPI document, as Unleash 8.2.0 serves it at `/docs/openapi.json` (kept
 * as it was served in `../fixtures/unleash-8.2-openapi.json`): its operations, and the schema of
 * each answer.
 */

const fixture = new URL('../fixtures/unleash-8.2-openapi.json', import.meta.url);

const jsonSchema = z.record(z.string(), z.unknown());
const answerSchema = z.object({ content: z.record(z.string(), z.object({ schema: jsonSchema.optional() })).optional() });
const operationSchema = z.object({ responses: z.record(z.string(), answerSchema) });
const documentSchema = z.object({
  info: z.object({ version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.object({ schemas: z.record(z.string(), jsonSchema) }),
});

export type UnleashDocument = z.output<typeof documentSchema>;

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

export interface UnleashOperation {
  /** `METHOD /path/{param}`, as the representative calls name it. */
  key: string;
  method: HttpMethod;
  path: string;
  /** The answer's schema by status, where the document gives one (JSON answers only). */
  answers: Readonly<Record<string, Record<string, unknown> | undefined>>;
}

export function readUnleashDocument(): UnleashDocument {
  return documentSchema.parse(JSON.parse(readFileSync(fixture, 'utf8')));
}

export function operationsOf(document: UnleashDocument): UnleashOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    httpMethods.flatMap((method) => {
      const operation = item[method.toLowerCase()];
      if (operation === undefined) return [];
      const { responses } = operationSchema.parse(operation);
      const answers = Object.fromEntries(Object.entries(responses).map(([status, answer]) => [status, answer.content?.['application/json']?.schema]));
      return [{ key: `${method} ${path}`, method, path, answers }];
    }),
  );
}
