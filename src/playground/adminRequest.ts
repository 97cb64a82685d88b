import type { AdvancedPlaygroundRequest, SdkContext } from '../../contract';
import { normaliseContext, type PlaygroundContext } from './playgroundContext';

/**
 * What the admin playground is asked for a context: the same fields the frontend API would get,
 * as Unleash's SDK context. Its `appName` is required there; left empty, it is the one the frontend
 * API fills in, so that both views answer alike for the same context.
 */
export const defaultAppName = 'frontend-api';

export function sdkContextOf(context: PlaygroundContext): SdkContext {
  const { properties, userId, sessionId, remoteAddress, environment, appName, currentTime } = normaliseContext(context);
  const given = Object.entries({ userId, sessionId, remoteAddress, environment, currentTime }).filter(([, value]) => value !== '');
  return {
    appName: appName || defaultAppName,
    ...Object.fromEntries(given),
    properties: Object.fromEntries(properties.map(({ name, value }) => [name, value])),
  };
}

export function adminRequestOf(context: PlaygroundContext, environment: string, project: string): AdvancedPlaygroundRequest {
  return { environments: [environment], projects: [project], context: sdkContextOf(context) };
}
