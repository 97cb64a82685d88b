import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { clientApi, principalOf } from '../http/access';
import { parseInput } from '../http/parse';
import { buildClientFeatures } from '../store/clientFeatures';
import { listEnvironments, requireEnvironment } from '../store/environments';
import type { RouteContext } from './context';

const query = z.object({
  // An admin token is not bound to an environment; it names one (default: the first).
  environment: z.string().optional(),
  namePrefix: z.string().optional(),
});

/** What server-side SDKs poll: the configuration of the token's environment and projects. */
export function registerClientApiRoutes(app: FastifyInstance, { db }: RouteContext): void {
  app.get('/api/client/features', clientApi, async (request) => {
    const principal = principalOf(request);
    const params = parseInput(query, request.query, 'query');
    let environment: string;
    let projects: string[];
    if (principal.kind === 'client') {
      environment = principal.environment;
      projects = principal.projects;
    } else {
      environment = params.environment ?? listEnvironments(db)[0]?.name ?? 'development';
      requireEnvironment(db, environment);
      projects = ['*'];
    }
    const document = buildClientFeatures(db, environment, projects);
    if (params.namePrefix === undefined) return document;
    const prefix = params.namePrefix;
    return { ...document, features: document.features.filter((f) => f.name.startsWith(prefix)) };
  });
}
