import { z } from 'zod';
import { strategyTypeName } from './strategyParameters';

/**
 * Strategy definitions (strategy types) in Unleash 8.2's shapes (`strategySchema`,
 * `createStrategySchema`, `updateStrategySchema`): the built-in ones Unleash lists, and the
 * custom ones people define with their parameters. SDKs evaluate a custom strategy only where
 * the application registered an implementation of it; elsewhere it does not hold.
 */

export const strategyParameterTypes = ['string', 'percentage', 'list', 'number', 'boolean'] as const;

export const strategyParameterSchema = z.object({
  name: z.string().min(1).max(100),
  type: z.enum(strategyParameterTypes),
  description: z.string().max(1000).optional(),
  required: z.boolean().optional(),
});

export const strategyDefinitionSchema = z.object({
  name: z.string(),
  displayName: z.string().nullable(),
  title: z.string().nullish(),
  description: z.string(),
  editable: z.boolean(),
  deprecated: z.boolean(),
  parameters: z.array(strategyParameterSchema),
});
export type StrategyDefinition = z.infer<typeof strategyDefinitionSchema>;

export const strategyDefinitionsSchema = z.object({ version: z.literal(1), strategies: z.array(strategyDefinitionSchema) });


export const createStrategyBodySchema = z.object({
  name: strategyTypeName,
  title: z.string().max(255).optional(),
  description: z.string().max(1000).optional(),
  editable: z.boolean().optional(),
  deprecated: z.boolean().optional(),
  parameters: z.array(strategyParameterSchema).max(30),
});
export type CreateStrategyBody = z.infer<typeof createStrategyBodySchema>;

export const updateStrategyBodySchema = createStrategyBodySchema.omit({ name: true }).extend({ name: strategyTypeName.optional() });
export type UpdateStrategyBody = z.infer<typeof updateStrategyBodySchema>;

const stickiness = 'Used define stickiness. Possible values: default, userId, sessionId, random';

/** The built-in strategies as Unleash 8.2 lists them (its `strategies` table as migrated). */
export const builtInStrategyDefinitions: readonly StrategyDefinition[] = [
  {
    displayName: 'Gradual rollout', name: 'flexibleRollout', editable: false, deprecated: false, title: null,
    description: 'Roll out to a percentage of your userbase, and ensure that the experience is the same for the user on each visit.',
    parameters: [
      { name: 'rollout', type: 'percentage', description: '', required: false },
      { name: 'stickiness', type: 'string', description: stickiness, required: true },
      { name: 'groupId', type: 'string', description: 'Used to define a activation groups, which allows you to correlate across feature toggles.', required: true },
    ],
  },
  {
    displayName: 'Standard', name: 'default', editable: false, deprecated: false, title: null,
    description: 'This strategy turns on / off for your entire userbase. Prefer using "Gradual rollout" strategy (100%=on, 0%=off).',
    parameters: [],
  },
  {
    displayName: 'IPs', name: 'remoteAddress', editable: false, deprecated: false, title: null,
    description: 'Enable the feature for a specific set of IP addresses.',
    parameters: [{ name: 'IPs', type: 'list', description: 'List of IPs to enable the feature toggle for.', required: true }],
  },
  {
    displayName: 'Hosts', name: 'applicationHostname', editable: false, deprecated: false, title: null,
    description: 'Enable the feature for a specific set of hostnames.',
    parameters: [{ name: 'hostNames', type: 'list', description: 'List of hostnames to enable the feature toggle for.', required: false }],
  },
];
