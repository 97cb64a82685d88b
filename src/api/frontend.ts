import { api, withQuery } from './index';
import { apiTokenListSchema, createdApiTokenSchema, frontendTogglesSchema, type CreateFrontendTokenBody } from '../../contract';

/** The path of a frontend API call: what is sent, and what the playground shows as sent. */
export function frontendPath(query: Iterable<[string, string]>): string {
  return withQuery('/api/frontend', query);
}

/**
 * The flags that evaluate to enabled for a context, sent as query parameters. A real Unleash
 * accepts only a frontend token there (README, Using Flagdeck with your Unleash), so the caller
 * passes one explicitly.
 */
export async function evaluateFrontend(query: Iterable<[string, string]>, token: string, signal?: AbortSignal) {
  const { toggles } = await api(frontendPath(query), frontendTogglesSchema, { token, signal });
  return toggles;
}

/** The API tokens the signed-in user may see (Unleash: `GET /api/admin/api-tokens`). */
export async function listApiTokens(signal?: AbortSignal) {
  const { tokens } = await api('/api/admin/api-tokens', apiTokenListSchema, { signal });
  return tokens;
}

/** Issues a frontend token (Unleash: `POST /api/admin/api-tokens`); its secret is in the answer. */
export function createFrontendToken(body: CreateFrontendTokenBody) {
  return api('/api/admin/api-tokens', createdApiTokenSchema, { method: 'POST', body });
}
