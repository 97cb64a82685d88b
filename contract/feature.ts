import { z } from 'zod';
import { dateTime, tagText, variantWeight } from './common';

export const constraintOperators = [
  'NOT_IN', 'IN',
  'STR_ENDS_WITH', 'STR_STARTS_WITH', 'STR_CONTAINS',
  'NUM_EQ', 'NUM_GT', 'NUM_GTE', 'NUM_LT', 'NUM_LTE',
  'DATE_AFTER', 'DATE_BEFORE',
  'SEMVER_EQ', 'SEMVER_GT', 'SEMVER_LT',
  // Beyond the classic set above; current Unleash versions send them too.
  'REGEX', 'IN_CIDR',
] as const;
export const constraintOperatorSchema = z.enum(constraintOperators);

export const constraintSchema = z.object({
  contextName: z.string(),
  operator: constraintOperatorSchema,
  caseInsensitive: z.boolean().optional(),
  inverted: z.boolean().optional(),
  values: z.array(z.string()).optional(),
  value: z.string().optional(),
});

export const payloadTypes = ['json', 'csv', 'string', 'number'] as const;
export const payloadSchema = z.object({
  type: z.enum(payloadTypes),
  value: z.string(),
});

export const overrideSchema = z.object({
  contextName: z.string(),
  values: z.array(z.string()),
});

export const weightTypeSchema = z.enum(['variable', 'fix']);

export const strategyVariantSchema = z.object({
  name: z.string(),
  weight: z.int().min(0).max(1000),
  weightType: weightTypeSchema,
  stickiness: z.string(),
  payload: payloadSchema.optional(),
});

export const variantSchema = z.object({
  name: z.string(),
  weight: variantWeight,
  weightType: weightTypeSchema.optional(),
  stickiness: z.string().optional(),
  payload: payloadSchema.optional(),
  overrides: z.array(overrideSchema).optional(),
});

export const strategySchema = z.object({
  id: z.string().optional(),
  name: z.string(),
  title: z.string().nullish(),
  disabled: z.boolean().nullish(),
  featureName: z.string().optional(),
  sortOrder: z.number().optional(),
  segments: z.array(z.number()).optional(),
  constraints: z.array(constraintSchema).optional(),
  variants: z.array(strategyVariantSchema).optional(),
  parameters: z.record(z.string(), z.string()).optional(),
});

export const featureEnvironmentSchema = z.object({
  name: z.string(),
  featureName: z.string().optional(),
  environment: z.string().optional(),
  type: z.string().optional(),
  enabled: z.boolean(),
  sortOrder: z.number().optional(),
  variantCount: z.number().optional(),
  strategies: z.array(strategySchema).optional(),
  variants: z.array(variantSchema).optional(),
  lastSeenAt: dateTime.nullish(),
  hasStrategies: z.boolean().optional(),
  hasEnabledStrategies: z.boolean().optional(),
});

export const tagSchema = z.object({ value: tagText, type: tagText });

export const lifecycleStages = ['initial', 'pre-live', 'live', 'completed', 'archived'] as const;
export const lifecycleSchema = z.object({
  stage: z.enum(lifecycleStages),
  /** How a completed flag was completed: `kept` or `discarded` (Unleash's completed stage's status). */
  status: z.string().optional(),
  enteredStageAt: dateTime,
});

/** A link on a flag (Unleash 8's `featureLinkSchema`): a URL, normalised as Unleash does, with a title. */
export const featureLinkSchema = z.object({
  id: z.string(),
  url: z.string(),
  title: z.string().nullish(),
  feature: z.string().optional(),
});

export const dependencySchema = z.object({
  feature: z.string(),
  enabled: z.boolean().optional(),
  variants: z.array(z.string()).optional(),
});

/** `GET /api/admin/projects/{projectId}/dependencies`: whether any flag of the instance depends on another (a bare boolean). */
export const dependenciesInUseSchema = z.boolean();

/**
 * A person beside a flag as Unleash names one, by user id: its creator, its collaborators (an
 * admin API token is -42, the service itself -1337, as in Unleash), with a picture's URL.
 */
