import { z } from 'zod';
import { integrationEventSchema, integrationLimits } from './addons';
import { eventSchema } from './events';

/**
 * Following and notifications. Following a flag or a project is Unleash's favorites
 * (`POST/DELETE …/favorites`); what changed in what one follows, the bell's unread count and one's
 * own webhook are Flagdeck's own, kept by the embedded service (Unleash 8.2 open source has none).
 */

export const notificationSchema = z.object({ event: eventSchema, read: z.boolean() });

/** `GET /api/admin/notifications`: the newest changes to what the caller follows that others made. */
export const notificationsSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int().min(0),
  following: z.object({ features: z.array(z.string()), projects: z.array(z.string()) }),
});

export const notificationsQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).optional() });

/** `GET /api/admin/notifications/webhook`: where one's own notifications are also sent, if anywhere. */
export const notificationWebhookSchema = z.object({
  webhook: z.object({ url: z.string(), hasSecret: z.boolean(), lastOutcome: integrationEventSchema.nullable() }).nullable(),
});

/** `PUT /api/admin/notifications/webhook`: `secret` left out keeps the one set; empty removes it. */
export const notificationWebhookBodySchema = z.object({
  url: z.string().trim().min(1, 'needs a URL').max(integrationLimits.urlLength),
  secret: z.string().max(integrationLimits.secretLength).optional(),
});

export type Notifications = z.infer<typeof notificationsSchema>;
export type NotificationWebhook = z.infer<typeof notificationWebhookSchema>['webhook'];
export type NotificationWebhookBody = z.infer<typeof notificationWebhookBodySchema>;
