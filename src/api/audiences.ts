import { z } from 'zod';
import { savedAudienceListSchema, savedAudienceSchema, type SavedAudienceBody } from '../../contract/audiences';
import { api, apiPath } from './index';

/** Saved audiences: Flagdeck's own API, which only the embedded service has (Unleash answers 404). */

export async function listSavedAudiences(signal?: AbortSignal) {
  return (await api('/api/admin/saved-audiences', savedAudienceListSchema, { signal })).audiences;
}

export function createSavedAudience(body: SavedAudienceBody) {
  return api('/api/admin/saved-audiences', savedAudienceSchema, { method: 'POST', body });
}

export function updateSavedAudience(id: number, body: SavedAudienceBody) {
  return api(apiPath`/api/admin/saved-audiences/${id}`, savedAudienceSchema, { method: 'PUT', body });
}

export async function deleteSavedAudience(id: number) {
  await api(apiPath`/api/admin/saved-audiences/${id}`, z.unknown(), { method: 'DELETE' });
}
