import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  featureNamesBodySchema, featureTypesSchema, patchFeatureBodySchema, tagTypesSchema,
  updateFeatureBodySchema, validateFeatureBodySchema,
} from '../../contract/featureLifecycle';
import { featureSchema } from '../../contract/feature';
import { principalOf, requires, signedIn } from '../http/access';
import { routesOf } from '../http/route';
import {
  archiveProjectFeatures, deleteProjectFeatures, onArchivedFeature, patchFeature, reviveProjectFeatures, updateFeature, validateFeatureName,
} from '../services/featureLifecycle';
import { listFeatureTypes } from '../store/featureTypes';
import { listTagTypes } from '../store/tagTypes';
import type { RouteContext } from './context';
import { featureParams, projectParams } from './params';

const feature = '/api/admin/projects/:projectId/features/:featureName';
const archivedName = z.object({ featureName: z.string() });

/** A flag's settings and its way through the archive, in Unleash's paths and shapes. */
export function registerFeatureLifecycleRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const route = routesOf(app, 'Flags');

  route({
    method: 'POST', url: '/api/admin/features/validate', access: signedIn,
    summary: 'Check that a new flag could take a name: URL-friendly, at most 100 characters, not held by any flag (archived ones included)',
    body: validateFeatureBodySchema,
    responses: { 200: null },
    handler: async ({ body, reply }) => {
      validateFeatureName(db, body().name);
      return reply.status(200).send();
    },
  });

  route({
    method: 'GET', url: '/api/admin/feature-types', access: signedIn,
    summary: 'The flag types, each with the lifetime after which a flag of it is potentially stale',
    responses: { 200: featureTypesSchema },
    handler: async () => ({ version: 1, types: listFeatureTypes(db) }),
  });

  route({
    method: 'GET', url: '/api/admin/tag-types', access: signedIn,
    summary: 'The tag types: Unleash\'s "simple", and every type a flag is tagged with',
    responses: { 200: tagTypesSchema },
    handler: async () => ({ version: 1, tagTypes: listTagTypes(db) }),
  });

  route({
    method: 'PUT', url: feature, access: requires('UPDATE_FEATURE'),
    summary: 'Change a flag\'s description, type and impression data (what is left out stays); the name cannot change',
    params: featureParams, body: updateFeatureBodySchema,
    responses: { 200: featureSchema },
    handler: async ({ params, body, request }) => updateFeature(db, principalOf(request), params, body()),
  });

  route({
    method: 'PATCH', url: feature, access: requires('UPDATE_FEATURE'),
    summary: 'Change a flag\'s settings with JSON patch operations on /description, /type and /impressionData',
    params: featureParams, body: patchFeatureBodySchema,
    responses: { 200: featureSchema },
    handler: async ({ params, body, request }) => patchFeature(db, principalOf(request), params, body()),
  });

  route({
    method: 'POST', url: '/api/admin/projects/:projectId/archive', access: requires('DELETE_FEATURE'),
    summary: 'Archive flags of a project',
    description: 'Refused while a flag outside the list depends on one in it. Archiving changes what every environment serves, so each environment requiring change requests needs SKIP_CHANGE_REQUEST.',
    params: projectParams, body: featureNamesBodySchema,
    responses: { 202: null },
    handler: async ({ params, body, request, reply }) => {
      archiveProjectFeatures(db, principalOf(request), params.projectId, body);
      return reply.status(202).send();
    },
  });

  route({
    method: 'POST', url: '/api/admin/projects/:projectId/revive', access: requires('UPDATE_FEATURE'),
    summary: 'Revive archived flags of a project, switched off in every environment',
    params: projectParams, body: featureNamesBodySchema,
    responses: { 200: null },
    handler: async ({ params, body, request, reply }) => {
      reviveProjectFeatures(db, principalOf(request), params.projectId, body());
      return reply.status(200).send();
    },
  });

  route({
    method: 'POST', url: '/api/admin/projects/:projectId/delete', access: requires('DELETE_FEATURE'),
    summary: 'Delete archived flags of a project for good; their names are free again',
    params: projectParams, body: featureNamesBodySchema,
    responses: { 200: null },
    handler: async ({ params, body, request, reply }) => {
      deleteProjectFeatures(db, principalOf(request), params.projectId, body());
      return reply.status(200).send();
    },
  });

  route({
    method: 'POST', url: '/api/admin/archive/revive/:featureName', access: requires('UPDATE_FEATURE'),
    summary: 'Revive one archived flag (the older path; see POST /api/admin/projects/{projectId}/revive)',
    params: archivedName,
    responses: { 200: null },
    handler: async ({ params, request, reply }) => {
      onArchivedFeature(db, principalOf(request), params.featureName, reviveProjectFeatures);
      return reply.status(200).send();
    },
  });

  route({
    method: 'DELETE', url: '/api/admin/archive/:featureName', access: requires('DELETE_FEATURE'),
    summary: 'Delete one archived flag for good (the older path; see POST /api/admin/projects/{projectId}/delete)',
    params: archivedName,
    responses: { 200: null },
    handler: async ({ params, request, reply }) => {
      onArchivedFeature(db, principalOf(request), params.featureName, deleteProjectFeatures);
      return reply.status(200).send();
    },
  });
}
