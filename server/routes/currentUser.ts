import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createPatBodySchema } from '../../contract/pat';
import type { CurrentUser } from '../../contract/admin';
import { permissionNames, permissionsOf, rootRoleIds } from '../auth/permissions';
import type { Principal } from '../auth/principal';
import { signedIn, principalOf } from '../http/access';
import { BadData } from '../domain/errors';
import { parseInput } from '../http/parse';
import { sendSecret } from '../http/sendSecret';
import { createPat, deletePat, listPats } from '../store/pats';
import type { RouteContext } from './context';
import { futureExpiry } from './serviceAccounts';

function describe(principal: Principal): CurrentUser {
  if (principal.kind === 'user') {
    const { user } = principal;
    return {
      user: { id: user.id, name: user.name, username: user.username, email: user.email, rootRole: rootRoleIds[user.rootRole] },
      permissions: permissionsOf(user.rootRole).map((permission) => ({ permission })),
    };
  }
  // An admin API token is nobody in particular; Unleash shows it as a synthetic admin.
  return {
    user: { id: 0, name: 'admin token', username: 'admin token', email: null, rootRole: rootRoleIds.Admin },
    permissions: permissionNames.map((permission) => ({ permission })),
  };
}

function ownUserId(principal: Principal): number {
  if (principal.kind !== 'user') throw new BadData('Personal access tokens belong to a user; an admin API token has none.');
  return principal.user.id;
}

/** Who the caller is, and the caller's own personal access tokens (Unleash's /user/tokens). */
export function registerCurrentUserRoutes(app: FastifyInstance, { db }: RouteContext): void {
  app.get('/api/admin/user', signedIn, async (request) => describe(principalOf(request)));

  app.get('/api/admin/user/tokens', signedIn, async (request) => ({ pats: listPats(db, ownUserId(principalOf(request))) }));

  app.post('/api/admin/user/tokens', signedIn, async (request, reply) => {
    const userId = ownUserId(principalOf(request));
    const body = parseInput(createPatBodySchema, request.body);
    return sendSecret(reply, 201, createPat(db, userId, { description: body.description, expiresAt: futureExpiry(body.expiresAt) }));
  });

  app.delete('/api/admin/user/tokens/:tokenId', signedIn, async (request) => {
    const { tokenId } = parseInput(z.object({ tokenId: z.string() }), request.params, 'path');
    deletePat(db, ownUserId(principalOf(request)), tokenId);
    return { deleted: true };
  });
}
