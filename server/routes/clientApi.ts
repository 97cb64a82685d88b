import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { clientFeatureSchema, clientFeaturesQuerySchema, clientFeaturesSchema } from '../../contract/clientFeatures';
import type { Principal } from '../auth/principal';
import { NotFound } from '../domain/errors';
import { clientApi, principalOf } from '../http/access';
import { routesOf } from '../http/route';
import { buildClientFeatures } from '../store/clientFeatures';
import { listEnvironments, requireEnvironment } from '../store/environments';
import type { RouteContext } from './context';

/** What server-side SDKs poll: the configuration of the token's environment and projects. */
export function registerClientApiRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const route = routesOf(app, 'Client API');

  route({
    method: 'GET', url: '/api/client/features', access: clientApi,
    summary: 'The configuration server-side SDKs evaluate, for the token\'s environment and projects',
    description: 'A client token; an admin token may name the environment (the first one by default). Archived flags and disabled strategies are left out.',
    query: clientFeaturesQuerySchema,
    responses: { 200: clientFeaturesSchema },
    handler: async ({ query, request }) => {
      const { environment, projects } = scopeOf(principalOf(request), query.environment);
      const document = buildClientFeatures(db, environment, projects);
      const prefix = query.namePrefix;
      if (prefix === undefined) return document;
      return { ...document, features: document.features.filter((feature) => feature.name.startsWith(prefix)) };
    },
  });

  route({
    method: 'GET', url: '/api/client/features/:featureName', access: clientApi,
    summary: 'One flag as `/api/client/features` gives it, for the token\'s environment and projects',
    description: 'As Unleash says, SDKs should use `/api/client/features`; this answers the same about one flag. A flag outside the token\'s projects, archived, or unknown: 404.',
    params: z.object({ featureName: z.string() }),
    query: clientFeaturesQuerySchema.pick({ environment: true }),
    responses: { 200: clientFeatureSchema },
    handler: async ({ params, query, request }) => {
      const { environment, projects } = scopeOf(principalOf(request), query.environment);
      const [feature] = buildClientFeatures(db, environment, projects, { features: [params.featureName], segments: [] }).features;
      if (!feature) throw new NotFound(`Could not find feature flag ${params.featureName}`);
      return feature;
    },
  });

  /** A client token's environment and projects; an admin token may name the environment (the first one by default). */
  function scopeOf(principal: Principal, asked: string | undefined): { environment: string; projects: string[] } {
    if (principal.kind === 'client') return { environment: principal.environment, projects: principal.projects };
    const environment = asked ?? listEnvironments(db)[0]?.name ?? 'development';
    requireEnvironment(db, environment);
    return { environment, projects: ['*'] };
  }
}
