import { z } from 'zod';
import { dateTime } from './common';
import { eventSchema } from './events';

/**
 * Integrations in Unleash 8.2's addon API and shapes (`addonSchema`, `addonCreateUpdateSchema`,
 * `addonsSchema`, `addonTypeSchema`, `addonParameterSchema`, `integrationEventsSchema`), so a script
 * that sets up Unleash's integrations sets up the embedded service's unchanged.
 */

/** What Unleash answers in place of a sensitive parameter; sent back on an update, it keeps the stored value. */
export const maskedParameter = '*****';

/** The providers the embedded service delivers to: Unleash's generic webhook, and its Slack incoming-webhook provider. */
export const addonProviderNames = ['webhook', 'slack'] as const;
export type AddonProviderName = (typeof addonProviderNames)[number];

/**
 * The header each webhook delivery is signed in, when the integration has a secret: `sha256=` and
 * the hex HMAC-SHA256 of the body with the secret. Flagdeck's own (Unleash's webhook has no secret).
 */
export const webhookSignatureHeader = 'x-flagdeck-signature';

export const integrationLimits = {
  urlLength: 2_000,
  descriptionLength: 500,
  templateLength: 10_000,
  secretLength: 200,
  parameterLength: 10_000,
  events: 100,
  scope: 100,
} as const;

const name = z.string().min(1).max(100);

export const addonParameterSchema = z.object({
  name: z.string(),
  displayName: z.string(),
  type: z.string(),
  description: z.string().optional(),
  placeholder: z.string().optional(),
  required: z.boolean(),
  sensitive: z.boolean(),
});

export const addonTypeSchema = z.object({
  name: z.string(),
  displayName: z.string(),
  documentationUrl: z.string(),
  description: z.string(),
  tagTypes: z.array(z.object({ name: z.string(), description: z.string().nullish(), icon: z.string().nullish() })).optional(),
  parameters: z.array(addonParameterSchema).optional(),
  events: z.array(z.string()).optional(),
  deprecated: z.string().optional(),
  howTo: z.string().optional(),
  installation: z.unknown().optional(),
  alerts: z.unknown().optional(),
});

export const addonSchema = z.object({
  id: z.number().int().min(1),
  provider: z.string(),
  description: z.string().nullish(),
  enabled: z.boolean(),
  parameters: z.record(z.string(), z.unknown()),
  events: z.array(z.string()),
  projects: z.array(z.string()).optional(),
  environments: z.array(z.string()).optional(),
  createdAt: dateTime.nullish(),
});

/** `GET /api/admin/addons`: the integrations, and the providers (what Unleash 8.2 reads them from). */
export const addonsSchema = z.object({
  addons: z.array(addonSchema),
  providers: z.array(addonTypeSchema),
});

/** `GET /api/admin/addons/providers` (the embedded service's; Unleash 8.2 reads `providers` as an addon id). */
export const addonProvidersSchema = z.array(addonTypeSchema);

/** `POST /api/admin/addons` and `PUT …/{id}`. */
export const addonCreateUpdateSchema = z.object({
  provider: z.string().min(1, 'choose a provider'),
  description: z.string().max(integrationLimits.descriptionLength).nullish(),
  enabled: z.boolean(),
  parameters: z.record(z.string().max(100), z.unknown()),
  events: z.array(name).max(integrationLimits.events),
  projects: z.array(name).max(integrationLimits.scope).optional(),
  environments: z.array(name).max(integrationLimits.scope).optional(),
});

/** The outcome of one delivery attempt, as Unleash records its integration events. */
export const integrationEventStates = ['success', 'failed', 'successWithErrors'] as const;

export const integrationEventSchema = z.object({
  id: z.number().int().min(1),
  integrationId: z.number().int(),
  createdAt: dateTime,
  state: z.enum(integrationEventStates),
  stateDetails: z.string(),
  event: eventSchema,
  details: z.record(z.string(), z.unknown()),
});

/** `GET /api/admin/addons/{id}/events`: newest first. */
export const integrationEventsSchema = z.object({ integrationEvents: z.array(integrationEventSchema) });

export const integrationEventsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});

export type Addon = z.infer<typeof addonSchema>;
export type AddonType = z.infer<typeof addonTypeSchema>;
export type AddonParameter = z.infer<typeof addonParameterSchema>;
export type AddonCreateUpdate = z.infer<typeof addonCreateUpdateSchema>;
export type IntegrationEvent = z.infer<typeof integrationEventSchema>;
