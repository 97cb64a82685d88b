import { z } from 'zod';
import { api, apiPath } from './index';
import { createdPatSchema, patListSchema, serviceAccountListSchema, type CreatePatBody } from '../../contract';

export function listServiceAccounts(signal?: AbortSignal) {
  return api('/api/admin/service-account', serviceAccountListSchema, { signal });
}

/** The account's tokens, without secrets. */
export async function listServiceAccountTokens(serviceAccountId: string | number, signal?: AbortSignal) {
  const { pats } = await api(apiPath`/api/admin/service-account/${serviceAccountId}/token`, patListSchema, { signal });
  return pats;
}

/** The answer carries the secret: the one and only time the service shows it. */
export function createServiceAccountToken(serviceAccountId: string | number, body: CreatePatBody) {
  return api(apiPath`/api/admin/service-account/${serviceAccountId}/token`, createdPatSchema, { method: 'POST', body });
}

/** Unleash answers an empty 200; whatever the body, nothing in it is needed. */
export async function deleteServiceAccountToken(serviceAccountId: string | number, tokenId: number) {
  await api(apiPath`/api/admin/service-account/${serviceAccountId}/token/${tokenId}`, z.unknown(), { method: 'DELETE' });
}
