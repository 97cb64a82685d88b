import { z } from 'zod';
import { searchFilter } from './changeRequestRequests';
import { clientFeaturesSchema } from './clientFeatures';
import { dateTime } from './common';

/**
 * The event log in Unleash 8's shapes (`eventSchema`, `eventsSearchResponseSchema`,
 * `eventSearchQueryParameters` in unleash-server 8.2), so a script that reads Unleash's history
 * reads the embedded service's unchanged.
 */

/**
 * The event types the embedded service records, spelled as Unleash spells them (its
 * `events/index.js`). Unleash records many more; an answer from Unleash may carry any of them, so
 * `eventSchema.type` stays a string.
 */
export const recordedEventTypes = [
  'feature-created',
  'feature-completed',
  'feature-uncompleted',
  'feature-link-added',
  'feature-link-updated',
  'feature-link-removed',
  'default-strategy-updated',
  'feature-metadata-updated',
  'feature-archived',
  'feature-revived',
  'feature-deleted',
  'feature-environment-enabled',
  'feature-environment-disabled',
  'feature-strategy-add',
  'feature-strategy-update',
  'feature-strategy-remove',
  'strategy-order-changed',
  'feature-environment-variants-updated',
  'feature-dependency-added',
  'feature-dependency-removed',
  'feature-dependencies-removed',
  'feature-tagged',
  'feature-untagged',
  'features-imported',
  'segment-created',
  'segment-updated',
  'segment-deleted',
  'context-field-created',
  'context-field-updated',
  'context-field-deleted',
  'api-token-created',
  'api-token-updated',
  'api-token-deleted',
  'pat-created',
  'pat-deleted',
  'service-account-created',
  'user-created',
  'user-updated',
  'user-deleted',
  'public-signup-token-created',
  'public-signup-token-updated',
  'public-signup-token-user-added',
  'change-request-created',
  'change-added',
  'change-edited',
  'change-discarded',
  'change-request-sent-to-review',
  'change-request-approval-added',
  'change-request-approved',
  'change-request-rejected',
  'change-request-cancelled',
  'change-request-scheduled',
  'change-request-applied',
  'change-request-scheduled-application-success',
  'change-request-scheduled-application-failure',
  'change-request-schedule-suspended',
  'change-request-configuration-updated',
  'project-created',
  'project-updated',
  'project-archived',
  'project-revived',
  'project-deleted',
  'project-environment-added',
  'project-environment-removed',
  'environment-created',
  'environment-updated',
  'environment-deleted',
  'addon-config-created',
  'addon-config-updated',
  'addon-config-deleted',
  'setting-created',
  'setting-updated',
  'feature-type-updated',
  'tag-type-created',
  'tag-type-updated',
  'tag-type-deleted',
  'tag-created',
  'tag-deleted',
  'strategy-created',
  'strategy-updated',
  'strategy-deleted',
  'strategy-deprecated',
  'strategy-reactivated',
  'features-exported',
  'feature-stale-on',
  'feature-stale-off',
  'feature-favorited',
  'feature-unfavorited',
  'project-favorited',
  'project-unfavorited',
] as const;
export type RecordedEventType = (typeof recordedEventTypes)[number];

/** `data` and `preData`: the subject after and before, as the admin API shows it; null where there is none. */
const eventData = z.record(z.string(), z.unknown()).nullish();

export const eventSchema = z.object({
  id: z.number().int().min(1),
  createdAt: dateTime,
  type: z.string(),
  createdBy: z.string(),
  createdByUserId: z.number().nullish(),
  environment: z.string().nullish(),
  project: z.string().nullish(),
  featureName: z.string().nullish(),
  data: eventData,
  preData: eventData,
  tags: z.array(z.object({ type: z.string(), value: z.string() })).nullish(),
  label: z.string().nullish(),
  summary: z.string().nullish(),
  /** Changes made together (one change request applied, one bulk operation) share it. */
  groupType: z.string().nullish(),
  groupId: z.string().nullish(),
});

/** `GET /api/admin/search/events`. */
export const eventSearchResponseSchema = z.object({
  events: z.array(eventSchema),
  total: z.number().int().min(0),
});

/** `GET /api/admin/events` (and `?project=`): the newest events, and the schema version Unleash sends. */
export const eventsResponseSchema = z.object({
  version: z.number().int(),
  events: z.array(eventSchema),
  totalEvents: z.number().int().optional(),
});

/** The query of `GET /api/admin/events`. */
export const eventsQuerySchema = z.object({ project: z.string().optional() });

/** `GET /api/admin/events/{featureName}`: the newest events of one flag (Unleash's `featureEventsSchema`). */
export const featureEventsResponseSchema = z.object({
  version: z.number().int().optional(),
  toggleName: z.string().optional(),
  events: z.array(eventSchema),
  totalEvents: z.number().int().optional(),
});

/** `GET /api/admin/event-creators`: everyone who made an event, by user id. */
export const eventCreatorsSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));

/**
 * A write that went around the approvals its environment requires (an admin with
 * SKIP_CHANGE_REQUEST switching or editing directly) carries how many in its `data`, on the
 * embedded service; Unleash's events have no such field.
 */
export const skippedApprovalsSchema = z.object({ skippedApprovals: z.number().int().min(1) });

const dayFilter = z
  .string()
  .regex(/^IS:\d{4}-\d{2}-\d{2}$/, 'must read IS:YYYY-MM-DD')
  .transform((text) => text.slice(3));

/**
 * The query of `GET /api/admin/search/events`, as Unleash 8.2 takes it: filters in its `IS:` /
 * `IS_ANY_OF:` syntax, `createdBy` as user ids, `from`/`to` as days (inclusive), `query` as free
 * text over type, creator and data.
 */
/** The most events one page of the search answers (Unleash 8.2's bound). */
export const eventSearchPageMax = 1000;

export const eventSearchQuerySchema = z.object({
  query: z.string().max(200).optional(),
  id: searchFilter.pipe(z.array(z.coerce.number<string>().int())).optional(),
  groupId: searchFilter.optional(),
  feature: searchFilter.optional(),
  project: searchFilter.optional(),
  type: searchFilter.optional(),
  createdBy: searchFilter.pipe(z.array(z.coerce.number<string>().int())).optional(),
  environment: searchFilter.optional(),
  from: dayFilter.optional(),
  to: dayFilter.optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(eventSearchPageMax).default(50),
});

/** The query of the embedded service's `GET …/environments/{environment}/configuration-at` (Flagdeck's own; Unleash has none): the moment, now when left out. */
export const configurationAtQuerySchema = z.object({ at: dateTime.optional() });

/**
 * What `GET /api/client/features` served for a project in one environment at a past moment,
 * rebuilt from the event log; `stoppedAt` is the import the rebuild could not go back past, where
 * the moment lies before one (the configuration is then the one just after it).
 */
export const configurationAtSchema = z.object({
  at: dateTime,
  project: z.string(),
  environment: z.string(),
  clientFeatures: clientFeaturesSchema,
  stoppedAt: eventSchema.optional(),
});

export type AuditEvent = z.infer<typeof eventSchema>;
export type ConfigurationAt = z.infer<typeof configurationAtSchema>;
export type EventSearchResponse = z.infer<typeof eventSearchResponseSchema>;
export type EventsResponse = z.infer<typeof eventsResponseSchema>;
export type EventSearchQuery = z.infer<typeof eventSearchQuerySchema>;
export type FeatureEventsResponse = z.infer<typeof featureEventsResponseSchema>;
export type EventCreators = z.infer<typeof eventCreatorsSchema>;
