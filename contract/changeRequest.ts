import { z } from 'zod';
import { dateTime } from './common';

/**
 * The inner fields of features, segments, approvals, rejections, comments, createdBy and schedule
 * follow Unleash's shapes and stay lenient (optional fields), so an enterprise Unleash in upstream
 * mode parses as well as the embedded service.
 */
export const changeRequestUserSchema = z.object({
  id: z.number().optional(),
  username: z.string().nullish(),
  imageUrl: z.string().nullish(),
});

/** The change types of Unleash Enterprise's change requests that the embedded service takes, with their names there. */
export const changeActions = [
  'updateEnabled', 'addStrategy', 'updateStrategy', 'deleteStrategy', 'patchVariant', 'reorderStrategy',
  'archiveFeature', 'addDependency', 'deleteDependency',
] as const;

export const changeSchema = z.object({
  id: z.number().optional(),
  // Unleash has more actions than the embedded service writes; any string is kept.
  action: z.string(),
  payload: z.unknown().optional(),
  createdBy: changeRequestUserSchema.optional(),
  createdAt: dateTime.optional(),
  /**
   * The embedded service's addition (Unleash has no such field): the state this change replaces,
   * in the payload's shape. While the request is open it is the state now; once applied, the state
   * it replaced. Absent where the change replaces nothing (a new strategy).
   */
  before: z.unknown().optional(),
});

export const changeRequestFeatureSchema = z.object({
  name: z.string(),
  conflict: z.string().optional(),
  changes: z.array(changeSchema).optional(),
});

export const changeRequestSegmentSchema = z.object({
  id: z.number().optional(),
  name: z.string().optional(),
  conflict: z.string().optional(),
  changes: z.array(changeSchema).optional(),
});

export const reviewSchema = z.object({
  createdBy: changeRequestUserSchema.optional(),
  createdAt: dateTime.optional(),
  reason: z.string().optional(),
});

/**
 * The embedded service's addition (Unleash has no such thing): an approval no longer counted,
 * because the changes were edited after it, or the flags they change moved before they applied.
 */
export const withdrawnApprovalSchema = reviewSchema.extend({
  withdrawnAt: dateTime,
  withdrawnReason: z.string(),
});

export const commentSchema = z.object({
  id: z.number().optional(),
  text: z.string(),
  createdBy: changeRequestUserSchema.optional(),
  createdAt: dateTime.optional(),
});

export const scheduleStatuses = ['pending', 'failed', 'suspended'] as const;
export const scheduleSchema = z.object({
  scheduledAt: dateTime,
  status: z.enum(scheduleStatuses),
  reason: z.string().optional(),
  /** Older Unleash versions name the reason this way. */
  failureReason: z.string().nullish(),
});

export const unscheduledStates = ['Draft', 'In review', 'Approved', 'Applied', 'Cancelled', 'Rejected'] as const;
export const changeRequestStates = [...unscheduledStates, 'Scheduled'] as const;
export const openChangeRequestStates = ['Draft', 'In review', 'Approved', 'Scheduled'] as const;
export const closedChangeRequestStates = ['Applied', 'Cancelled', 'Rejected'] as const;

/**
 * The states whose changes their author may still edit. In the embedded service an edit after
 * an approval withdraws it (an approval is for the changes as they were when given).
 */
export const editableChangeRequestStates = ['Draft', 'In review', 'Approved'] as const;

/** Open requests can still change: be edited, reviewed, applied or cancelled. */
export const isOpenChangeRequestState = (state: string): boolean => (openChangeRequestStates as readonly string[]).includes(state);

const changeRequestBase = z.object({
  id: z.number(),
  title: z.string().optional(),
  environment: z.string(),
  minApprovals: z.number(),
  project: z.string(),
  features: z.array(changeRequestFeatureSchema),
  segments: z.array(changeRequestSegmentSchema),
  approvals: z.array(reviewSchema).optional(),
  rejections: z.array(reviewSchema).optional(),
  /** Approvals that no longer count (the embedded service's addition); `approvals` lists those that do. */
  withdrawnApprovals: z.array(withdrawnApprovalSchema).optional(),
  comments: z.array(commentSchema).optional(),
  createdBy: changeRequestUserSchema,
  createdAt: dateTime,
  /** When the request entered each state it has been in (Unleash's `stateTimestamps`). */
  stateTimestamps: z.partialRecord(z.enum(changeRequestStates), dateTime).optional(),
});

/** `schedule` is present exactly when the state is `Scheduled`, so a reader needs no check of its own. */
export const changeRequestSchema = z.discriminatedUnion('state', [
  changeRequestBase.extend({
    state: z.enum(unscheduledStates),
    schedule: z.never({ error: 'must be absent unless the state is Scheduled' }).optional(),
  }),
  changeRequestBase.extend({
    state: z.literal('Scheduled'),
    schedule: scheduleSchema,
  }),
]);

export const changeRequestListSchema = z.array(changeRequestSchema);

export type ChangeRequestUser = z.infer<typeof changeRequestUserSchema>;
export type Change = z.infer<typeof changeSchema>;
export type ChangeRequestFeature = z.infer<typeof changeRequestFeatureSchema>;
export type Review = z.infer<typeof reviewSchema>;
export type WithdrawnApproval = z.infer<typeof withdrawnApprovalSchema>;
export type Comment = z.infer<typeof commentSchema>;
export type Schedule = z.infer<typeof scheduleSchema>;
export type ChangeRequestState = (typeof changeRequestStates)[number];
export type ChangeRequest = z.infer<typeof changeRequestSchema>;
