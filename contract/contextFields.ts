import { z } from 'zod';
import { dateTime } from './common';
import { contextLimits } from './limits';

/**
 * Context fields as Unleash 8 lists them (`contextFieldSchema`): the fields SDKs fill in
 * themselves, then the custom fields people add, each with its description, whether it may be a
 * rollout's stickiness, and the values a constraint on it may pick from.
 */

/** The fields every SDK knows; they are listed first and cannot be changed or deleted. */
export const builtInContextFields = [
  { name: 'appName', description: 'Allows you to constrain on application name', stickiness: false },
  { name: 'environment', description: 'Allows you to constrain on environment', stickiness: false },
  { name: 'userId', description: 'Allows you to constrain on userId', stickiness: false },
  { name: 'sessionId', description: 'Allows you to constrain on sessionId', stickiness: false },
  { name: 'remoteAddress', description: 'Allows you to constrain on remoteAddress', stickiness: false },
  { name: 'currentTime', description: 'Allows you to constrain on date values', stickiness: false },
] as const;

export const contextFieldLimits = {
  descriptionLength: 500,
  legalValues: 1_000,
  legalValueDescriptionLength: 500,
} as const;

export const legalValueSchema = z.object({
  value: z.string(),
  description: z.string().nullish(),
});

export const contextFieldSchema = z.object({
  name: z.string(),
  description: z.string().nullish(),
  stickiness: z.boolean().optional(),
  sortOrder: z.number().nullish(),
  createdAt: dateTime.nullish(),
  legalValues: z.array(legalValueSchema).optional(),
  /** The project a project's own field belongs to (Unleash 8's project context fields); none for the instance's. */
  project: z.string().optional(),
});
export const contextFieldListSchema = z.array(contextFieldSchema);

/** `POST /api/admin/context/{contextField}/legal-values` (Unleash's `legalValueSchema`). */
export const legalValueInputSchema = z.object({
  value: z.string().trim().min(1, 'must not be empty').max(contextLimits.maxValueLength),
  description: z.string().max(contextFieldLimits.legalValueDescriptionLength).nullish(),
});

const legalValuesInput = z.array(legalValueInputSchema).max(contextFieldLimits.legalValues).superRefine((values, ctx) => {
  const seen = new Set<string>();
  values.forEach((legal, index) => {
    if (seen.has(legal.value)) ctx.addIssue({ code: 'custom', path: [index, 'value'], message: `"${legal.value}" is listed twice` });
    seen.add(legal.value);
  });
});

const contextFieldFields = {
  description: z.string().max(contextFieldLimits.descriptionLength).nullish(),
  stickiness: z.boolean().optional(),
  sortOrder: z.int().min(0).max(1_000_000).optional(),
  legalValues: legalValuesInput.optional(),
};

/** A context field's name, as a context may carry it: a URL path segment, so no slash. */
export const contextFieldName = z.string().trim().min(1, 'must not be empty').max(contextLimits.maxNameLength)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._~-]*$/, 'must be URL-friendly: letters, digits, and . _ ~ - (not first)');

/** `POST /api/admin/context/validate`: a name a new field could take. */
export const contextFieldNameBodySchema = z.object({ name: contextFieldName });

export const createContextFieldBodySchema = z.object({ name: contextFieldName, ...contextFieldFields });
/** Unleash's `updateContextFieldSchema`: the name is the path's. */
export const updateContextFieldBodySchema = z.object(contextFieldFields);

/** `GET /api/admin/context/{contextField}/strategies` (Unleash's `contextFieldStrategiesSchema`). */
export const contextFieldStrategiesSchema = z.object({
  strategies: z.array(z.object({ id: z.string(), featureName: z.string(), projectId: z.string(), environment: z.string(), strategyName: z.string() })),
});

export type ContextField = z.infer<typeof contextFieldSchema>;
export type LegalValue = z.infer<typeof legalValueSchema>;
export type CreateContextFieldBody = z.infer<typeof createContextFieldBodySchema>;
export type UpdateContextFieldBody = z.infer<typeof updateContextFieldBodySchema>;
