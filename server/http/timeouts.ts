import type { ServerOptions } from 'node:http';

/** `REQUEST_TIMEOUT_SECONDS`: time for a whole request, headers and body, to arrive. */
export const defaultRequestTimeoutMs = 30_000;
/** `UPSTREAM_TIMEOUT_SECONDS`: time for the upstream's answer to begin, and between its parts. */
export const defaultUpstreamTimeoutMs = 30_000;

export interface ServerTimeouts {
  requestTimeout: number;
  connectionTimeout: number;
  http: ServerOptions;
}

/**
 * How long a connection may be held by a client that is slow on purpose or by accident:
 * - its request, headers and body, must have arrived `requestTimeoutMs` after it began, however
 *   steadily it trickles; Node then answers 408 with the error body (`clientErrorHandler`) and
 *   closes. Node looks for such requests on an interval, 30 s unless told, so a fraction of the
 *   timeout here: a request is cut within a quarter of the timeout after it (at most a second).
 * - a connection on which nothing moves either way is closed after twice the request's time plus
 *   the time the service may take to answer (`answerMs`), so a client that stops reading its
 *   answer does not keep it in memory for ever. Twice: undici's timers fire up to a second late,
 *   and the upstream's 504 must still find the connection open.
 */
export function serverTimeouts(requestTimeoutMs: number, answerMs: number): ServerTimeouts {
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: 2 * (requestTimeoutMs + answerMs),
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.max(10, Math.min(1_000, Math.floor(requestTimeoutMs / 4))),
    },
  };
}
