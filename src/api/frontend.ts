import { api, withQuery } from './index';
import { frontendTogglesSchema } from './contract';

/**
 * Seed 4.2: the flags that evaluate to enabled for a context, sent as query parameters. On a real
 * Unleash only a frontend token is accepted, so the caller passes one explicitly.
 */
export async function evaluateFrontend(query: Iterable<[string, string]>, token: string, signal?: AbortSignal) {
  const { toggles } = await api(withQuery('/api/frontend', query), frontendTogglesSchema, { token, signal });
  return toggles;
}
