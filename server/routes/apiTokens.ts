import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiTokenListSchema, createApiTokenBodySchema, createdApiTokenSchema, updateApiTokenBodySchema } from '../../contract/apiToken';
import { principalOf, signedIn } from '../http/access';
import { routesOf } from '../http/route';
import { sendSecret } from '../http/sendSecret';
import { changeApiTokenExpiry, issueApiTokenFor, removeApiToken, visibleApiTokens, visibleApiTokensNamed } from '../services/apiTokenIssue';
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

  route({
    // Unleash names this segment {name} and the one of PUT and DELETE {token}; one route tree has one name for both.
    method: 'GET', url: '/api/admin/api-tokens/:token', access: signedIn,
    summary: 'The API tokens of this name (names are not unique, so a list; empty for none), of the types the caller may read',
    description: `The path names the tokens by their name (Unleash's {name}). ${perType}`,
    params: z.object({ token: z.string() }),
    responses: { 200: apiTokenListSchema },
    handler: async ({ params, request }) => ({ tokens: visibleApiTokensNamed(db, principalOf(request), params.token) }),
  });

  const bySecret = 'The path names the token by its secret, as Unleash\'s does (the log keeps the path without it). Unleash answers 200 and does nothing for a secret it does not hold; the embedded service answers 404, so that a mistyped secret is not taken for a token changed.';

  route({
    method: 'PUT', url: '/api/admin/api-tokens/:token', access: signedIn,
    summary: 'Change when an API token expires; a time already past ends it at once',
    description: `${bySecret} Needs UPDATE_CLIENT_API_TOKEN or UPDATE_FRONTEND_API_TOKEN for the token's type (ADMIN for an admin token). Recorded as \`api-token-updated\`.`,
    params: z.object({ token: z.string() }), body: updateApiTokenBodySchema,
    responses: { 200: null },
    handler: async ({ params, body, request, reply }) => {
      changeApiTokenExpiry(db, principalOf(request), params.token, body().expiresAt);
      return reply.status(200).send();
    },
  });

  route({
    method: 'DELETE', url: '/api/admin/api-tokens/:token', access: signedIn,
    summary: 'Delete an API token; it stops working at once',
    description: `${bySecret} Needs DELETE_CLIENT_API_TOKEN or DELETE_FRONTEND_API_TOKEN for the token's type (ADMIN for an admin token). Recorded as \`api-token-deleted\`.`,
    params: z.object({ token: z.string() }),
    responses: { 200: null },
    handler: async ({ params, request, reply }) => {
      removeApiToken(db, principalOf(request), params.token);
      return reply.status(200).send();
    },
  });
}
