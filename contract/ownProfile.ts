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

export type Role = z.infer<typeof roleSchema>;
export type Profile = z.infer<typeof profileSchema>;
