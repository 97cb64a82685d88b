import type { FastifyInstance, FastifyReply, FastifyRequest, LogLevel } from 'fastify';
import type { z } from 'zod';
import type { Access } from './access';
import { parseInput } from '../domain/parseInput';

/**
 * Every route is declared with what it documents about itself: its summary, the contract schemas
 * of its path, query and body, and of its answers. The handler reads its input through the same
 * schemas (it is given them parsed, never the raw request), so the OpenAPI document built from
 * the route table (`openapi/openApiDocument.ts`) says what the handler does.
 */

/**
 * Input read by something other than a contract schema (the frontend API's context, read by the
 * evaluation module on its hot path): the reader, and the contract schema that documents it.
 */
export interface CustomReader<T> {
  documentedAs: z.ZodType;
  read(value: unknown): T;
}

type InputSpec = z.ZodType | CustomReader<unknown>;
type Read<S> = S extends z.ZodType ? z.output<S> : S extends CustomReader<infer T> ? T : undefined;

/** A route as the OpenAPI document shows it. */
export interface RouteDocs {
  /** The group the operation is listed under. */
  tag: string;
  summary: string;
  description?: string | undefined;
  params?: z.ZodType | undefined;
  query?: z.ZodType | undefined;
  body?: z.ZodType | undefined;
  /** The answers by status: the contract schema of the body, or null for an answer without one. */
  responses: Readonly<Record<number, z.ZodType | null>>;
  /** The answers' media type, when it is not JSON. */
  contentType?: string | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    docs?: RouteDocs;
  }
}

export interface RouteInput<P, Q, B> {
  params: Read<P>;
  query: Read<Q>;
  /** The body, read when asked for: a handler may first decide whether the caller may write at all. */
  body(): Read<B>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteDefinition<P, Q, B> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  url: string;
  access: Access;
  summary: string;
  description?: string;
  params?: P;
  query?: Q;
  body?: B;
  responses: RouteDocs['responses'];
  contentType?: string;
  /**
   * Fastify's own options for the route (the frontend API's hot path logs less and is not
   * compressed; a stream has no HEAD, which would be answered by running it).
   */
  options?: { logLevel?: LogLevel; compress?: false; exposeHeadRoute?: false };
  handler(input: RouteInput<P, Q, B>): Promise<unknown>;
}

const documented = (spec: InputSpec | undefined): z.ZodType | undefined => (spec === undefined || !('documentedAs' in spec) ? spec : spec.documentedAs);

// The one place input is read: what the overload promises (Read<S>) is what the body computes.
function readInput<S extends InputSpec | undefined>(spec: S | undefined, value: unknown, what: string): Read<S>;
function readInput(spec: InputSpec | undefined, value: unknown, what: string): unknown {
  if (spec === undefined) return undefined;
  return 'documentedAs' in spec ? spec.read(value) : parseInput(spec, value, what);
}

/** Declares the routes of one group (`tag`) on `app`. */
export function routesOf(app: FastifyInstance, tag: string) {
  return function route<P extends InputSpec | undefined = undefined, Q extends InputSpec | undefined = undefined, B extends InputSpec | undefined = undefined>(
    definition: RouteDefinition<P, Q, B>,
  ): void {
    const { method, url, access, summary, description, params, query, body, responses, contentType, options, handler } = definition;
    app.route({
      method,
      url,
      ...options,
      config: {
        access,
        docs: { tag, summary, description, params: documented(params), query: documented(query), body: documented(body), responses, contentType },
      },
      handler: async (request, reply) => handler({
        params: readInput(params, request.params, 'path'),
        query: readInput(query, request.query, 'query'),
        body: () => readInput(body, request.body, 'request body'),
        request,
        reply,
      }),
    });
  };
}
