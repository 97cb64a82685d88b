import { strategyTryResponseSchema, type StrategyTryRequest } from '../../contract/strategyTry';
import { api } from './index';

/**
 * Flagdeck's own `POST /api/admin/playground/strategy`: a strategy evaluated before it is saved.
 * Unleash has no such endpoint, so in front of one it answers 404.
 */
export function tryStrategy(request: StrategyTryRequest, signal?: AbortSignal) {
  return api('/api/admin/playground/strategy', strategyTryResponseSchema, { method: 'POST', body: request, signal });
}
