import { z } from 'zod';
import { dateTime } from './common';
import { roleSchema } from './ownProfile';
import { emailField, userSchema } from './users';

/**
 * Unleash's public invite links (`/api/admin/invite-link/tokens`, `/invite/{token}/…`): a link an
 * admin makes, with an expiry, by which anyone who has it signs up with a password as a Viewer.
 * The service keeps only the hash of a link's secret, so the secret and the link are shown when
 * the link is made, and to whoever names it by its secret; a listing shows neither (`secret`
 * masked, `url` null).
 */

/** What a listing says in place of a secret it does not keep. */
export const maskedInviteSecret = '*****';

export const inviteLinkSchema = z.object({
  secret: z.string(),
  url: z.string().nullable(),
  name: z.string(),
  enabled: z.boolean(),
  expiresAt: dateTime,
  createdAt: dateTime,
  createdBy: z.string().nullable(),
  users: z.array(userSchema).nullish(),
  role: roleSchema,
});
export const inviteLinkListSchema = z.object({ tokens: z.array(inviteLinkSchema) });

export const inviteLinkLimits = { nameLength: 200 } as const;

/** `POST /api/admin/invite-link/tokens` (Unleash's `publicSignupTokenCreateSchema`). */
export const createInviteLinkBodySchema = z.strictObject({
  name: z.string().trim().min(1).max(inviteLinkLimits.nameLength),
  expiresAt: z.iso.datetime({ offset: true }),
});

/** `PUT /api/admin/invite-link/tokens/{token}` (Unleash's `publicSignupTokenUpdateSchema`): disabling a link is how it is taken back. */
export const updateInviteLinkBodySchema = z.strictObject({
  expiresAt: z.iso.datetime({ offset: true }).optional(),
  enabled: z.boolean().optional(),
});

/** `POST /invite/{token}/signup` (Unleash's `createInvitedUserSchema`). */
export const inviteSignupBodySchema = z.strictObject({
  email: emailField,
  name: z.string().trim().min(1).max(200),
  password: z.string().max(1024),
  username: z.string().trim().min(1).max(200).optional(),
});

export type InviteLink = z.infer<typeof inviteLinkSchema>;
export type CreateInviteLinkBody = z.infer<typeof createInviteLinkBodySchema>;
export type UpdateInviteLinkBody = z.infer<typeof updateInviteLinkBodySchema>;
export type InviteSignupBody = z.infer<typeof inviteSignupBodySchema>;
