import type { z } from 'zod';
import { errorFromResponse, invalidResponseError, networkError, notJsonError } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
  /** Overrides the client's token for this call (the playground uses a frontend token). */
  token?: string | null;
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

/**
 * Builds an API path with every interpolated value URL-encoded, so a flag named "a/b" or
 * "x?y" can never change which endpoint is called.
 */
export function apiPath(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  return strings.reduce((path, part, i) => path + part + (i < values.length ? segment(values[i]) : ''), '');
}

/**
 * A name that is "." or ".." (the import keeps names as given) cannot travel as a path segment:
 * URL parsers read it, and its encoded form %2E too, as "this folder" or "one up", so the call
 * would go to another endpoint. Better a clear refusal than a request somewhere else.
 */
function segment(value: string | number | undefined): string {
  const text = String(value);
  if (text === '.' || text === '..') throw new Error(`"${text}" cannot be sent as part of an address: browsers read it as a step in the path.`);
  return encodeURIComponent(text);
}

export function withQuery(path: string, params: Iterable<[string, string]>): string {
  const query = new URLSearchParams([...params]).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * One client for every call: Authorization and Accept headers, JSON bodies, a timeout, and the
 * answer parsed with the endpoint's schema. An empty body parses as `undefined`, so an endpoint
 * that a real Unleash answers with nothing (`/on`, `/off`) declares `schema.optional()`.
 */
export function createApiClient({ baseUrl = '', getToken, timeoutMs = 15_000, fetch: fetchImpl, readsAgainAfterRefusal }: ApiClientOptions): ApiClient {
  const call: ApiClient = async (path, schema, options = {}) => {
    const { method = 'GET', body, signal, token } = options;
    const headers: Record<string, string> = { Accept: 'application/json' };
    const given = token === undefined ? getToken(signal) : token;
    // Only a token still to come is awaited: a call with one in hand reaches fetch synchronously.
    const authorization = given instanceof Promise ? await given : given;
    if (authorization) headers.Authorization = authorization;
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await (fetchImpl ?? fetch)(baseUrl + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        // With a token, the token alone; without one, the service's session cookie of a person
        // signed in with a password (same origin only).
        credentials: authorization ? 'omit' : 'same-origin',
      });
    } catch (cause) {
      // A cancel by React Query (the caller's own signal) is not a failure of the service.
      if (signal?.aborted) throw cause;
      throw networkError(method, path, timeout.aborted ? new DOMException('timeout', 'TimeoutError') : cause);
    }

    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw networkError(method, path, cause);
    }
    if (response.status === 401 && method === 'GET' && token === undefined && readsAgainAfterRefusal?.()) return call(path, schema, options);
    if (!response.ok) throw errorFromResponse(method, path, response.status, text, response.headers.get('Retry-After'));

    let json: unknown;
    if (text.trim() !== '') {
      try {
        json = JSON.parse(text);
      } catch {
        throw notJsonError(method, path);
      }
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw invalidResponseError(method, path, parsed.error);
    return parsed.data;
  };
  return call;
}
