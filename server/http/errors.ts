import { randomUUID } from 'node:crypto';
import { errorNames, type ErrorBody, type ErrorDetail } from '../../contract/error';
import { noAccessMessage, type Permission } from '../auth/permissions';

/** An error that is the answer: its status, its name (`errorNames` in the contract) and a message for people. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorName: string,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
  }

  /** Each answer gets a fresh id, so a report can point at one occurrence. */
  body(): ErrorBody {
    return {
      id: randomUUID(),
      name: this.errorName,
      message: this.message,
      ...(this.details ? { details: this.details } : {}),
    };
  }
}

export const authenticationRequired = (message = 'You must log in to use this API: send a valid token in the Authorization header.') =>
  new HttpError(401, errorNames.authenticationRequired, message);

export const noAccess = (permission: Permission, environment?: string) =>
  new HttpError(403, errorNames.noAccess, noAccessMessage(permission, environment));

/** A 403 that is about the kind of token rather than a missing permission. */
export const wrongTokenType = (message: string) => new HttpError(403, errorNames.noAccess, message);

export const notFound = (message: string) => new HttpError(404, errorNames.notFound, message);

export const badData = (message: string, details?: ErrorDetail[]) =>
  new HttpError(400, errorNames.badData, message, details ?? [{ message }]);

export const nameExists = (message: string) => new HttpError(409, errorNames.conflict, message);

export const invalidOperation = (message: string) => new HttpError(409, errorNames.invalidOperation, message);

export const rateLimited = (message: string) => new HttpError(429, errorNames.rateLimited, message);
