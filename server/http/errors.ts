import { randomUUID } from 'node:crypto';
import { errorNames, type ErrorBody, type ErrorDetail } from '../../contract/error';

/**
 * An error that is the answer: its status, its name (`errorNames` in the contract) and a message
 * for people. The store and the services throw domain errors (`domain/errors.ts`), which
 * `errorHandling.ts` turns into these; only what the HTTP layer itself decides is made here.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorName: string,
    message: string,
    readonly details?: readonly ErrorDetail[],
  ) {
    super(message);
  }

  /** Each answer gets a fresh id, so a report can point at one occurrence. */
  body(): ErrorBody {
    return {
      id: randomUUID(),
      name: this.errorName,
      message: this.message,
      ...(this.details ? { details: [...this.details] } : {}),
    };
  }
}

export const authenticationRequired = (message = 'You must log in to use this API: send a valid token in the Authorization header.') =>
  new HttpError(401, errorNames.authenticationRequired, message);

export const rateLimited = (message: string) => new HttpError(429, errorNames.rateLimited, message);
