import { z } from 'zod';
import { rootRoles } from './admin';
import { dateTime, urlFriendlyName } from './common';
import { constraintValueProblem, isSingleValueOperator } from './constraintValues';
import { constraintSchema, featureTypes, overrideSchema, payloadSchema, tagSchema, variantSchema, weightTypeSchema } from './feature';
import { strategyLimits } from './limits';
import { checkParameters, normaliseListParameter, parametersSchema, strategyTypeName } from './strategyParameters';

/**
 * Request bodies of the admin API and the shapes that answer them. Inputs are as
 * lenient as Unleash's (optional fields get Unleash's defaults on the server) and as strict where
 * Unleash refuses (URL-friendly names, payloads that parse, value lists that are not empty).
 */

const constraintValue = z.string().max(strategyLimits.constraintValueLength, `a value holds at most ${strategyLimits.constraintValueLength.toLocaleString('en')} characters`);

export const constraintInputSchema = constraintSchema.extend({
  contextName: z.string().max(strategyLimits.constraintContextNameLength),
  values: z.array(constraintValue).max(strategyLimits.constraintValues, `a constraint holds at most ${strategyLimits.constraintValues.toLocaleString('en')} values`).optional(),
  value: constraintValue.optional(),
}).superRefine((constraint, ctx) => {
  // A constraint on no context field can never be evaluated as its author meant; Unleash refuses it.
  if (constraint.contextName.trim() === '') {
    ctx.addIssue({ code: 'custom', path: ['contextName'], message: 'must name a context field' });
  }
  if (isSingleValueOperator(constraint.operator)) {
    const value = constraint.value ?? constraint.values?.[0];
    if (value === undefined || value === '') {
      ctx.addIssue({ code: 'custom', path: ['value'], message: `${constraint.operator} needs a value` });
    }
    // Unleash reads `value`, falling back to the first of `values`: each one given must read alike.
    const given: Array<[string | undefined, Array<string | number>]> = [
      [constraint.value, ['value']],
      ...(constraint.values ?? []).map((item, index): [string, Array<string | number>] => [item, ['values', index]]),
    ];
    for (const [item, path] of given) {
      const problem = item === undefined || item === '' ? undefined : constraintValueProblem(constraint.operator, item);
      if (problem !== undefined) ctx.addIssue({ code: 'custom', path, message: problem });
    }
  } else if (!constraint.values || constraint.values.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['values'], message: `${constraint.operator} needs at least one value` });
  }
});

export const payloadInputSchema = payloadSchema.superRefine((payload, ctx) => {
  if (payload.type === 'json') {
    try {
      JSON.parse(payload.value);
    } catch {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'a json payload must be valid JSON' });
    }
  }
  if (payload.type === 'number' && (payload.value.trim() === '' || !Number.isFinite(Number(payload.value)))) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'a number payload must be a number' });
  }
});

export const createFeatureBodySchema = z.object({
  name: urlFriendlyName,
  type: z.enum(featureTypes).optional(),
  description: z.string().max(2000).nullish(),
  impressionData: z.boolean().optional(),
});

export const strategyVariantInputSchema = z.object({
  name: z.string().min(1).max(100),
  weight: z.int().min(0).max(1000).optional(),
  weightType: weightTypeSchema.optional(),
  stickiness: z.string().min(1).optional(),
  payload: payloadInputSchema.optional(),
});

/** A built-in strategy, or a custom one the service must hold a definition of (checked there). */
const strategyBodyShape = z.object({
  name: strategyTypeName,
  title: z.string().max(255).nullish(),
  disabled: z.boolean().nullish(),
  sortOrder: z.int().optional(),
  constraints: z.array(constraintInputSchema).max(strategyLimits.constraints).optional(),
  parameters: parametersSchema.optional(),
  segments: z.array(z.int().min(1)).max(strategyLimits.segments).optional(),
  variants: z.array(strategyVariantInputSchema).optional(),
});

export const strategyBodySchema = strategyBodyShape.superRefine(checkParameters).transform(normaliseListParameter);

/**
 * The query of `POST …/environments/:environment/on`, as Unleash names it: switching on where every
 * strategy is disabled enables them (`true`), instead of adding the default strategy beside them.
 */
export const switchOnQuerySchema = z.object({ shouldActivateDisabledStrategies: z.enum(['true', 'false']).optional() });
export type SwitchOnQuery = z.infer<typeof switchOnQuerySchema>;

/** `POST …/strategies/set-sort-order`: the place of each strategy named, as Unleash takes it. */
export const strategySortOrderBodySchema = z.array(z.object({ id: z.string().min(1).max(100), sortOrder: z.int().min(0).max(1_000_000) }))
  .max(strategyLimits.strategiesPerEnvironment);
