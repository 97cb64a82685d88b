import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { errorNames } from '../../contract/error';
import { noAccessMessage } from '../auth/permissions';
import { BadData, Conflict, DomainError, InvalidOperation, MissingPermission, NotAllowed, NotFound, TooManyAttempts, WrongCredentials } from '../domain/errors';
import { HttpError } from './errors';

/** Each kind of domain error as the answer it is: the one place statuses and error names are chosen for them. */
export function httpErrorOf(error: DomainError): HttpError {
  if (error instanceof NotFound) return new HttpError(404, errorNames.notFound, error.message);
  if (error instanceof BadData) return new HttpError(400, errorNames.badData, error.message, error.details);
  if (error instanceof Conflict) return new HttpError(409, errorNames.conflict, error.message);
  if (error instanceof InvalidOperation) return new HttpError(409, errorNames.invalidOperation, error.message);
  if (error instanceof MissingPermission) return new HttpError(403, errorNames.noAccess, noAccessMessage(error.permission, error.environment));
  if (error instanceof NotAllowed) return new HttpError(403, errorNames.noAccess, error.message);
  if (error instanceof WrongCredentials) return new HttpError(401, errorNames.passwordMismatch, error.message);
  if (error instanceof TooManyAttempts) return new HttpError(429, errorNames.rateLimited, error.message);
  return new HttpError(500, errorNames.internal, error.message);
}

/** What the service answers for a method and path it has no route for (the API's, or any other). */
export const noSuchRouteMessage = (method: string, path: string): string =>
  path === '/api' || path.startsWith('/api/') ? `There is no ${method} ${path} in this API.` : `There is no ${method} ${path}.`;

/** The answer for a bad request that no route has seen yet. */
const badRequest = (message: string) => httpErrorOf(new BadData(message));

/** A path parameter longer than this is refused (400) before routing; flag names are at most 100. */
export const maxParamLength = 1000;

/**
 * Errors Fastify's router meets before a route runs (a path that is not valid percent-encoding, an
 * over-long parameter) answer with the error body like every other error, as the OpenAPI document
 * promises of every operation (its `default` answer).
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH'
    ? `A path parameter is longer than ${maxParamLength} characters.`
    : 'The request path is not valid: it has a malformed percent-encoding.';
  void reply.status(400).send(badRequest(message).body());
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers or URL over 16 KiB,
 * a broken request line, a request that did not arrive within the request timeout): the error
 * body too, then the connection closes as Node does. Where an answer to the request has
 * already begun, a second one would corrupt it: the connection just closes (Node's own handler
 * does the same).
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message = status === 431 ? 'The request headers (or the URL) are too large.' : status === 408 ? 'The request took too long to arrive.' : 'The request is not valid HTTP.';
  const name = status === 431 ? errorNames.headersTooLarge : status === 408 ? errorNames.requestTimeout : errorNames.badData;
  const body = JSON.stringify(new HttpError(status, name, message).body());
  if (socket.writable && !answerBegun(socket)) {
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
}

function answerBegun(socket: Socket): boolean {
  const current: unknown = Reflect.get(socket, '_httpMessage');
  return current instanceof ServerResponse && current.headersSent;
}

/**
 * Turns every failure into the error body (`contract/error.ts`, `ErrorBody` in the OpenAPI document), reads JSON bodies (an empty one counts as no
 * body, as clients send `Content-Type: application/json` on bodiless POSTs such as `/off`), and
 * answers unknown paths: 404 NotFoundError under /api, the console's index.html elsewhere.
 */
const staticFile = /\.(js|mjs|css|map|ico|png|svg|webmanifest|woff2?)$/;

/**
 * A key `__proto__` parses as an own property, but every object built from the body (a zod record,
 * a spread) drops it without a word, so a value there escapes every check and the rest of the body
 * is taken as if it were whole. It is refused wherever it is, naming where. The text is searched
 * first (for the key, or an escape that might spell it) so that an ordinary body is not walked.
 */
function protoKeyPath(text: string, parsed: unknown): string | undefined {
  if (!text.includes('__proto__') && !text.includes('\\u')) return undefined;
  const stack: Array<{ value: unknown; path: string }> = [{ value: parsed, path: '' }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() ?? { value: undefined, path: '' };
    if (typeof value !== 'object' || value === null) continue;
    const at = (key: string) => (path === '' ? key : `${path}.${key}`);
    if (!Array.isArray(value) && Object.hasOwn(value, '__proto__')) return at('__proto__');
    for (const [key, inner] of Object.entries(value)) stack.push({ value: inner, path: at(key) });
  }
  return undefined;
}

export function registerErrorHandling(app: FastifyInstance, distDir: string): void {
  // An answer given before the request's body has all arrived (a 401, 413 or 429 decided on the
  // headers) closes the connection: the rest of a body that never ends would otherwise hold it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.raw.complete) reply.header('connection', 'close');
    return payload;
  });

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      done(new BadData('The request body is not valid JSON.'), undefined);
      return;
    }
    const protoAt = protoKeyPath(text, parsed);
    if (protoAt === undefined) {
      done(null, parsed);
      return;
    }
    const message = `${protoAt}: "__proto__" cannot be the name of a field, a parameter or a property.`;
    done(new BadData(`The request body is not valid: ${message}`, [{ message, path: protoAt }]), undefined);
  });

  app.setErrorHandler((error: FastifyError | HttpError | DomainError, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send(error.body());
    if (error instanceof DomainError) {
      const answer = httpErrorOf(error);
      if (error instanceof TooManyAttempts) void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(answer.statusCode).send(answer.body());
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(new HttpError(413, errorNames.contentTooLarge, `The request body is larger than the ${request.routeOptions.bodyLimit ?? 0} bytes this service accepts.`).body());
    }
    if (status >= 400 && status < 500) {
      const answer = status === 400 ? badRequest(error.message) : new HttpError(status, errorNames.badData, error.message);
      return reply.status(status).send(answer.body());
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(new HttpError(500, errorNames.internal, 'Something went wrong on the server; the log has the details.').body());
  });

  const consoleBuilt = existsSync(join(distDir, 'index.html'));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.status(404).send(httpErrorOf(new NotFound(noSuchRouteMessage(request.method, path))).body());
    }
    // A missing file (/assets/gone.js) is a 404; page paths get the console's index.html, even
    // with a dot in them (flag names may have one).
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path.startsWith('/assets/') || staticFile.test(path)) {
      return reply.status(404).send(httpErrorOf(new NotFound(noSuchRouteMessage(request.method, path))).body());
    }
    if (!consoleBuilt) {
      return reply.status(503).type('text/plain; charset=utf-8')
        .send('The Flagdeck console has not been built yet. Run `npm run build` (or `npm start`, which builds it), then reload.\nThe API is available under /api.\n');
    }
    // The console routes in the browser; every page path gets the same index.html.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
