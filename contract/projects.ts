import { z } from 'zod';
import { urlFriendlyName } from './common';
import { constraintSchema, strategyVariantSchema } from './feature';

/**
 * Writing projects and environments, in the paths and bodies of Unleash 8.2 (its open-source
 * `addEnvironmentToProject`, `updateSortOrder`, `toggleEnvironmentOn`/`Off`, and the paid
 * edition's `createProject`, `updateProject`, `archiveProject`, `createEnvironment`,
 * `updateEnvironment`, whose shapes its own console sends).
 */

/** The environment types Unleash names; it takes any other word too, with no meaning of its own. */
export const environmentTypes = ['development', 'test', 'preproduction', 'production'] as const;

const projectName = z.string().trim().min(1).max(100);
const description = z.string().max(1000).nullish();
const approvals = z.int().min(1).max(10);

/** `POST /api/admin/projects`: without `id`, one is made from the name. */
export const createProjectBodySchema = z.object({
  id: urlFriendlyName.optional(),
  name: projectName,
  description,
  /** The environments it uses; every enabled one when left out. */
  environments: z.array(z.string().min(1).max(100)).max(100).optional(),
  /** Environments whose changes go through change requests, with the approvals each needs. */
  changeRequestEnvironments: z.array(z.object({ name: z.string().min(1).max(100), requiredApprovals: approvals.optional() })).max(100).optional(),
});

/** What `POST /api/admin/projects` answers (Unleash's `projectCreatedSchema`). */
export const projectCreatedSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  environments: z.array(z.string()),
  changeRequestEnvironments: z.array(z.object({ name: z.string(), requiredApprovals: z.number() })),
});

/** `PUT /api/admin/projects/{projectId}`. */
export const updateProjectBodySchema = z.object({ name: projectName, description });

/** `POST /api/admin/projects/validate`. */
export const validateProjectBodySchema = z.object({ id: urlFriendlyName });

/** `GET /api/admin/projects?archived=true` lists the archived projects instead. */
export const projectListQuerySchema = z.object({ archived: z.enum(['true', 'false']).optional() });

/** `POST /api/admin/projects/{projectId}/environments` (Unleash's `projectEnvironmentSchema`). */
export const projectEnvironmentBodySchema = z.object({
  environment: z.string().min(1).max(100),
  changeRequestsEnabled: z.boolean().optional(),
});

const environmentType = z.string().trim().min(1).max(100);
const sortOrder = z.int().min(-1_000_000).max(1_000_000);

/** `POST /api/admin/environments` (Unleash's `createEnvironmentSchema`). */
export const createEnvironmentBodySchema = z.object({
  name: urlFriendlyName,
  type: environmentType,
  enabled: z.boolean().optional(),
  sortOrder: sortOrder.optional(),
});

/** `PUT /api/admin/environments/update/{name}`: the name, `enabled` and `protected` are not changed here. */
export const updateEnvironmentBodySchema = z.object({ type: environmentType, sortOrder: sortOrder.optional() });

/**
 * `PUT /api/admin/environments/sort-order`: each environment named, with its new place. A record
 * read from JSON would leave a key named `__proto__` out without a word, so that name is refused
 * (as for a strategy's parameters).
 */
export const environmentSortOrderBodySchema = z.unknown()
  .superRefine((raw, ctx) => {
    if (typeof raw === 'object' && raw !== null && Object.hasOwn(raw, '__proto__')) ctx.addIssue({ code: 'custom', path: ['__proto__'], message: 'names no environment' });
  })
  .pipe(z.record(z.string().min(1).max(100), sortOrder));

/** `POST /api/admin/environments/validate`. */
export const validateEnvironmentBodySchema = z.object({ name: urlFriendlyName });

export type CreateProjectBody = z.infer<typeof createProjectBodySchema>;
export type ProjectCreated = z.infer<typeof projectCreatedSchema>;
export type UpdateProjectBody = z.infer<typeof updateProjectBodySchema>;
export type ProjectEnvironmentBody = z.infer<typeof projectEnvironmentBodySchema>;
export type CreateEnvironmentBody = z.infer<typeof createEnvironmentBodySchema>;
export type UpdateEnvironmentBody = z.infer<typeof updateEnvironmentBodySchema>;
export type EnvironmentSortOrderBody = z.infer<typeof environmentSortOrderBodySchema>;

/**
 * An environment's default strategy in a project (`POST …/environments/{environment}/default-strategy`
 * answers it, Unleash's `createFeatureStrategySchema`): what a flag gets when switched on there with none.
 */
export const environmentDefaultStrategySchema = z.object({
  name: z.string(),
  title: z.string().nullish(),
  constraints: z.array(constraintSchema),
  parameters: z.record(z.string(), z.string()),
  variants: z.array(strategyVariantSchema),
  segments: z.array(z.number()),
});
