import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUserSchema, type CurrentUser } from '../../contract/admin';
import { deletedSchema } from '../../contract/common';
import { createdPatSchema, createPatBodySchema, patListSchema } from '../../contract/pat';
import { profileSchema, rolesQuerySchema, rolesSchema, type Role } from '../../contract/ownProfile';
import { passwordBodySchema } from '../../contract/users';
import { permissionNames, permissionsOf, rootRoleIds, rootRoleType } from '../auth/permissions';
import type { Principal } from '../auth/principal';
import { futureExpiry } from '../domain/futureExpiry';
import { principalOf, signedIn } from '../http/access';
import { routesOf } from '../http/route';
import { sendSecret } from '../http/sendSecret';
import { authorOf } from '../services/eventAuthor';
import { ownUserId } from '../services/ownUser';
import { changeOwnPassword } from '../services/people';
import { feedbackOf, splashOf } from '../store/consoleState';
import { createPat, deletePat, listPats } from '../store/pats';
import { passwordHashOf } from '../store/people';
import type { Db } from '../store/openDatabase';
import type { RouteContext } from './context';

function describe(db: Db, principal: Principal): CurrentUser {
  if (principal.kind === 'user') {
    const { user } = principal;
    return {
      user: { id: user.id, name: user.name, username: user.username, ...(user.email === null ? {} : { email: user.email }), rootRole: rootRoleIds[user.rootRole] },
      permissions: permissionsOf(user.rootRole).map((permission) => ({ permission })),
      feedback: feedbackOf(db, user.id), splash: splashOf(db, user.id),
    };
  }
  // An admin API token is nobody in particular; Unleash shows it as a synthetic admin.
  return {
    user: { id: 0, name: 'admin token', username: 'admin token', rootRole: rootRoleIds.Admin },
    permissions: permissionNames.map((permission) => ({ permission })),
    feedback: [], splash: {},
  };
}


/** The caller's root role as Unleash names roles; an admin API token acts as an Admin. */
function rootRoleOf(principal: Principal): Role {
  const name = principal.kind === 'user' ? principal.user.rootRole : 'Admin';
  return { id: rootRoleIds[name], type: rootRoleType, name };
}

const ownTokens = 'A caller\'s own personal access tokens: any signed-in person may manage theirs; an admin API token has none (400).';

/** Who the caller is, and the caller's own personal access tokens (Unleash's /user/tokens). */
export function registerCurrentUserRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const route = routesOf(app, 'The caller');

  route({
    method: 'GET', url: '/api/admin/user', access: signedIn,
    summary: 'Who the caller is, and every permission they hold',
    responses: { 200: currentUserSchema },
    handler: async ({ request }) => describe(db, principalOf(request)),
  });

  route({
    method: 'GET', url: '/api/admin/user/profile', access: signedIn,
    summary: 'The caller\'s profile: their root role, and whether they have a password to change',
    description: 'Unleash\'s shape. The embedded service has root roles only (no project roles, groups or email subscriptions), so `projects`, `groups` and `subscriptions` are empty; `features` is always empty, as in Unleash. An admin API token is nobody: 400.',
    responses: { 200: profileSchema },
    handler: async ({ request }) => {
      const caller = principalOf(request);
      const userId = ownUserId(caller);
      return { rootRole: rootRoleOf(caller), projects: [], groups: [], subscriptions: [], features: [], canChangePassword: passwordHashOf(db, userId) !== null };
    },
  });

  route({
    method: 'GET', url: '/api/admin/user/roles', access: signedIn,
    summary: 'The caller\'s roles: their root role, which holds in every project (`projectId` changes nothing)',
    query: rolesQuerySchema,
    responses: { 200: rolesSchema },
    handler: async ({ request }) => ({ version: 1, roles: [rootRoleOf(principalOf(request))] }),
  });

  route({
    method: 'POST', url: '/api/admin/user/change-password', access: signedIn,
    summary: 'Change your own password: the current one (if you have one) and the new one twice; your other sessions end',
    body: passwordBodySchema,
    responses: { 200: null },
    handler: async ({ body, request, reply }) => {
      await changeOwnPassword(db, principalOf(request), body());
      return reply.status(200).send();
    },
  });

  route({
    method: 'GET', url: '/api/admin/user/tokens', access: signedIn,
    summary: 'The caller\'s personal access tokens, newest first (no secrets)',
    description: ownTokens,
    responses: { 200: patListSchema },
    handler: async ({ request }) => ({ pats: listPats(db, ownUserId(principalOf(request))) }),
  });

  route({
    method: 'POST', url: '/api/admin/user/tokens', access: signedIn,
    summary: 'Create a personal access token; the answer is the only time its secret is shown',
    description: ownTokens,
    body: createPatBodySchema,
    responses: { 201: createdPatSchema },
    handler: async ({ body, request, reply }) => {
      const caller = principalOf(request);
      const userId = ownUserId(caller);
      const { description, expiresAt } = body();
      return sendSecret(reply, 201, createPat(db, authorOf(caller), userId, { description, expiresAt: futureExpiry(expiresAt) }));
    },
  });

  route({
    method: 'DELETE', url: '/api/admin/user/tokens/:tokenId', access: signedIn,
    summary: 'Delete one of the caller\'s personal access tokens',
    description: ownTokens,
    params: z.object({ tokenId: z.string() }),
    responses: { 200: deletedSchema },
    handler: async ({ params, request }) => {
      const caller = principalOf(request);
      deletePat(db, authorOf(caller), ownUserId(caller), params.tokenId);
      return { deleted: true };
    },
  });
}
