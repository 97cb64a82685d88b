import { z } from 'zod';

/** ISO 8601 timestamp as the service sends it ("2026-01-31T09:00:00.000Z" or with an offset). */
export const dateTime = z.iso.datetime({ offset: true, local: false });

/** Tag value and tag type: 2 to 50 characters each, as Unleash bounds them. */
export const tagText = z.string().min(2).max(50);

/** Variant weight: 0 to 1000, the whole of a flag's variants (`server/domain/variantWeights.ts`). */
export const variantWeight = z.number().min(0).max(1000);

/**
 * Names the admin API accepts for new projects, features, environments and segments: what Unleash
 * calls URL-friendly. Imported flag names are kept as given and do not go through this.
 */
export const urlFriendlyName = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._~-]*$/, 'must be URL-friendly: letters, digits, and . _ ~ - (not first)');

/** The answer of a DELETE that removed what it named. */
export const deletedSchema = z.object({ deleted: z.literal(true) });
