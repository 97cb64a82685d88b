import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createUserBodySchema, idsBodySchema, passwordBodySchema, resetPasswordAnswerSchema, resetPasswordBodySchema, updateUserBodySchema, userListSchema, userSchema } from '../../contract/users';
import { rootRoleList, rootRoleType } from '../auth/permissions';
import { principalOf, requires, signedIn } from '../http/access';
import { routesOf } from '../http/route';
import { sendSecret } from '../http/sendSecret';
import { authorOf } from '../services/eventAuthor';
import { addPerson, changePerson, removeInactivePeople, removePerson, resetLinkFor, setPersonPassword } from '../services/people';
import { checkPasswordStrength } from '../services/signIn';
import { listPeople, personAnswer, requirePerson, setDeactivated } from '../store/people';
import type { RouteContext } from './context';

const userParams = z.object({ id: z.string() });

/** Where the console is, as the caller reached it: one-time links point there. */
const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/** People, as Unleash 8.2's user admin has them; every route but the password check needs ADMIN. */
export function registerUserAdminRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const route = routesOf(app, 'Users');

  route({
    method: 'GET', url: '/api/admin/user-admin', access: requires('ADMIN'),
    summary: 'Every user who signs in (service accounts are listed apart), with the root roles',
    responses: { 200: userListSchema },
    handler: async () => ({ users: listPeople(db).map(personAnswer), rootRoles: rootRoleList.map(({ id, name }) => ({ id, name, type: rootRoleType })) }),
  });

  route({
    method: 'POST', url: '/api/admin/user-admin', access: requires('ADMIN'),
    summary: 'Create a user; without a password, the answer\'s inviteLink (shown only now) lets them set one',
    body: createUserBodySchema,
    responses: { 201: userSchema },
    handler: async ({ body, request, reply }) => sendSecret(reply, 201, await addPerson(db, principalOf(request), body(), originOf(request))),
  });

  route({
    method: 'POST', url: '/api/admin/user-admin/validate-password', access: signedIn,
    summary: 'Whether a password is strong enough (400 naming each rule it breaks)',
    body: passwordBodySchema,
    responses: { 200: null },
    handler: async ({ body, reply }) => {
      checkPasswordStrength(body().password);
      return reply.status(200).send();
    },
  });

  route({
    method: 'POST', url: '/api/admin/user-admin/reset-password', access: requires('ADMIN'),
    summary: 'A one-time link (shown only now) with which the user sets a new password; `id` is their email',
    body: resetPasswordBodySchema,
    responses: { 200: resetPasswordAnswerSchema },
    handler: async ({ body, request, reply }) =>
      sendSecret(reply, 200, { resetPasswordUrl: resetLinkFor(db, principalOf(request), body().id, originOf(request)) }),
  });

  route({
    method: 'GET', url: '/api/admin/user-admin/:id', access: requires('ADMIN'),
    summary: 'One user',
    params: userParams,
    responses: { 200: userSchema },
    handler: async ({ params }) => personAnswer(requirePerson(db, params.id)),
  });

  route({
    method: 'PUT', url: '/api/admin/user-admin/:id', access: requires('ADMIN'),
    summary: 'Change a user\'s name, email or root role (the last active admin keeps theirs)',
    params: userParams, body: updateUserBodySchema,
    responses: { 200: userSchema },
    handler: async ({ params, body, request }) => changePerson(db, principalOf(request), params.id, body()),
  });

  route({
    method: 'POST', url: '/api/admin/user-admin/:id/change-password', access: requires('ADMIN'),
    summary: 'Set a user\'s password; their sessions end',
    params: userParams, body: passwordBodySchema,
    responses: { 200: null },
    handler: async ({ params, body, reply }) => {
      await setPersonPassword(db, params.id, body().password);
      return reply.status(200).send();
    },
  });

  for (const [action, deactivated] of [['deactivate', true], ['activate', false]] as const) {
    route({
      method: 'POST', url: `/api/admin/user-admin/:id/${action}`, access: requires('ADMIN'),
      summary: deactivated
        ? 'Deactivate a user: their sessions end at once, their tokens stop working, and they cannot sign in (not in Unleash open source)'
        : 'Let a deactivated user sign in again (not in Unleash open source)',
      params: userParams,
      responses: { 200: userSchema },
      handler: async ({ params, request }) => {
        const caller = principalOf(request);
        return personAnswer(setDeactivated(db, authorOf(caller), params.id, deactivated, caller.kind === 'user' ? caller.user.id : 0));
      },
    });
  }

  route({
    method: 'DELETE', url: '/api/admin/user-admin/:id', access: requires('ADMIN'),
    summary: 'Delete a user: their sessions, links and personal access tokens go with them; the event log keeps their name on what they did',
    description: 'Recorded as Unleash records it, `user-deleted`. Not yourself, nor the last active admin; someone who took part in change requests, which keep who did what, is refused with 409 (deactivate them instead), where Unleash keeps such a person as deleted.',
    params: userParams,
    responses: { 200: null },
    handler: async ({ params, request, reply }) => {
      removePerson(db, principalOf(request), params.id);
      return reply.status(200).send();
    },
  });

  route({
    method: 'POST', url: '/api/admin/user-admin/inactive/delete', access: requires('ADMIN'),
    summary: 'Delete the people given by id who are inactive (no sign-in for 180 days); others are passed over, as in Unleash',
    description: 'One write, each deletion recorded as `user-deleted` in one group.',
    body: idsBodySchema,
    responses: { 200: null },
    handler: async ({ body, request, reply }) => {
      removeInactivePeople(db, principalOf(request), body().ids);
      return reply.status(200).send();
    },
  });

  route({
    method: 'DELETE', url: '/api/admin/user-admin/scim-users', access: requires('ADMIN'),
    summary: 'Delete the users SCIM provisioned: the embedded service provisions none, so there are none to delete',
    description: 'Unleash deletes the users its SCIM integration (a paid edition\'s) made; the embedded service has no SCIM, so it answers 200 and changes nothing, as Unleash open source does.',
    responses: { 200: null },
    handler: async ({ reply }) => reply.status(200).send(),
  });
}