export const flagPersonSchema = z.object({ id: z.number().int(), name: z.string(), imageUrl: z.string() });

export const featureTypes = ['experiment', 'kill-switch', 'release', 'operational', 'permission'] as const;

export const featureSchema = z.object({
  name: z.string(),
  // Unleash lets admins define more kinds than the five named, so any string is accepted.
  type: z.string().optional(),
  description: z.string().nullish(),
  archived: z.boolean().optional(),
  project: z.string().optional(),
  enabled: z.boolean().optional(),
  stale: z.boolean().optional(),
  favorite: z.boolean().optional(),
  impressionData: z.boolean().optional(),
  createdAt: dateTime.nullish(),
  archivedAt: dateTime.nullish(),
  /** Deprecated since v5: use the per-environment lastSeenAt. */
  lastSeenAt: dateTime.nullish(),
  environments: z.array(featureEnvironmentSchema).optional(),
  /** Deprecated: use the per-environment variants. */
  variants: z.array(variantSchema).optional(),
  /** Deprecated since v5: use the per-environment strategies. Left open: nothing here reads it. */
  strategies: z.array(z.unknown()).optional(),
  tags: z.array(tagSchema).nullish(),
  children: z.array(z.string()).optional(),
  lifecycle: lifecycleSchema.optional(),
  links: z.array(featureLinkSchema).optional(),
  dependencies: z.array(dependencySchema).optional(),
  /** Who made the flag, from the event log (one flag's answer only, as in Unleash). */
  createdBy: flagPersonSchema.nullish(),
  /** Whoever changed the flag since it was made, the last to change it first. */
  collaborators: z.object({ users: z.array(flagPersonSchema) }).optional(),
});

/** `GET /api/admin/projects/{projectId}/features` in Unleash's shape. */
export const featureListSchema = z.object({
  version: z.number().optional(),
  features: z.array(featureSchema),
});

/**
 * The query of `GET /api/admin/projects/{projectId}/features`. `shape=list` is this service's own:
 * each flag with what the Flags page reads and nothing it can say itself (the project and each
 * environment's kind and order, known from the path and the project's environments; values that
 * are empty), a list of half the size for a large project. Unleash ignores the parameter and sends
 * its whole shape, which featureListSchema reads as well.
 */
export const projectFeaturesQuerySchema = z.object({ shape: z.enum(['list']).optional() });

/**
 * `GET /api/admin/search/features` (Unleash 5.6+), one page. The console reads only each flag's
 * lifecycle from it, which Unleash's project flag list leaves out; a stage this console does not
 * know leaves that flag without one rather than failing the page.
 */
export const featureSearchSchema = z.object({
  features: z.array(z.object({ name: z.string(), lifecycle: lifecycleSchema.nullish().catch(undefined) })),
  total: z.number(),
});

export type Constraint = z.infer<typeof constraintSchema>;
export type ConstraintOperator = z.infer<typeof constraintOperatorSchema>;
export type Payload = z.infer<typeof payloadSchema>;
export type Override = z.infer<typeof overrideSchema>;
export type StrategyVariant = z.infer<typeof strategyVariantSchema>;
export type Variant = z.infer<typeof variantSchema>;
export type Strategy = z.infer<typeof strategySchema>;
export type FeatureEnvironment = z.infer<typeof featureEnvironmentSchema>;
export type Tag = z.infer<typeof tagSchema>;
export type LifecycleStage = z.infer<typeof lifecycleSchema>['stage'];
export type Lifecycle = z.infer<typeof lifecycleSchema>;
export type FeatureLink = z.infer<typeof featureLinkSchema>;
export type Dependency = z.infer<typeof dependencySchema>;
export type Feature = z.infer<typeof featureSchema>;
export type FlagPerson = z.infer<typeof flagPersonSchema>;
export type FeatureList = z.infer<typeof featureListSchema>;
export type ProjectFeaturesQuery = z.infer<typeof projectFeaturesQuerySchema>;
export type FeatureSearch = z.infer<typeof featureSearchSchema>;
