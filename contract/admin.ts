import { z } from 'zod';
import { dateTime } from './common';

/** The admin API's answers, in Unleash's shapes (each route's in the OpenAPI document, /api/openapi.json). */

export const projectSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  featureCount: z.number().optional(),
  createdAt: dateTime.nullish(),
  /** Set on an archived project (`GET /api/admin/projects?archived=true` lists them). */
  archivedAt: dateTime.nullish(),
  /** Whether the caller follows the project (Unleash's favorite, per person). */
  favorite: z.boolean().optional(),
});
export const projectListSchema = z.object({
  version: z.number().optional(),
  projects: z.array(projectSchema),
});

export const environmentSchema = z.object({
  name: z.string(),
  type: z.string(),
  enabled: z.boolean().optional(),
  sortOrder: z.number().optional(),
  protected: z.boolean().optional(),
  /** On `GET /api/admin/environments/project/{id}`: whether the project uses it. */
  projectEnabled: z.boolean().optional(),
  /**
   * Unleash 8 says the same with `visible` on that endpoint (it lists every environment, and
   * `false` for those the project does not use, or for a project that does not exist).
   */
  visible: z.boolean().optional(),
});
export const environmentListSchema = z.object({
  version: z.number().optional(),
  environments: z.array(environmentSchema),
});

export const rootRoles = ['Admin', 'Editor', 'Viewer'] as const;

export const serviceAccountSchema = z.object({
  id: z.int().min(1),
  name: z.string().nullish(),
  username: z.string().nullish(),
  rootRole: z.number().optional(),
  /** Name of the root role; the embedded service adds it, Unleash gives `rootRoles` beside. */
  rootRoleName: z.string().optional(),
  createdAt: dateTime.nullish(),
  /**
   * The embedded service sends a count; Unleash sends the tokens themselves (without secrets).
   * Only how many there are is read from them.
   */
  tokens: z.union([z.number(), z.array(z.object({ id: z.int().min(1) }))]).optional(),
});
export const serviceAccountListSchema = z.object({
  serviceAccounts: z.array(serviceAccountSchema),
  rootRoles: z.array(z.object({ id: z.number(), name: z.string() })).optional(),
});

/** Who the signed-in token belongs to (`GET /api/admin/user`). */
export const currentUserSchema = z.object({
  user: z.object({
    // Unleash 8 answers an admin API token with a user that has no id (`internalAdminTokenUserId`
    // beside it): such a token acts as nobody in particular, user 0.
    id: z.number().default(0),
    name: z.string().nullish(),
    username: z.string().nullish(),
    email: z.string().nullish(),
    rootRole: z.number().optional(),
  }),
  permissions: z.array(z.object({ permission: z.string(), project: z.string().nullish(), environment: z.string().nullish() })).optional(),
  /** Unleash's feedback questionnaires the person answered, and the splash screens they saw (as `/api/admin/feedback` and `/api/admin/splash` keep them). */
  feedback: z.array(z.unknown()).optional(),
  splash: z.record(z.string(), z.boolean()).optional(),
});

export type Project = z.infer<typeof projectSchema>;
export type ProjectList = z.infer<typeof projectListSchema>;
export type Environment = z.infer<typeof environmentSchema>;
export type EnvironmentList = z.infer<typeof environmentListSchema>;
export type ServiceAccount = z.infer<typeof serviceAccountSchema>;
export type ServiceAccountList = z.infer<typeof serviceAccountListSchema>;
export type CurrentUser = z.infer<typeof currentUserSchema>;
