import { randomBytes } from 'node:crypto';
import type { EvaluationContext } from './evaluationContext';

/*
 * What Unleash's frontend API fills in when a context leaves it out, so that our answers are the
 * ones Unleash would give: the caller's address, a random session (so that session-sticky
 * rollouts spread callers without a session), and the `appName`/`environment` its in-process SDK
 * client is created with ("frontend-api" and "default", not the token's environment).
 */
export const frontendApiAppName = 'frontend-api';
export const frontendApiEnvironment = 'default';

/** The defaults that follow from the request itself; the made-up session is left to withSession. */
export function withCallerDefaults(context: EvaluationContext, callerAddress: string): EvaluationContext {
  return {
    ...context,
    appName: context.appName ?? frontendApiAppName,
    environment: context.environment ?? frontendApiEnvironment,
    remoteAddress: context.remoteAddress ?? callerAddress,
  };
}

/** A session for a context without one: random, in the same form as Unleash's (18 bytes in hex). */
export function withSession(context: EvaluationContext): EvaluationContext {
  return context.sessionId === undefined ? { ...context, sessionId: randomBytes(18).toString('hex') } : context;
}

export function withFrontendDefaults(context: EvaluationContext, callerAddress: string): EvaluationContext {
  return withSession(withCallerDefaults(context, callerAddress));
}
