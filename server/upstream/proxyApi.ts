import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest, RawServerBase, RouteGenericInterface } from 'fastify';
import { errorNames } from '../../contract/error';
import { BadData } from '../domain/errors';
import { HttpError } from '../http/errors';
import { staysInsideApi } from './apiPath';
import { crossSiteMessage, crossSiteProblem, isWrite } from '../http/sameOrigin';
import { headersForUpstream, headersFromUpstream, upstreamSessionOf } from './forwardedHeaders';
import { upstreamBasePath } from './upstreamUrl';

export interface ProxyOptions {
  upstream: URL;
  /** How long the upstream may take to begin its answer, and to send each next part of it. */
  timeoutMs: number;
}

/**
 * Passes every `/api` request through to the upstream as it came: method, path, query, body
 * bytes, the token (other headers as `forwardedHeaders.ts` decides), and gives back the upstream's
 * status, headers and body as a stream, so long-lived answers (Unleash's streaming client API)
 * flow through as they arrive. Nothing is read, kept or logged from a token.
 */
export async function proxyApi(app: FastifyInstance, { upstream, timeoutMs }: ProxyOptions): Promise<void> {
  const basePath = upstreamBasePath(upstream);
  await app.register(async (scope) => {
    // The body is not parsed here: its bytes go to the upstream unchanged, whatever the type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    await scope.register(replyFrom, {
      base: upstream.href,
      // Without a per-request timeout (an event stream, below) the answer's headers are still
      // awaited for `timeoutMs`, and its body for ever. reply-from turns certificate checks off
      // unless told otherwise (`connect` wins over its `tls`): tokens go over this connection, so
      // the upstream must prove who it is (NODE_EXTRA_CA_CERTS for a private CA).
      undici: { headersTimeout: timeoutMs, bodyTimeout: 0, connect: { timeout: 10_000, rejectUnauthorized: true } },
      disableRequestLogging: true,
    });

    const forward = (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '';
      if (!signInPaths.has(path) && !staysInsideApi(path, basePath)) {
        throw new BadData('The request path is not valid: it would leave /api (a backslash, or a "." or ".." segment in any encoding).');
      }
      refuseCrossSiteCookieWrite(request);
      // An event stream is quiet between events by nature: the upstream's answer is not cut for
      // pausing when the client asks for one, and the browser's connection is not cut for being
      // idle once the upstream answers with one (a header alone does not lift the idle timeout).
      return reply.from(basePath + path, {
        ...(eventStream.test(request.headers.accept ?? '') ? {} : { timeout: timeoutMs }),
        // reply-from retries a GET that got a 503; a pass-through gives the answer as it is.
        retryDelay: () => null,
        rewriteRequestHeaders: (_original, headers) => headersForUpstream(headers, request),
        rewriteHeaders: (headers) => {
          if (eventStream.test(String(headers['content-type'] ?? ''))) request.raw.socket.setTimeout(0);
          return headersFromUpstream(headers, basePath);
        },
        onError: (failedReply, { error }) => sendUnreachable(failedReply, upstream, error),
      });
    };
    scope.all('/api', (request, reply) => forward(request, reply));
    scope.all('/api/*', (request, reply) => forward(request, reply));
    for (const path of signInPaths) scope.post(path, (request, reply) => forward(request, reply));
  });
}

const eventStream = /\btext\/event-stream\b/i;

/** Beside `/api`, Unleash's password sign-in and sign-out pass, so people sign in as Unleash knows them. */
const signInPaths = new Set(['/auth/simple/login', '/logout']);

/**
 * Unleash's session cookie is a credential the browser sends by itself: a write it alone carries
 * (no token), and any sign-in or sign-out a browser says comes from elsewhere, must come from the
 * console's own pages, as on the embedded service (`http/sameOrigin.ts`).
 */
function refuseCrossSiteCookieWrite(request: FastifyRequest): void {
  const path = request.url.split('?')[0] ?? '';
  const byCookie = request.headers.authorization === undefined && upstreamSessionOf(request.headers.cookie) !== undefined;
  const checked = signInPaths.has(path) ? request.headers.origin !== undefined || byCookie : byCookie && isWrite(request.method);
  const problem = checked ? crossSiteProblem(request) : undefined;
  if (problem !== undefined) throw new HttpError(403, errorNames.noAccess, crossSiteMessage(problem));
}

/** When the upstream cannot be reached, the console gets an error body it knows, naming the host. */
function sendUnreachable(reply: FastifyReply<RouteGenericInterface, RawServerBase>, upstream: URL, error: Error & { statusCode?: number }): void {
  const status = error.statusCode === 504 ? 504 : 502;
  const what = status === 504 ? 'did not answer in time' : 'could not be reached';
  // The cause's message and code only: the request it failed on carries the caller's token.
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  reply.log.warn({ err: { message: error.message, code } }, 'upstream failed');
  const answer = new HttpError(status, status === 504 ? errorNames.gatewayTimeout : errorNames.badGateway, `The upstream service at ${upstream.origin} ${what}.`);
  void reply.status(status).send(answer.body());
}
