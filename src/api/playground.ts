import { api } from './index';
import { advancedPlaygroundResponseSchema, type AdvancedPlaygroundRequest } from '../../contract';
import { playgroundAtResponseSchema, type PlaygroundAtRequest } from '../../contract/timeTravel';

/** Unleash's admin playground (5.2 and later): the context evaluated with the signed-in user's rights, each flag with why. */
export const adminPlaygroundPath = '/api/admin/playground/advanced';

export function evaluateAdmin(request: AdvancedPlaygroundRequest, signal?: AbortSignal) {
  return api(adminPlaygroundPath, advancedPlaygroundResponseSchema, { method: 'POST', body: request, signal });
}

/** The embedded service's time travel (Flagdeck's own; Unleash answers 404): one context then and now, and what flipped each flag. */
export function evaluateAt(request: PlaygroundAtRequest, signal?: AbortSignal) {
  return api('/api/admin/playground/at', playgroundAtResponseSchema, { method: 'POST', body: request, signal });
}
