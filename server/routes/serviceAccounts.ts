import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createServiceAccountBodySchema } from '../../contract/adminRequests';
import { createPatBodySchema } from '../../contract/pat';
import { rootRoleIds, rootRoleList, rootRoleName, type RootRoleName } from '../auth/permissions';
import { requires } from '../http/access';
import { BadData } from '../domain/errors';
import { parseInput } from '../http/parse';
import { sendSecret } from '../http/sendSecret';
import { createPat, deletePat, listPats } from '../store/pats';
import { insertUser, listServiceAccounts, readServiceAccount, requireServiceAccountId } from '../store/users';
import type { RouteContext } from './context';

const accountParams = z.object({ id: z.string() });

/** An expiry must lie ahead: a token born expired is a mistake in the request. */
export function futureExpiry(expiresAt: string): string {
  const at = Date.parse(expiresAt);
  if (at <= Date.now()) throw new BadData('expiresAt must be in the future.', [{ message: 'must be in the future', path: 'expiresAt' }]);
  return new Date(at).toISOString();
}

function roleOf(rootRole: number | RootRoleName): RootRoleName {
  if (typeof rootRole === 'string') return rootRole;
  if (!Object.values(rootRoleIds).some((id) => id === rootRole)) {
    throw new BadData(`rootRole ${rootRole} is not a root role (1 Admin, 2 Editor, 3 Viewer).`, [{ message: 'unknown root role', path: 'rootRole' }]);
  }
  return rootRoleName(rootRole);
}

/** Service accounts and their tokens are administration: every route needs ADMIN. */
export function registerServiceAccountRoutes(app: FastifyInstance, { db }: RouteContext): void {
  app.get('/api/admin/service-account', requires('ADMIN'), async () => ({
    serviceAccounts: listServiceAccounts(db),
    rootRoles: rootRoleList.map(({ id, name }) => ({ id, name })),
  }));

  app.post('/api/admin/service-account', requires('ADMIN'), async (request, reply) => {
    const body = parseInput(createServiceAccountBodySchema, request.body);
    const id = insertUser(db, { name: body.name, username: body.username, rootRole: roleOf(body.rootRole), isServiceAccount: true });
    return reply.status(201).send(readServiceAccount(db, id));
  });

  // Seed 4.5.
  app.get('/api/admin/service-account/:id/token', requires('ADMIN'), async (request) => {
    const id = requireServiceAccountId(db, parseInput(accountParams, request.params, 'path').id);
    return { pats: listPats(db, id) };
  });

  app.post('/api/admin/service-account/:id/token', requires('ADMIN'), async (request, reply) => {
    const id = requireServiceAccountId(db, parseInput(accountParams, request.params, 'path').id);
    const body = parseInput(createPatBodySchema, request.body);
    return sendSecret(reply, 201, createPat(db, id, { description: body.description, expiresAt: futureExpiry(body.expiresAt) }));
  });

  app.delete('/api/admin/service-account/:id/token/:tokenId', requires('ADMIN'), async (request) => {
    const params = parseInput(accountParams.extend({ tokenId: z.string() }), request.params, 'path');
    deletePat(db, requireServiceAccountId(db, params.id), params.tokenId);
    return { deleted: true };
  });
}
