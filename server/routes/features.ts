import type { FastifyInstance } from 'fastify';
import { cloneFeatureBodySchema, createFeatureBodySchema, switchOnQuerySchema } from '../../contract/adminRequests';
import { featureListSchema, featureSchema, projectFeaturesQuerySchema } from '../../contract/feature';
import { principalOf, requires, signedIn } from '../http/access';
import { acceptsEncoding } from '../http/acceptsEncoding';
import { keepAnswers } from '../http/keptAnswers';
import { readStoreVersion } from '../store/storeVersion';
import { routesOf } from '../http/route';
import { flagPeople } from '../store/flagPeople';
import { isFollowing } from '../store/follows';
import { archiveProjectFeature, createProjectFeature, projectFeature, projectFeatures, switchFeature } from '../services/features';
import { cloneProjectFeature } from '../services/featureClone';
import { featureInList } from '../services/featureListShape';
import type { RouteContext } from './context';
import { featureEnvironmentParams, featureParams, projectParams } from './params';

const feature = '/api/admin/projects/:projectId/features/:featureName';

export function registerFeatureRoutes(app: FastifyInstance, { db, metrics }: RouteContext): void {
  const route = routesOf(app, 'Flags');
  // Each environment's lastSeenAt comes from the exposure counts: writing what is counted in memory
  // first means a flag evaluated a moment ago is not read as unused (server/README.md, Exposure metrics).
  const flushed = () => metrics?.flush();
  // A project's list, the largest answer the console reads (12 MB for 10,000 flags, 6.6 MB in the shape of a list; a quarter of
  // a second to build), is sent again as it was while the store has not changed; in brotli only,
  // which every browser takes (another client gets it built afresh, as before).
  const lists = keepAnswers(readStoreVersion(db), 16);

  route({
    method: 'GET', url: '/api/admin/projects/:projectId/features', access: signedIn,
    summary: 'The flags of a project, each with its state per environment (no strategies)',
    description: 'With `shape=list` (this service\'s own; Unleash ignores it), each flag without the fields a list can do without: '
      + 'the project, each environment\'s featureName, environment, type, sortOrder and variantCount, and empty values.',
    params: projectParams, query: projectFeaturesQuerySchema,
    responses: { 200: featureListSchema },
    handler: async ({ params, query, request, reply }) => {
      flushed();
      const shape = query?.shape;
      const build = () => {
        const features = projectFeatures(db, params.projectId, false);
        return { version: 1, features: shape === 'list' ? features.map(featureInList) : features };
      };
      if (!acceptsEncoding(request.headers['accept-encoding'], 'br')) return build();
      const { body, encoding } = lists.answer(`${params.projectId}\u0000${shape ?? ''}`, build);
      reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(body);
    },
  });

  route({
    method: 'GET', url: '/api/admin/archive/features/:projectId', access: signedIn,
    summary: 'The archived flags of a project',
    params: projectParams,
    responses: { 200: featureListSchema },
    handler: async ({ params }) => ({ version: 1, features: projectFeatures(db, params.projectId, true) }),
  });

  route({
    method: 'GET', url: feature, access: signedIn,
    summary: 'One flag, with its strategies and variants in each environment, who made it and who changed it since',
    params: featureParams,
    responses: { 200: featureSchema },
    handler: async ({ params, request }) => {
      flushed();
      // Unleash's favorite is the caller's own: whether they follow the flag.
      const caller = principalOf(request);
      const flag = projectFeature(db, params.projectId, params.featureName);
      return { ...flag, ...flagPeople(db, flag.name), favorite: caller.kind === 'user' && isFollowing(db, caller.user.id, 'feature', flag.name) };
    },
  });

  route({
    method: 'POST', url: '/api/admin/projects/:projectId/features', access: requires('CREATE_FEATURE'),
    summary: 'Create a flag (off in every environment); names are unique in the instance',
    params: projectParams, body: createFeatureBodySchema,
    responses: { 201: featureSchema },
    handler: async ({ params, body, request, reply }) => reply.status(201).send(createProjectFeature(db, principalOf(request), params.projectId, body())),
  });

  route({
    method: 'POST', url: `${feature}/clone`, access: requires('CREATE_FEATURE'),
    summary: 'Copy a flag under a new name: its settings, strategies, variants and dependencies, off everywhere',
    description: 'Strategies\' groupId becomes the new name unless `replaceGroupId` is false. It adds strategies in every environment, so each environment requiring change requests needs SKIP_CHANGE_REQUEST.',
    params: featureParams, body: cloneFeatureBodySchema,
    responses: { 201: featureSchema },
    handler: async ({ params, body, request, reply }) => reply.status(201).send(cloneProjectFeature(db, principalOf(request), params, body)),
  });

  route({
    method: 'DELETE', url: feature, access: requires('DELETE_FEATURE'),
    summary: 'Archive a flag (Unleash archives rather than deletes; the name stays taken)',
    description: 'Refused while another flag depends on it. Archiving changes what every environment serves, so each environment requiring change requests needs SKIP_CHANGE_REQUEST.',
    params: featureParams,
    responses: { 200: featureSchema },
    handler: async ({ params, request }) => archiveProjectFeature(db, principalOf(request), params),
  });

  for (const [action, enabled] of [['on', true], ['off', false]] as const) {
    route({
      method: 'POST', url: `${feature}/environments/:environment/${action}`, access: requires('UPDATE_FEATURE_ENVIRONMENT', 'environment'),
      summary: enabled ? 'Switch the flag on in an environment' : 'Switch the flag off in an environment',
      description: enabled
        ? 'Where no strategy is enabled, adds a 100% flexibleRollout, as Unleash does; with shouldActivateDisabledStrategies=true, enables the disabled strategies instead.'
        : undefined,
      params: featureEnvironmentParams, query: enabled ? switchOnQuerySchema : undefined,
      responses: { 200: featureSchema },
      handler: async ({ params, query, request }) => switchFeature(db, principalOf(request), params, enabled, {
        activateDisabledStrategies: query?.shouldActivateDisabledStrategies === 'true',
      }),
    });
  }
}