export type StrategySortOrderBody = z.infer<typeof strategySortOrderBodySchema>;

/** A change request's `updateStrategy` payload: a strategy body that names the strategy it replaces. */
export const strategyUpdateSchema = strategyBodyShape.extend({ id: z.string().min(1) })
  .superRefine(checkParameters).transform(normaliseListParameter);

/**
 * An override names the context field it matches on, like a constraint, and the values that pick
 * its variant: an empty list, or an empty value, would pick it for nobody its author meant.
 */
const overrideInputSchema = overrideSchema.extend({
  contextName: z.string().refine((name) => name.trim() !== '', 'must name a context field'),
  values: z.array(z.string().refine((value) => value.trim() !== '', 'must not be empty')).min(1, 'needs at least one value'),
});

export const variantInputSchema = z.object({
  name: z.string().min(1).max(100),
  // Unleash stores whole thousandths ("Weight only supports 1 decimal" of a percent).
  weight: z.int().min(0).max(1000).optional(),
  weightType: weightTypeSchema.optional(),
  stickiness: z.string().min(1).optional(),
  payload: payloadInputSchema.optional(),
  overrides: z.array(overrideInputSchema).optional(),
});
export const variantsBodySchema = z.array(variantInputSchema);

/** `PUT …/features/:featureName/variants-batch`: the same variants into several environments at once. */
export const pushVariantsBodySchema = z.object({
  variants: variantsBodySchema.optional(),
  environments: z.array(z.string().min(1)).min(1, 'No environments provided'),
});

/** What Unleash answers for a flag's variants in an environment (`featureVariantsSchema`). */
export const featureVariantsSchema = z.object({ version: z.number(), variants: z.array(variantSchema) });

export const dependencyBodySchema = z.object({
  feature: z.string().min(1),
  enabled: z.boolean().optional(),
  variants: z.array(z.string().min(1)).optional(),
});

export const tagListSchema = z.object({ version: z.number().optional(), tags: z.array(tagSchema) });

export const createServiceAccountBodySchema = z.object({
  name: z.string().trim().min(1).max(100),
  username: z.string().trim().min(1).max(100).regex(/^\S+$/, 'must not contain spaces'),
  rootRole: z.union([z.int(), z.enum(rootRoles)]),
});

export const changeRequestConfigBodySchema = z.object({
  changeRequestsEnabled: z.boolean(),
  requiredApprovals: z.int().min(1).max(10).optional(),
});

/** `GET /api/admin/projects/{projectId}/change-requests/config`, one entry per environment. */
export const changeRequestConfigEntrySchema = z.object({
  environment: z.string(),
  type: z.string(),
  changeRequestEnabled: z.boolean(),
  requiredApprovals: z.number().nullish(),
});
export const changeRequestConfigSchema = z.array(changeRequestConfigEntrySchema);

export const segmentSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullish(),
  project: z.string().nullish(),
  constraints: z.array(constraintSchema),
  createdAt: dateTime.nullish(),
});
export const segmentListSchema = z.object({ segments: z.array(segmentSchema) });

export type CreateFeatureBody = z.infer<typeof createFeatureBodySchema>;
export type StrategyBody = z.infer<typeof strategyBodySchema>;
export type VariantInput = z.infer<typeof variantInputSchema>;
export type PushVariantsBody = z.infer<typeof pushVariantsBodySchema>;
export type FeatureVariants = z.infer<typeof featureVariantsSchema>;
export type DependencyBody = z.infer<typeof dependencyBodySchema>;
export type TagList = z.infer<typeof tagListSchema>;
export type CreateServiceAccountBody = z.infer<typeof createServiceAccountBodySchema>;
export type ChangeRequestConfigBody = z.infer<typeof changeRequestConfigBodySchema>;
export type ChangeRequestConfig = z.infer<typeof changeRequestConfigSchema>;
export type Segment = z.infer<typeof segmentSchema>;

/** `POST …/features/{featureName}/clone` (Unleash's `cloneFeatureSchema`): the new flag's name, and whether strategies' `groupId` becomes it (the default). */
export const cloneFeatureBodySchema = z.object({ name: createFeatureBodySchema.shape.name, replaceGroupId: z.boolean().optional() });
export type CloneFeatureBody = z.infer<typeof cloneFeatureBodySchema>;

/** `POST /api/admin/tags`, `GET /api/admin/tags/{type}/{value}` (Unleash's `tagWithVersionSchema`). */
export const tagWithVersionSchema = z.object({ version: z.literal(1), tag: tagSchema });
