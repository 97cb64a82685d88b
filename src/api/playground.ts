import { api } from './index';
import { advancedPlaygroundResponseSchema, type AdvancedPlaygroundRequest } from '../../contract';

/** Unleash's admin playground (5.2 and later): the context evaluated with the signed-in user's rights, each flag with why. */
export const adminPlaygroundPath = '/api/admin/playground/advanced';

export function evaluateAdmin(request: AdvancedPlaygroundRequest, signal?: AbortSignal) {
  return api(adminPlaygroundPath, advancedPlaygroundResponseSchema, { method: 'POST', body: request, signal });
}
