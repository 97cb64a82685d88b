import type { z } from 'zod';
import { errorFromResponse, invalidResponseError, networkError, notJsonError } from './errors';
import { answerOf, requestInit, requestTimeoutMs, type Answer } from './request';

export { apiPath } from './apiPath';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
  /** Overrides the client's token for this call (the playground uses a frontend token). */
  token?: string | null;
  /**
   * This very request, sent already and made as the client makes it (request.ts): its answer is
   * read as the client's own. The Flags page's list is sent before the client has arrived
   * (flagListRead.ts).
   */
  sent?: Promise<Answer> | undefined;
  /**
   * The schema's check compiled at build time (scripts/compileCheck.ts), for answers large enough
   * that zod's interpreted check is felt: what it accepts, zod would accept as it is (the answer is
   * taken without zod's walk); what it refuses, zod judges and names.
   */
  check?: ((value: unknown) => boolean) | undefined;
}

export interface ApiClientOptions {
  /** Where the service is; the console is served from the same origin, so '' by default. */
  baseUrl?: string;
  /** The sign-in token; a promise when it is to be waited for (the console's, while signed out). */
  getToken: (signal?: AbortSignal) => string | null | Promise<string | null>;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /**
   * A read (GET) sent with the client's token and answered 401: true to send it again with the
   * token `getToken` gives next. Writes are never sent again on their own.
   */
  readsAgainAfterRefusal?: () => boolean;
}

export type ApiClient = <S extends z.ZodType>(
  path: string,
  schema: S,
  options?: RequestOptions,
) => Promise<z.output<S>>;

export function withQuery(path: string, params: Iterable<[string, string]>): string {
  const query = new URLSearchParams([...params]).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * One client for every call: Authorization and Accept headers, JSON bodies, a timeout, and the
 * answer parsed with the endpoint's schema. An empty body parses as `undefined`, so an endpoint
 * that a real Unleash answers with nothing (`/on`, `/off`) declares `schema.optional()`.
 */
export function createApiClient({ baseUrl = '', getToken, timeoutMs = requestTimeoutMs, fetch: fetchImpl, readsAgainAfterRefusal }: ApiClientOptions): ApiClient {
  const call: ApiClient = async (path, schema, options = {}) => {
    const { method = 'GET', body, signal, token, sent, check } = options;
    const timeout = AbortSignal.timeout(timeoutMs);
    let sending = sent;
    if (sending === undefined) {
      const given = token === undefined ? getToken(signal) : token;
      // Only a token still to come is awaited: a call with one in hand reaches fetch synchronously.
      const authorization = given instanceof Promise ? await given : given;
      sending = (fetchImpl ?? fetch)(baseUrl + path, requestInit(authorization, {
        method,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      })).then(answerOf);
    }
    let answer: Answer;
    try {
      answer = await sending;
    } catch (cause) {
      // A cancel by React Query (the caller's own signal) is not a failure of the service.
      if (signal?.aborted) throw cause;
      throw networkError(method, path, timeout.aborted ? new DOMException('timeout', 'TimeoutError') : cause);
    }

    let text: string;
    try {
      text = await answer.text;
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw networkError(method, path, cause);
    }
    const { response } = answer;
    if (response.status === 401 && method === 'GET' && token === undefined && readsAgainAfterRefusal?.()) return call(path, schema, { ...options, sent: undefined });
    if (!response.ok) throw errorFromResponse(method, path, response.status, text, response.headers.get('Retry-After'));

    let json: unknown;
    if (text.trim() !== '') {
      try {
        json = JSON.parse(text);
      } catch {
        throw notJsonError(method, path);
      }
    }
    // The compiled check is held to the schema's own verdict and output by compileCheck.test.ts.
    if (check?.(json)) return json as z.output<typeof schema>;
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw invalidResponseError(method, path, parsed.error);
    return parsed.data;
  };
  return call;
}
