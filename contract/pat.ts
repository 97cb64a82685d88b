import { z } from 'zod';
import { dateTime } from './common';
import { textLimits } from './limits';

const patBase = z.object({
  id: z.int().min(1),
  createdAt: dateTime,
  seenAt: dateTime.nullish(),
  userId: z.int().optional(),
  description: z.string(),
  expiresAt: dateTime,
});

/** A token as listed: the secret is only ever in the creation response. */
export const patSchema = patBase.extend({
  secret: z.never({ error: 'a listing must not contain the secret' }).optional(),
});

/** The answer of `GET /api/admin/service-account/{id}/token` (and of `GET /api/admin/user/tokens`). */
export const patListSchema = z.object({ pats: z.array(patSchema) });

/** The answer to creating a token: the one time the secret is shown. */
export const createdPatSchema = patBase.extend({ secret: z.string().min(1) });

export const createPatBodySchema = z.object({
  description: z.string().trim().min(1).max(textLimits.tokenDescription),
  expiresAt: dateTime,
});

export type Pat = z.infer<typeof patSchema>;
export type PatList = z.infer<typeof patListSchema>;
export type CreatedPat = z.infer<typeof createdPatSchema>;
export type CreatePatBody = z.infer<typeof createPatBodySchema>;
