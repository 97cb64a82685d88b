import type { FastifyInstance } from 'fastify';
import { featureVariantsSchema, pushVariantsBodySchema, variantsBodySchema } from '../../contract/adminRequests';
import { jsonPatchSchema } from '../../contract/jsonPatch';
import { principalOf, requires } from '../http/access';
import { routesOf } from '../http/route';
import { patchEnvironmentVariants, pushVariantsToEnvironments, replaceEnvironmentVariants } from '../services/variantWrites';
import type { RouteContext } from './context';
import { featureEnvironmentParams, featureParams } from './params';

const variants = '/api/admin/projects/:projectId/features/:featureName/environments/:environment/variants';
const weights = 'Weights are normalised as Unleash does: at least one variant is variable, and the variable ones share what the fix ones leave of 1000.';

export function registerVariantRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const route = routesOf(app, 'Flags');

  route({
    method: 'PUT', url: variants, access: requires('UPDATE_FEATURE_ENVIRONMENT_VARIANTS', 'environment'),
    summary: 'Replace the flag\'s variants in an environment',
    description: weights,
    params: featureEnvironmentParams, body: variantsBodySchema,
    responses: { 200: featureVariantsSchema },
    handler: async ({ params, body, request }) => replaceEnvironmentVariants(db, principalOf(request), params, body()),
  });

  route({
    method: 'PATCH', url: variants, access: requires('UPDATE_FEATURE_ENVIRONMENT_VARIANTS', 'environment'),
    summary: 'Change the flag\'s variants in an environment with a JSON Patch (RFC 6902)',
    description: `The patch applies to the stored list; the result is checked as the PUT's body. ${weights}`,
    params: featureEnvironmentParams, body: jsonPatchSchema,
    responses: { 200: featureVariantsSchema },
    handler: async ({ params, body, request }) => patchEnvironmentVariants(db, principalOf(request), params, body()),
  });

  route({
    method: 'PUT', url: '/api/admin/projects/:projectId/features/:featureName/variants-batch', access: requires('UPDATE_FEATURE_ENVIRONMENT_VARIANTS'),
    summary: 'Replace the flag\'s variants in several environments at once',
    description: `All or none: each environment named must exist and take the change (SKIP_CHANGE_REQUEST where it requires change requests). ${weights}`,
    params: featureParams, body: pushVariantsBodySchema,
    responses: { 200: featureVariantsSchema },
    handler: async ({ params, body, request }) => pushVariantsToEnvironments(db, principalOf(request), params, body()),
  });
}
