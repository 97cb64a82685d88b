import { z } from 'zod';
import { rootRoles } from './admin';
import { dateTime } from './common';

/**
 * People and their sign-in, in Unleash 8.2's shapes: `/api/admin/user-admin` (users, roles,
 * one-time password links) and `/auth/simple/login`. The embedded service adds `deactivatedAt`,
 * which Unleash open source does not have (it deletes users instead).
 */

export const userSchema = z.object({
  id: z.int(),
  name: z.string().nullish(),
  email: z.string().nullish(),
  username: z.string().nullish(),
  imageUrl: z.string().optional(),
  /** On creation: the one-time link with which the new user sets a password. */
  inviteLink: z.string().optional(),
  emailSent: z.boolean().optional(),
  /** A number as listed; creation answers with what was sent, which may be the role's name. */
  rootRole: z.union([z.int(), z.enum(rootRoles)]).optional(),
  /** The last sign-in. */
  seenAt: dateTime.nullish(),
  createdAt: dateTime.optional(),
  accountType: z.string().optional(),
  /** Embedded service: when the user was deactivated (they cannot sign in; their sessions and tokens stop). */
  deactivatedAt: dateTime.nullish(),
});

export const userListSchema = z.object({
  users: z.array(userSchema),
  rootRoles: z.array(z.object({ id: z.int(), name: z.string(), type: z.string().optional() })).optional(),
});

const roleField = z.union([z.int(), z.enum(rootRoles)]);
export const emailField = z.string().trim().min(3).max(254).regex(/^[^\s@]+@[^\s@]+$/, 'must be an email address');

export const createUserBodySchema = z.object({
  email: emailField.optional(),
  username: z.string().trim().min(1).max(100).regex(/^\S+$/, 'must not contain spaces').optional(),
  name: z.string().trim().min(1).max(100).optional(),
  password: z.string().optional(),
  rootRole: roleField,
  sendEmail: z.boolean().optional(),
});

export const updateUserBodySchema = z.object({
  email: emailField.optional(),
  name: z.string().trim().min(1).max(100).optional(),
  rootRole: roleField.optional(),
});

/** `POST /api/admin/user-admin/reset-password`: Unleash names the user by email (or username) in `id`. */
export const resetPasswordBodySchema = z.object({ id: z.string().trim().min(1).max(254) });
export const resetPasswordAnswerSchema = z.object({ resetPasswordUrl: z.string() });

/** A new password; `oldPassword` and `confirmPassword` when people change their own. */
export const passwordBodySchema = z.object({
  password: z.string().max(1024),
  oldPassword: z.string().max(1024).optional(),
  confirmPassword: z.string().max(1024).optional(),
});

export const loginBodySchema = z.object({
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
});

/** `GET /auth/reset/validate?token=`: whose link it is. */
export const tokenUserSchema = z.object({
  id: z.int(),
  name: z.string().nullish(),
  email: z.string().nullish(),
  username: z.string().nullish(),
  token: z.string(),
  createdBy: z.string().nullish(),
  role: z.object({ id: z.int(), name: z.string(), type: z.string().optional() }).optional(),
});

/** `POST /auth/reset/password`: the one-time link's token and the new password. */
export const setPasswordBodySchema = z.object({ token: z.string().min(1).max(200), password: z.string().max(1024) });

export type User = z.infer<typeof userSchema>;
export type UserList = z.infer<typeof userListSchema>;
export type CreateUserBody = z.infer<typeof createUserBodySchema>;
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;
export type PasswordBody = z.infer<typeof passwordBodySchema>;
export type LoginBody = z.infer<typeof loginBodySchema>;
export type TokenUser = z.infer<typeof tokenUserSchema>;

/** `GET /api/admin/user-admin/inactive`: people who have not signed in for 180 days (Unleash's `inactiveUsersSchema`). */
export const inactiveUsersSchema = z.object({ version: z.literal(1), inactiveUsers: z.array(userSchema) });

/** `GET /api/admin/user-admin/admin-count`: admins who sign in with a password, admins without one, admin service accounts. */
export const adminCountSchema = z.object({ password: z.int(), noPassword: z.int(), service: z.int() });

/** `GET /api/admin/user-admin/access`: people to give access to, and groups (none in open source). */
export const usersAccessSchema = z.object({ users: z.array(userSchema), groups: z.array(z.unknown()) });

/** `POST /auth/reset/password-email` (Unleash's `emailSchema`): who forgot their password. */
export const emailBodySchema = z.object({ email: z.string().trim().min(1).max(254) });

/** `POST /api/admin/user-admin/inactive/delete` (Unleash's `idsSchema`): the inactive people to delete, by id. */
export const idsBodySchema = z.object({ ids: z.array(z.int().min(0)).max(10_000) });

export const userSearchQuerySchema = z.object({ q: z.string().max(200).optional() });
