import type { FastifyInstance } from 'fastify';
import { edgeIssueRefusal, edgeTokensBodySchema, validatedEdgeTokensSchema } from '../../contract/edge';
import { errorNames } from '../../contract/error';
import { hashSecret } from '../auth/secrets';
import { publicRoute, signedIn } from '../http/access';
import { HttpError } from '../http/errors';
import { routesOf } from '../http/route';
import { apiTokenLookup, apiTokenStillValid } from '../store/apiTokens';
import type { RouteContext } from './context';

/**
 * What Unleash Edge asks of its upstream. `/edge/validate` says which of the SDK tokens it was
 * given are valid here, as Unleash does; `/edge/issue-token` is Unleash's paid edition's (tokens
 * issued to Edge on request, the request signed with a shared HMAC secret), which the embedded
 * service answers as Unleash open source does: 401, no secret being set up.
 */
export function registerEdgeRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const route = routesOf(app, 'Unleash Edge');
  const lookup = apiTokenLookup(db);

  route({
    method: 'POST', url: '/edge/validate', access: signedIn,
    summary: 'Which of the client and frontend tokens given are valid here, with their projects and environment',
    body: edgeTokensBodySchema,
    responses: { 200: validatedEdgeTokensSchema },
    handler: async ({ body }) => {
      const now = new Date().toISOString();
      const tokens = body().tokens.flatMap((secret) => {
        const token = lookup(hashSecret(secret));
        if (!token || token.type === 'admin' || token.environment === null || !apiTokenStillValid(db, token.id, now)) return [];
        return [{ token: secret, type: token.type, projects: token.projects, environment: token.environment }];
      });
      return { tokens };
    },
  });

  route({
    method: 'POST', url: '/edge/issue-token', access: publicRoute,
    summary: 'Issue tokens to Unleash Edge: Unleash\'s paid edition\'s; answered as Unleash open source answers it',
    description: 'Unleash Enterprise issues tokens to an Edge that signs its request with a shared HMAC secret. Unleash open source has no such secret and answers 401 "Missing HMAC authorization header"; so does the embedded service (with its error body), whose tokens are made in Service accounts or with `/api/admin/api-tokens`.',
    responses: { 401: null },
    handler: async ({ reply }) => {
      const refusal = new HttpError(401, errorNames.authenticationRequired, edgeIssueRefusal);
      return reply.status(401).send(refusal.body());
    },
  });
}
