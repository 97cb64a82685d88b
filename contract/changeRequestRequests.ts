import { z } from 'zod';
import { dependencyBodySchema, strategyBodySchema, strategySortOrderBodySchema, strategyUpdateSchema, variantsBodySchema } from './adminRequests';
import {
  changeActions, changeRequestFeatureSchema, changeRequestStates, changeRequestUserSchema, reviewSchema, scheduleSchema,
} from './changeRequest';
import { dateTime } from './common';
import { changeRequestLimits, textLimits } from './limits';

/**
 * What the change request endpoints take, in Unleash's shapes, and the cross-project list
 * (`GET /api/admin/search/change-requests`).
 */

/** Each action's payload, as Unleash's change request API takes it. */
export const changePayloadSchemas = {
  updateEnabled: z.object({ enabled: z.boolean() }),
  addStrategy: strategyBodySchema,
  updateStrategy: strategyUpdateSchema,
  deleteStrategy: z.object({ id: z.string().min(1) }),
  patchVariant: z.object({ variants: variantsBodySchema }),
  /** The order of the flag's strategies in the environment, as `set-sort-order` takes it. */
  reorderStrategy: strategySortOrderBodySchema,
  // Unleash's console sends these two without a payload: archiving names the flag, and removing a
  // dependency removes every parent unless one is named.
  archiveFeature: z.object({}).optional(),
  addDependency: dependencyBodySchema,
  deleteDependency: z.object({ feature: z.string().min(1).optional() }).optional(),
} as const satisfies Record<(typeof changeActions)[number], z.ZodType>;

export type ChangeAction = (typeof changeActions)[number];
export type ChangePayload<A extends ChangeAction> = z.infer<(typeof changePayloadSchemas)[A]>;

/**
 * `POST /api/admin/projects/{projectId}/environments/{environment}/change-requests`: one change or
 * several, read as a list (so a list too long is named as such, not as "neither of the two").
 */
export const addChangeBodySchema = z.object({
  feature: z.string().min(1),
  action: z.enum(changeActions),
  // Unleash's console sends archiveFeature and deleteDependency without one.
  payload: z.unknown().optional(),
});
export const addChangesBodySchema = z.preprocess(
  (body) => (Array.isArray(body) ? body : [body]),
  z.array(addChangeBodySchema).min(1).max(changeRequestLimits.changes, `A change request holds at most ${changeRequestLimits.changes} changes.`),
);

/** `PUT …/change-requests/{id}/state`. A rejection's reason travels as `comment`, as in Unleash. */
export const changeRequestStateBodySchema = z.object({
  state: z.enum(changeRequestStates),
  scheduledAt: dateTime.optional(),
  comment: z.string().max(textLimits.comment).optional(),
});

export const changeRequestCommentBodySchema = z.object({ text: z.string().trim().min(1).max(textLimits.comment) });
export const changeRequestTitleBodySchema = z.object({ title: z.string().trim().min(1).max(255) });

/** Unleash's filter syntax: `IS:value` or `IS_ANY_OF:a,b`. */
export const searchFilter = z.string().regex(/^(IS|IS_ANY_OF):.+$/, 'must read IS:value or IS_ANY_OF:a,b').transform((text) =>
  text.slice(text.indexOf(':') + 1).split(',').map((value) => value.trim()).filter((value) => value !== ''),
);

/**
 * `GET /api/admin/search/change-requests`: `state` takes a state or the words `open` and `closed`,
 * `createdBy` user ids, `project` project ids.
 */
export const changeRequestSearchQuerySchema = z.object({
  state: searchFilter.optional(),
  createdBy: searchFilter.pipe(z.array(z.coerce.number<string>().int())).optional(),
  project: searchFilter.optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
});

/**
 * One row of the search. Unleash sends the names of the changed features and no reviews; the
 * embedded service sends whole change requests. Both parse, features as objects.
 */
export const changeRequestSearchItemSchema = z.object({
  id: z.number(),
  title: z.string().nullish(),
  environment: z.string(),
  project: z.string(),
  state: z.enum(changeRequestStates),
  minApprovals: z.number().optional(),
  features: z.array(z.union([z.string().transform((name) => ({ name })), changeRequestFeatureSchema])).optional(),
  approvals: z.array(reviewSchema).optional(),
  rejections: z.array(reviewSchema).optional(),
  createdBy: changeRequestUserSchema,
  createdAt: dateTime,
  schedule: scheduleSchema.optional(),
});

export const changeRequestSearchSchema = z.object({
  changeRequests: z.array(changeRequestSearchItemSchema),
  total: z.number().optional(),
});

export type AddChangeBody = z.infer<typeof addChangeBodySchema>;
export type ChangeRequestStateBody = z.infer<typeof changeRequestStateBodySchema>;
export type ChangeRequestSearchItem = z.infer<typeof changeRequestSearchItemSchema>;
export type ChangeRequestSearch = z.infer<typeof changeRequestSearchSchema>;

/**
 * Which draft `POST …/environments/{environment}/change-requests` adds to. Without it, the caller's
 * draft for the environment (or a new one), as in Unleash; `new` starts a draft beside the caller's
 * others, and an id names one of them, so a change need not join an unrelated draft. An id may
 * also name one of the caller's requests In review or Approved: editing it withdraws the
 * approvals given for its changes as they were.
 */
export const addChangesQuerySchema = z.object({
  draft: z.union([z.literal('new'), z.string().regex(/^[1-9]\d{0,15}$/, 'is "new" or the id of one of your open change requests').transform(Number)]).optional(),
});
export type DraftChoice = z.infer<typeof addChangesQuerySchema>['draft'];
