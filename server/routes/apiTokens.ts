import type { FastifyInstance } from 'fastify';
import { apiTokenListSchema, createApiTokenBodySchema, createdApiTokenSchema } from '../../contract/apiToken';
import { principalOf, signedIn } from '../http/access';
import { routesOf } from '../http/route';
import { sendSecret } from '../http/sendSecret';
import { issueApiTokenFor, visibleApiTokens } from '../services/apiTokenIssue';
import type { RouteContext } from './context';

const perType = 'What a caller may see and issue depends on the token type (ADMIN for admin tokens, READ_/CREATE_CLIENT_API_TOKEN, READ_/CREATE_FRONTEND_API_TOKEN), checked per type.';

/** Unleash's API tokens for SDKs and scripts; only their hashes are kept. */
export function registerApiTokenRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const route = routesOf(app, 'API tokens');

  route({
    method: 'GET', url: '/api/admin/api-tokens', access: signedIn,
    summary: 'The API tokens of the types the caller may read (no secrets)',
    description: perType,
    responses: { 200: apiTokenListSchema },
    handler: async ({ request }) => ({ tokens: visibleApiTokens(db, principalOf(request)) }),
  });

  route({
    method: 'POST', url: '/api/admin/api-tokens', access: signedIn,
    summary: 'Issue an API token; the answer is the only time its secret is shown',
    description: `A client or frontend token names one environment and its projects (every project by default). ${perType}`,
    body: createApiTokenBodySchema,
    responses: { 201: createdApiTokenSchema },
    handler: async ({ body, request, reply }) => sendSecret(reply, 201, issueApiTokenFor(db, principalOf(request), body())),
  });
}
