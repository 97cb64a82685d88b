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

export function withFrontendDefaults(context: EvaluationContext, callerAddress: string): EvaluationContext {
  return {
    ...context,
    appName: context.appName ?? frontendApiAppName,
    environment: context.environment ?? frontendApiEnvironment,
    remoteAddress: context.remoteAddress ?? callerAddress,
    // The same form as Unleash: 18 random bytes in hex.
    sessionId: context.sessionId ?? randomBytes(18).toString('hex'),
  };
}
