import { z } from 'zod';
import { dateTime } from './common';

/**
 * Unleash's API tokens (`/api/admin/api-tokens`), used by the playground to offer a frontend
 * token instead of asking for one to be pasted. A listing may leave out `secret` (a service that
 * keeps only hashes cannot show it); the answer to a creation always carries it.
 */
export const apiTokenTypes = ['admin', 'client', 'frontend', 'backend'] as const;

export const apiTokenSchema = z.object({
  secret: z.string().optional(),
  tokenName: z.string(),
  type: z.string().transform((type) => type.toLowerCase()),
  environment: z.string().optional(),
  project: z.string().optional(),
  projects: z.array(z.string()).optional(),
  createdAt: dateTime.nullish(),
  expiresAt: dateTime.nullish(),
  seenAt: dateTime.nullish(),
});
export const apiTokenListSchema = z.object({ tokens: z.array(apiTokenSchema) });
export const createdApiTokenSchema = apiTokenSchema.extend({ secret: z.string() });

/**
 * `POST /api/admin/api-tokens` as the embedded service takes it. Unleash 5 renamed client tokens
 * "backend"; both names are accepted, and kept as client.
 */
export const createApiTokenBodySchema = z.object({
  tokenName: z.string().trim().min(1).max(200),
  type: z.string().transform((type) => type.toLowerCase()).pipe(z.enum(apiTokenTypes))
    .transform((type) => (type === 'backend' ? 'client' : type)),
  environment: z.string().min(1).optional(),
  project: z.string().min(1).optional(),
  projects: z.array(z.string().min(1)).min(1).optional(),
  expiresAt: z.iso.datetime({ offset: true }).optional(),
});

/** `PUT /api/admin/api-tokens/{token}` (Unleash's `updateApiTokenSchema`): the new expiry, which may be past. */
export const updateApiTokenBodySchema = z.object({ expiresAt: z.iso.datetime({ offset: true }) });

/** What the console sends to offer a frontend token (a body `createApiTokenBodySchema` takes). */
export const createFrontendTokenBodySchema = z.object({
  type: z.literal('frontend'),
  tokenName: z.string().min(1),
  environment: z.string().min(1),
  projects: z.array(z.string()).min(1),
});

export type ApiToken = z.infer<typeof apiTokenSchema>;
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
export type CreateApiTokenBody = z.infer<typeof createApiTokenBodySchema>;
export type CreateFrontendTokenBody = z.infer<typeof createFrontendTokenBodySchema>;
