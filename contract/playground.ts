import { z } from 'zod';
import { clientConstraintSchema, clientParameterValueSchema, clientVariantSchema } from './clientFeatures';
import { payloadSchema } from './feature';
import { withoutProtoKey } from './withoutProtoKey';

/*
 * Unleash's admin playground (`POST /api/admin/playground`, and `/advanced`, Unleash 5.2 and later):
 * a context evaluated against an environment's configuration, each flag with the reason — every
 * strategy, constraint and segment with its result. Shapes as Unleash 8.2 sends them (its
 * playground-*-schema and advanced-playground-*-schema); lenient where a later Unleash may send
 * more, and where it sends configuration as stored (any operator, parameters of any scalar type).
 */

/** `projects` of a request: a list, or every project. */
export const allProjects = '*';
const projectsSchema = z.union([z.array(z.string()), z.literal(allProjects)]);

const contextKeyMessage = 'cannot be the name of a context field';

const sdkContextFields = {
  appName: z.string().min(1),
  userId: z.string().optional(),
  sessionId: z.string().optional(),
  remoteAddress: z.string().optional(),
  environment: z.string().optional(),
  currentTime: z.string().optional(),
  properties: withoutProtoKey(z.record(z.string(), z.string()), contextKeyMessage).optional(),
};

/**
 * Unleash's sdkContextSchema: `appName` is required; any other field is a property (as `properties`
 * are), and must be text as they are: a context field is text to an SDK.
 */
export const sdkContextSchema = withoutProtoKey(z.looseObject(sdkContextFields).superRefine((context, check) => {
  for (const [name, value] of Object.entries(context)) {
    if (!Object.hasOwn(sdkContextFields, name) && typeof value !== 'string') {
      check.addIssue({ code: 'custom', path: [name], message: 'a context field must be a string' });
    }
  }
}), contextKeyMessage);

export const playgroundRequestSchema = z.object({
  environment: z.string().min(1),
  projects: projectsSchema.optional(),
  context: sdkContextSchema,
});

/** Environment names as Unleash's advanced playground takes them. */
export const playgroundEnvironmentName = /^[a-zA-Z0-9~_.-]+$/;

export const advancedPlaygroundRequestSchema = z.object({
  environments: z.array(z.string().regex(playgroundEnvironmentName, 'must be an environment name: letters, digits, and ~ _ . -')).min(1),
  projects: projectsSchema.optional(),
  context: sdkContextSchema,
});

export const playgroundConstraintSchema = clientConstraintSchema.extend({ result: z.boolean() });

export const playgroundSegmentSchema = z.object({
  id: z.number(),
  name: z.string(),
  result: z.boolean(),
  constraints: z.array(playgroundConstraintSchema),
});

export const playgroundVariantSchema = z.object({
  name: z.string(),
  enabled: z.boolean(),
  payload: payloadSchema.optional(),
  feature_enabled: z.boolean().optional(),
});

/** A strategy Unleash could not evaluate (one it does not know) is `unknown` when its constraints hold. */
export const unknownResult = 'unknown';

export const playgroundStrategyResultSchema = z.union([
  z.object({
    evaluationStatus: z.literal('complete'),
    enabled: z.boolean(),
    variant: playgroundVariantSchema.nullish(),
    variants: z.array(clientVariantSchema).optional(),
  }),
  z.object({
    evaluationStatus: z.enum(['incomplete', 'unevaluated']),
    enabled: z.union([z.literal(false), z.literal(unknownResult)]),
  }),
]);

export const playgroundStrategySchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string().nullish(),
  disabled: z.boolean().nullish(),
  result: playgroundStrategyResultSchema,
  constraints: z.array(playgroundConstraintSchema),
  segments: z.array(playgroundSegmentSchema),
  parameters: z.record(z.string(), clientParameterValueSchema),
  links: z.object({ edit: z.string() }).optional(),
});

export const playgroundFeatureSchema = z.object({
  name: z.string(),
  projectId: z.string(),
  /** On in the environment (a flag that is off is off, whatever its strategies say). */
  isEnabledInCurrentEnvironment: z.boolean(),
  isEnabled: z.boolean(),
  /** A parent the flag depends on is not as the dependency requires. */
  hasUnsatisfiedDependency: z.boolean().optional(),
  strategies: z.object({
    result: z.union([z.boolean(), z.literal(unknownResult)]),
    data: z.array(playgroundStrategySchema),
  }),
  variant: playgroundVariantSchema.nullable(),
  variants: z.array(clientVariantSchema),
});

export const playgroundResponseSchema = z.object({
  input: playgroundRequestSchema,
  features: z.array(playgroundFeatureSchema),
});

/** The context one evaluation used: the request's, with its properties as fields of their own. */
export const playgroundFlatContextSchema = z.record(z.string(), z.string());

export const advancedPlaygroundEnvironmentFeatureSchema = playgroundFeatureSchema.extend({
  environment: z.string(),
  context: playgroundFlatContextSchema,
});

export const advancedPlaygroundFeatureSchema = z.object({
  name: z.string(),
  projectId: z.string(),
  /** Per environment, one evaluation per combination of the context's comma-separated values. */
  environments: z.record(z.string(), z.array(advancedPlaygroundEnvironmentFeatureSchema)),
});

export const advancedPlaygroundResponseSchema = z.object({
  input: advancedPlaygroundRequestSchema,
  features: z.array(advancedPlaygroundFeatureSchema),
  warnings: z.object({ invalidContextProperties: z.array(z.string()).optional() }).optional(),
});

export type SdkContext = z.infer<typeof sdkContextSchema>;
export type PlaygroundRequest = z.infer<typeof playgroundRequestSchema>;
export type AdvancedPlaygroundRequest = z.infer<typeof advancedPlaygroundRequestSchema>;
export type PlaygroundConstraint = z.infer<typeof playgroundConstraintSchema>;
export type PlaygroundSegment = z.infer<typeof playgroundSegmentSchema>;
export type PlaygroundVariant = z.infer<typeof playgroundVariantSchema>;
export type PlaygroundStrategyResult = z.infer<typeof playgroundStrategyResultSchema>;
export type PlaygroundStrategy = z.infer<typeof playgroundStrategySchema>;
export type PlaygroundFeature = z.infer<typeof playgroundFeatureSchema>;
export type PlaygroundResponse = z.infer<typeof playgroundResponseSchema>;
export type AdvancedPlaygroundEnvironmentFeature = z.infer<typeof advancedPlaygroundEnvironmentFeatureSchema>;
export type AdvancedPlaygroundFeature = z.infer<typeof advancedPlaygroundFeatureSchema>;
export type AdvancedPlaygroundResponse = z.infer<typeof advancedPlaygroundResponseSchema>;
