import { z } from 'zod';
import { notificationsSchema, notificationWebhookSchema, type NotificationWebhookBody } from '../../contract/notifications';
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

/** One's own webhook for what one follows (Flagdeck's own). */
export function getNotificationWebhook(signal?: AbortSignal) {
  return api('/api/admin/notifications/webhook', notificationWebhookSchema, { signal });
}

export function setNotificationWebhook(body: NotificationWebhookBody) {
  return api('/api/admin/notifications/webhook', notificationWebhookSchema, { method: 'PUT', body });
}

export async function removeNotificationWebhook() {
  await api('/api/admin/notifications/webhook', z.unknown(), { method: 'DELETE' });
}
