import { z } from 'zod';
import { addonSchema, addonsSchema, integrationEventsSchema, type AddonCreateUpdate } from '../../contract/addons';
import { api, apiPath, withQuery } from './index';

/** Integrations, through Unleash's addon API on both services (the providers come with the list, where Unleash 8.2 has them). */

export function listAddons(signal?: AbortSignal) {
  return api('/api/admin/addons', addonsSchema, { signal });
}

export function createAddon(body: AddonCreateUpdate) {
  return api('/api/admin/addons', addonSchema, { method: 'POST', body });
}

export function updateAddon(id: number, body: AddonCreateUpdate) {
  return api(apiPath`/api/admin/addons/${id}`, addonSchema, { method: 'PUT', body });
}

export async function deleteAddon(id: number) {
  await api(apiPath`/api/admin/addons/${id}`, z.unknown(), { method: 'DELETE' });
}

/** The newest outcome of the integration's deliveries (admins only, as Unleash's integration events are). */
export async function lastIntegrationEvent(id: number, signal?: AbortSignal) {
  const { integrationEvents } = await api(withQuery(apiPath`/api/admin/addons/${id}/events`, [['limit', '1']]), integrationEventsSchema, { signal });
  return integrationEvents[0] ?? null;
}
