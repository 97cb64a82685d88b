import { z } from 'zod';
import { notificationsSchema } from '../../contract/notifications';
import { api, apiPath } from './index';

/** Following a flag or a project is Unleash's favorites, on both services (Unleash takes them only as JSON, so each sends `{}`). */
export async function setFlagFollowed(projectId: string, featureName: string, followed: boolean) {
  await api(apiPath`/api/admin/projects/${projectId}/features/${featureName}/favorites`, z.unknown(), { method: followed ? 'POST' : 'DELETE', body: {} });
}

export async function setProjectFollowed(projectId: string, followed: boolean) {
  await api(apiPath`/api/admin/projects/${projectId}/favorites`, z.unknown(), { method: followed ? 'POST' : 'DELETE', body: {} });
}

/** What changed in what one follows: Flagdeck's own, kept by the embedded service (Unleash answers 404). */
export function listNotifications(signal?: AbortSignal) {
  return api('/api/admin/notifications', notificationsSchema, { signal });
}

export async function markNotificationsRead() {
  await api('/api/admin/notifications/read', z.unknown(), { method: 'POST' });
}
