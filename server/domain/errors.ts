import type { ErrorDetail } from '../../contract/error';
import type { Permission } from '../auth/permissions';

/**
 * What the store and the services refuse, as kinds with no HTTP in them: the HTTP layer gives each
 * kind its status and the contract's error name in one place (`http/errorHandling.ts`). The
 * message is for people and is sent as it is.
 */
export abstract class DomainError extends Error {}

/** Something the request names does not exist (or is not the caller's to see). */
export class NotFound extends DomainError {}

/** A name that must be unique is taken. */
export class Conflict extends DomainError {}

/** The step asked for is not one the thing's current state allows. */
export class InvalidOperation extends DomainError {}

/** The input is wrong; each detail names the field (`path`) where there is one. */
export class BadData extends DomainError {
  readonly details: readonly ErrorDetail[];

  constructor(message: string, details?: readonly ErrorDetail[]) {
    super(message);
    this.details = details ?? [{ message }];
  }
}

/** The caller lacks a permission (in an environment, where the permission is held per environment). */
export class MissingPermission extends DomainError {
  constructor(
    readonly permission: Permission,
    readonly environment?: string,
  ) {
    super(`missing ${permission}${environment === undefined ? '' : ` in ${environment}`}`);
  }
}

/** The caller may not do this for who they are rather than for a permission they lack. */
export class NotAllowed extends DomainError {}

/** A sign-in with a name or password that does not match: one kind for both, so neither is told apart. */
export class WrongCredentials extends DomainError {}

/** Too many tries of something limited (failed sign-ins); it may be tried again after `retryAfterSeconds`. */
export class TooManyAttempts extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
