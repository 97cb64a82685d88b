import { strategyDefinitionsSchema } from '../../contract/strategyDefinitions';
import { api } from './index';

/** Strategy types, built-in and custom, as Unleash lists them at `/api/admin/strategies` (both services). */
export async function listStrategyDefinitions(signal?: AbortSignal) {
  const { strategies } = await api('/api/admin/strategies', strategyDefinitionsSchema, { signal });
  return strategies;
}
