import { api, apiPath } from './index';
import { patListSchema, serviceAccountListSchema } from './contract';

export function listServiceAccounts(signal?: AbortSignal) {
  return api('/api/admin/service-account', serviceAccountListSchema, { signal });
}

/** Seed 4.5: the account's tokens, without secrets. */
export async function listServiceAccountTokens(serviceAccountId: string | number, signal?: AbortSignal) {
  const { pats } = await api(apiPath`/api/admin/service-account/${serviceAccountId}/token`, patListSchema, { signal });
  return pats;
}
