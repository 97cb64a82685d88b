import { isApiError } from '../api';
import { describeError } from '../ui/describeError';
import type { Via } from './playgroundUrl';

/**
 * What a failed evaluation means in the playground. The same status means something else here
 * than elsewhere in the console: a 401 is about the frontend token (not the sign-in), a 403 means
 * the token is of the wrong kind, a 404 that the frontend API is switched off.
 */
export interface EvaluationProblem {
  title: string;
  message: string;
  /** The frontend token is the culprit: the token field is marked. */
  token: boolean;
  /** The context parameter the service refused ("currentTime", "properties[plan]"). */
  parameter?: string;
  retryable: boolean;
}

export function evaluationProblem(error: unknown, via: Via = 'frontend'): EvaluationProblem {
  if (via === 'admin') return adminProblem(error);
  if (isApiError(error, 'AuthenticationRequired')) {
    return {
      title: 'Frontend token not accepted',
      message: 'The service did not accept the frontend token: it is missing, invalid or expired. Paste a valid frontend token.',
      token: true,
      retryable: false,
    };
  }
  if (isApiError(error, 'NoAccess')) {
    return {
      title: 'A frontend token is needed',
      message:
        'This token cannot read /api/frontend: it is an admin or client token. Use a frontend token (type "frontend", scoped to an environment and projects).',
      token: true,
      retryable: false,
    };
  }
  if (isApiError(error, 'NotFound')) {
    return {
      title: 'The frontend API is disabled',
      message: 'The frontend API is disabled on this service (GET /api/frontend answered 404), so no context can be evaluated here.',
      token: false,
      retryable: false,
    };
  }
  if (isApiError(error, 'BadRequest')) {
    const parameter = error.details.find((detail) => detail.path)?.path ?? parameterInMessage(error.message);
    return { title: 'The service refused this context', message: error.message, token: false, parameter, retryable: false };
  }
  return { ...describeError(error), token: false };
}

// The service names the field in its message ("context field "userId" is 1200 characters long");
// used when an error body carries no details.
function parameterInMessage(message: string): string | undefined {
  const quoted = /(?:field|parameter) "([^"]+)"/.exec(message)?.[1];
  if (quoted) return quoted;
  return /^currentTime\b/.test(message) ? 'currentTime' : undefined;
}

/** The admin playground goes with the sign-in: its refusals are about the sign-in, or the service. */
function adminProblem(error: unknown): EvaluationProblem {
  if (isApiError(error, 'NotFound')) {
    return {
      title: 'The admin playground is not available here',
      message: 'This service has no admin playground (Unleash has it from version 5.2). Evaluate with the frontend API instead.',
      token: false,
      retryable: false,
    };
  }
  if (isApiError(error, 'NoAccess')) {
    return { title: 'Your sign-in may not use the admin playground', message: error.message, token: false, retryable: false };
  }
  if (isApiError(error, 'BadRequest')) {
    const parameter = error.details.map((detail) => contextField(detail.path)).find((field) => field !== undefined);
    return { title: 'The service refused this context', message: error.message, token: false, parameter, retryable: false };
  }
  return { ...describeError(error), token: false };
}

/**
 * The context field a refusal names, as the form names it: "context.userId" (or Unleash's
 * "/body/context/userId") is "userId", "context.properties.plan" is "properties[plan]".
 */
function contextField(path: string | undefined): string | undefined {
  const match = /^(?:\/body\/)?context[./](.+)$/.exec(path ?? '');
  if (!match?.[1]) return undefined;
  const property = /^properties[./](.+)$/.exec(match[1]);
  return property ? `properties[${property[1]}]` : match[1];
}
