import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { serviceAccountListSchema, serviceAccountSchema } from '../../contract/admin';
import { createServiceAccountBodySchema } from '../../contract/adminRequests';
import { deletedSchema } from '../../contract/common';
import { createdPatSchema, createPatBodySchema, patListSchema } from '../../contract/pat';
import { rootRoleList } from '../auth/permissions';
import { rootRoleOf } from '../domain/rootRoleInput';
import { futureExpiry } from '../domain/futureExpiry';
import { principalOf, requires } from '../http/access';
import { routesOf } from '../http/route';
import { sendSecret } from '../http/sendSecret';
import { authorOf } from '../services/eventAuthor';
import { createPat, deletePat, listPats } from '../store/pats';
import { createServiceAccount, listServiceAccounts, requireServiceAccountId } from '../store/users';
import type { RouteContext } from './context';

const accountParams = z.object({ id: z.string() });

/** Service accounts and their tokens are administration: every route needs ADMIN. */
export function registerServiceAccountRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const route = routesOf(app, 'Service accounts');

  route({
    method: 'GET', url: '/api/admin/service-account', access: requires('ADMIN'),
    summary: 'The service accounts, and the root roles they may have',
    responses: { 200: serviceAccountListSchema },
    handler: async () => ({ serviceAccounts: listServiceAccounts(db), rootRoles: rootRoleList.map(({ id, name }) => ({ id, name })) }),
  });

  route({
    method: 'POST', url: '/api/admin/service-account', access: requires('ADMIN'),
    summary: 'Create a service account',
    body: createServiceAccountBodySchema,
    responses: { 201: serviceAccountSchema },
    handler: async ({ body, request, reply }) => {
      const { name, username, rootRole } = body();
      return reply.status(201).send(createServiceAccount(db, authorOf(principalOf(request)), { name, username, rootRole: rootRoleOf(rootRole) }));
    },
  });

  route({
    method: 'GET', url: '/api/admin/service-account/:id/token', access: requires('ADMIN'),
    summary: 'The tokens of a service account, newest first (no secrets)',
    params: accountParams,
    responses: { 200: patListSchema },
    handler: async ({ params }) => ({ pats: listPats(db, requireServiceAccountId(db, params.id)) }),
  });

  route({
    method: 'POST', url: '/api/admin/service-account/:id/token', access: requires('ADMIN'),
    summary: 'Issue a token for a service account; the answer is the only time its secret is shown',
    params: accountParams, body: createPatBodySchema,
    responses: { 201: createdPatSchema },
    handler: async ({ params, body, request, reply }) => {
      const id = requireServiceAccountId(db, params.id);
      const { description, expiresAt } = body();
      return sendSecret(reply, 201, createPat(db, authorOf(principalOf(request)), id, { description, expiresAt: futureExpiry(expiresAt) }));
    },
  });

  route({
    method: 'DELETE', url: '/api/admin/service-account/:id/token/:tokenId', access: requires('ADMIN'),
    summary: 'Delete a token of a service account',
    params: accountParams.extend({ tokenId: z.string() }),
    responses: { 200: deletedSchema },
    handler: async ({ params, request }) => {
      deletePat(db, authorOf(principalOf(request)), requireServiceAccountId(db, params.id), params.tokenId);
      return { deleted: true };
    },
  });
}
