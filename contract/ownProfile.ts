import { z } from 'zod';

/**
 * What a signed-in person reads of themselves beyond `GET /api/admin/user`, in Unleash 8.2's
 * shapes: their role (`roleSchema`, `rolesSchema`) and their profile (`profileSchema`).
 */

/** A role: the embedded service has Unleash's three root roles (type `root`) and no project roles. */
export const roleSchema = z.object({
  id: z.int().min(0),
  type: z.string(),
  name: z.string(),
  description: z.string().optional(),
  project: z.string().nullish(),
});

/** `GET /api/admin/user/roles`. */
export const rolesSchema = z.object({ version: z.int().min(1), roles: z.array(roleSchema) });

/** `GET /api/admin/user/roles?projectId=`: the project is optional, and a root role holds in every project. */
export const rolesQuerySchema = z.object({ projectId: z.string().optional() });

/** `GET /api/admin/user/profile`. Unleash keeps `features` for old consoles and always sends it empty. */
export const profileSchema = z.object({
  rootRole: roleSchema,
  projects: z.array(z.string()),
  groups: z.array(z.object({ id: z.int().optional(), name: z.string() })),
  subscriptions: z.array(z.string()),
  features: z.array(z.object({ name: z.string() })),
  canChangePassword: z.boolean(),
});

/** The name of one of Unleash's console questionnaires or splash screens. */
const consoleItemId = z.string().trim().min(1).max(100);

/** `POST /api/admin/feedback` (Unleash's `feedbackCreateSchema`). */
export const createFeedbackBodySchema = z.object({ feedbackId: consoleItemId, neverShow: z.boolean().optional() });
/** `PUT /api/admin/feedback/{id}` (Unleash's `feedbackUpdateSchema`): what the body leaves out stays. */
export const updateFeedbackBodySchema = z.object({
  neverShow: z.boolean().optional(),
  given: z.iso.datetime({ offset: true }).nullish(),
  userId: z.int().optional(),
});
/** A person's answer to a questionnaire (Unleash's `feedbackResponseSchema`). */
export const feedbackSchema = z.object({ userId: z.int(), feedbackId: z.string(), given: z.string().nullable(), neverShow: z.boolean() });
/** `POST /api/admin/splash/{id}` (Unleash's `splashResponseSchema`). */
export const splashSchema = z.object({ userId: z.int(), splashId: z.string(), seen: z.boolean() });
export const consoleItemParamsSchema = z.object({ id: consoleItemId });

export type Feedback = z.infer<typeof feedbackSchema>;
export type Role = z.infer<typeof roleSchema>;
export type Profile = z.infer<typeof profileSchema>;
