import { z } from 'zod';

export const errorDetailSchema = z.object({
  message: z.string(),
  description: z.string().optional(),
  path: z.string().optional(),
});

/** Unleash's error body (`ErrorBody` in the OpenAPI document), with the `details` it adds to validation errors. */
export const errorBodySchema = z.object({
  // The embedded service always sends an id; older Unleash versions sometimes do not.
  id: z.string().optional(),
  name: z.string(),
  message: z.string(),
  details: z.array(errorDetailSchema).optional(),
});

/** The names an error body carries, as the embedded service sends them (Unleash's where it has one). */
export const errorNames = {
  authenticationRequired: 'AuthenticationRequired',
  noAccess: 'NoAccessError',
  /** What Unleash 8 calls a 403; the embedded service never sends it. */
  permission: 'PermissionError',
  notFound: 'NotFoundError',
  badData: 'BadDataError',
  conflict: 'NameExistsError',
  invalidOperation: 'InvalidOperationError',
  requestTimeout: 'RequestTimeoutError',
  contentTooLarge: 'ContentTooLargeError',
  headersTooLarge: 'HeadersTooLargeError',
  rateLimited: 'RateLimitError',
  /** A password sign-in whose name or password does not match (Unleash's name). */
  passwordMismatch: 'PasswordMismatchError',
  internal: 'InternalError',
  badGateway: 'BadGatewayError',
  gatewayTimeout: 'GatewayTimeoutError',
  /** A write refused while the instance is in maintenance mode (Unleash sends only its message). */
  maintenance: 'MaintenanceModeError',
} as const;

export type ErrorDetail = z.infer<typeof errorDetailSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
