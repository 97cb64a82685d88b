import { z } from 'zod';
import { errorBodySchema, type ErrorBody, type ErrorDetail } from '../../contract';

/**
 * Every failure of a call to the service is an ApiError with a kind; pages branch on the kind,
 * never on status numbers or message text.
 */
export type ApiErrorKind =
  | 'AuthenticationRequired'
  | 'NoAccess'
  | 'NotFound'
  | 'Conflict'
  | 'BadRequest'
  | 'RateLimited'
  | 'Server'
  | 'Network'
  | 'Timeout'
  | 'InvalidResponse';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  method: string;
  path: string;
  status?: number;
  body?: ErrorBody;
  /** For NoAccess: the permission the server named, and the environment when it named one. */
  permission?: string;
  environment?: string;
  /** For InvalidResponse: where in the body the contract was broken ("toggles[3].variant.name"). */
  issuePath?: string;
  details?: ErrorDetail[];
  /** For RateLimited: how long the service asks to wait, from its Retry-After header. */
  retryAfterSeconds?: number;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly method: string;
  readonly path: string;
  readonly status?: number;
  readonly body?: ErrorBody;
  readonly permission?: string;
  readonly environment?: string;
  readonly issuePath?: string;
  readonly details: ErrorDetail[];
  readonly retryAfterSeconds?: number;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.method = init.method;
    this.path = init.path;
    this.status = init.status;
    this.body = init.body;
    this.permission = init.permission;
    this.environment = init.environment;
    this.issuePath = init.issuePath;
    this.details = init.details ?? [];
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export function isApiError(error: unknown, kind?: ApiErrorKind): error is ApiError {
  return error instanceof ApiError && (kind === undefined || error.kind === kind);
}

function kindOfStatus(status: number): ApiErrorKind {
  if (status === 401) return 'AuthenticationRequired';
  if (status === 403) return 'NoAccess';
  if (status === 404) return 'NotFound';
  if (status === 409) return 'Conflict';
  if (status === 429) return 'RateLimited';
  if (status >= 500) return 'Server';
  return 'BadRequest';
}

const statusMessages: Record<ApiErrorKind, string> = {
  AuthenticationRequired: 'Your token is missing, invalid or expired.',
  NoAccess: 'You do not have permission to do this.',
  NotFound: 'Not found.',
  Conflict: 'This conflicts with the current state on the service.',
  BadRequest: 'The service refused the request.',
  RateLimited: 'Too many requests: the service asks to slow down.',
  Server: 'The service failed to answer this request.',
  Network: 'The service could not be reached.',
  Timeout: 'The service did not answer in time.',
  InvalidResponse: 'Unexpected response from the service.',
};

// Both the embedded service's NoAccessError and Unleash 8's PermissionError word it this way:
// `… you need the "UPDATE_FEATURE_ENVIRONMENT" permission for the "production" environment.`
const permissionPattern = /"([A-Z][A-Z0-9_]+)" permission/;
const environmentPattern = /for the "([^"]+)" environment/;

export function parseErrorBody(text: string): ErrorBody | undefined {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Unleash answers some refusals with a message alone: its maintenance mode's 503 is `{message}`. */
const messageOnlySchema = z.object({ message: z.string().min(1) });

function messageOnly(text: string): string | undefined {
  try {
    const parsed = messageOnlySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Seconds to wait, from a Retry-After header: a number of seconds, or an HTTP date (RFC 9110,
 * 10.2.3). Unleash's rate limits send seconds.
 */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number | undefined {
  const text = header?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The error for an answer with a non-2xx status; `text` is the raw body, JSON or not; `retryAfter` its Retry-After header. */
export function errorFromResponse(method: string, path: string, status: number, text: string, retryAfter?: string | null): ApiError {
  const kind = kindOfStatus(status);
  const body = parseErrorBody(text);
  const message = body?.message ?? messageOnly(text) ?? `${statusMessages[kind]} (HTTP ${status})`;
  return new ApiError({
    kind,
    status,
    method,
    path,
    body,
    message,
    details: body?.details,
    permission: kind === 'NoAccess' ? body?.message.match(permissionPattern)?.[1] : undefined,
    environment: kind === 'NoAccess' ? body?.message.match(environmentPattern)?.[1] : undefined,
    retryAfterSeconds: kind === 'RateLimited' ? retryAfterSeconds(retryAfter) : undefined,
  });
}

export function networkError(method: string, path: string, cause: unknown): ApiError {
  const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
  const kind: ApiErrorKind = timedOut ? 'Timeout' : 'Network';
  return new ApiError({ kind, method, path, message: statusMessages[kind] });
}

/** "toggles[3].variant.name" from zod's issue path. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    const name = String(key);
    return out ? `${out}.${name}` : name;
  }, '');
}

export function invalidResponseError(method: string, path: string, error: z.ZodError): ApiError {
  const issue = error.issues[0];
  const issuePath = issue ? formatIssuePath(issue.path) : '';
  const where = issuePath ? `${issuePath}: ` : '';
  return new ApiError({
    kind: 'InvalidResponse',
    method,
    path,
    issuePath,
    message: `Unexpected response from ${method} ${path}: ${where}${issue?.message ?? 'does not match the contract'}`,
  });
}

export function notJsonError(method: string, path: string): ApiError {
  return new ApiError({
    kind: 'InvalidResponse',
    method,
    path,
    message: `Unexpected response from ${method} ${path}: the body is not JSON`,
  });
}
