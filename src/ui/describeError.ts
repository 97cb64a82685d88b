import { isApiError } from '../api';

export interface ErrorDescription {
  title: string;
  message: string;
  /** Whether trying again may help (the service was down, slow or failing). */
  retryable: boolean;
}

export interface DescribeOptions {
  /** What a 404 means where the error happened ("This flag no longer exists."). */
  notFound?: string;
  /** What a 404 means where the service lacks the operation itself (Unleash open source's missing
   * endpoints): said as "Not available", not as a missing thing, and not worth a retry. */
  unavailable?: string;
}

/** One wording per kind of failure, so each fault reads the same on every page. */
export function describeError(error: unknown, { notFound, unavailable }: DescribeOptions = {}): ErrorDescription {
  if (!isApiError(error)) {
    const message = error instanceof Error ? error.message : String(error);
    return { title: 'Something went wrong', message, retryable: true };
  }
  switch (error.kind) {
    case 'AuthenticationRequired':
      return { title: 'Signed out', message: 'Your token was not accepted: it is missing, invalid or expired. Sign in again.', retryable: false };
    case 'NoAccess':
      return { title: 'No access', message: error.message, retryable: false };
    case 'NotFound':
      if (unavailable !== undefined) return { title: 'Not available', message: unavailable, retryable: false };
      return { title: 'Not found', message: notFound ?? `${error.message}`, retryable: false };
    case 'Conflict':
      return { title: 'Conflict', message: error.message, retryable: false };
    case 'BadRequest':
      // Services often repeat the message as the only detail; say it once.
      return { title: 'Refused', message: [...new Set([error.message, ...error.details.map((d) => d.message)])].join(' '), retryable: false };
    case 'RateLimited':
      return { title: 'Slow down', message: `The service is limiting requests. ${retryWhen(error.retryAfterSeconds)}`, retryable: true };
    case 'Server':
      return { title: 'The service failed', message: error.message, retryable: true };
    case 'Network':
      return { title: 'Cannot reach the flag service', message: 'The flag service could not be reached: check that it is running and reachable, then retry.', retryable: true };
    case 'Timeout':
      return { title: 'The service is not answering', message: 'The request took too long. Retry in a moment.', retryable: true };
    case 'InvalidResponse':
      return { title: 'Unexpected response', message: error.message, retryable: true };
  }
}

/** When to retry a refused request, in words: from the service's Retry-After where it sent one. */
export function retryWhen(seconds: number | undefined): string {
  if (seconds === undefined) return 'Wait a moment, then retry.';
  if (seconds < 1) return 'Retry now.';
  if (seconds < 90) return `Retry in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Retry in ${minutes} minutes.`;
}
