import type { FastifyInstance } from 'fastify';
import { clientFeaturesQuerySchema, clientFeaturesSchema } from '../../contract/clientFeatures';
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
      const principal = principalOf(request);
      let environment: string;
      let projects: string[];
      if (principal.kind === 'client') {
        environment = principal.environment;
        projects = principal.projects;
      } else {
        environment = query.environment ?? listEnvironments(db)[0]?.name ?? 'development';
        requireEnvironment(db, environment);
        projects = ['*'];
      }
      const document = buildClientFeatures(db, environment, projects);
      const prefix = query.namePrefix;
      if (prefix === undefined) return document;
      return { ...document, features: document.features.filter((feature) => feature.name.startsWith(prefix)) };
    },
  });
}
