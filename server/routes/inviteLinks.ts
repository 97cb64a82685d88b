import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createInviteLinkBodySchema, inviteLinkListSchema, inviteLinkSchema, inviteSignupBodySchema, updateInviteLinkBodySchema } from '../../contract/inviteLinks';
import { userSchema } from '../../contract/users';
import { principalOf, publicRoute, requires } from '../http/access';
import { routesOf } from '../http/route';
import { sendSecret } from '../http/sendSecret';
import { changeInviteLink, checkInviteLink, inviteLink, inviteLinks, makeInviteLink, signUpWithInviteLink } from '../services/inviteLinks';
import type { RouteContext } from './context';

const byToken = z.object({ token: z.string() });
/** Where the console is, as the caller reached it: a link points there. */
const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;
const kept = 'Only the hash of a link\'s secret is kept: the secret and the link (`url`) are in the answer when the link is made, and when it is named by its secret; a listing masks the secret and gives no `url`. The log keeps these paths without the secret.';

/** Unleash's public invite links, in its paths and shapes; making and changing them is the admins'. */
export function registerInviteLinkRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const route = routesOf(app, 'Public invite links');

  route({
    method: 'GET', url: '/api/admin/invite-link/tokens', access: requires('ADMIN'),
    summary: 'The invite links, newest first, with who signed up by each',
    description: kept,
    responses: { 200: inviteLinkListSchema },
    handler: async () => ({ tokens: inviteLinks(db) }),
  });

  route({
    method: 'POST', url: '/api/admin/invite-link/tokens', access: requires('ADMIN'),
    summary: 'Make an invite link, with a name and an expiry: whoever has it may sign up as a Viewer until then',
    description: `${kept} Recorded as \`public-signup-token-created\`.`,
    body: createInviteLinkBodySchema,
    responses: { 201: inviteLinkSchema },
    handler: async ({ body, request, reply }) => sendSecret(reply, 201, makeInviteLink(db, principalOf(request), body(), originOf(request))),
  });

  route({
    method: 'GET', url: '/api/admin/invite-link/tokens/:token', access: requires('ADMIN'),
    summary: 'One invite link, named by its secret',
    description: kept,
    params: byToken,
    responses: { 200: inviteLinkSchema },
    handler: async ({ params, request, reply }) => sendSecret(reply, 200, inviteLink(db, params.token, originOf(request))),
  });

  route({
    method: 'PUT', url: '/api/admin/invite-link/tokens/:token', access: requires('ADMIN'),
    summary: 'Change an invite link\'s expiry, or disable it (how Unleash takes a link back) or enable it again',
    description: `${kept} Recorded as \`public-signup-token-updated\`.`,
    params: byToken, body: updateInviteLinkBodySchema,
    responses: { 200: inviteLinkSchema },
    handler: async ({ params, body, request, reply }) => sendSecret(reply, 200, changeInviteLink(db, principalOf(request), params.token, body(), originOf(request))),
  });

  route({
    method: 'GET', url: '/invite/:token/validate', access: publicRoute,
    summary: 'Whether one may sign up with this invite link: 200, or 400 for a link that does not exist, was disabled or has expired',
    params: byToken,
    responses: { 200: null },
    handler: async ({ params, reply }) => {
      checkInviteLink(db, params.token);
      return reply.header('cache-control', 'no-store').status(200).send();
    },
  });

  route({
    method: 'POST', url: '/invite/:token/signup', access: publicRoute,
    summary: 'Sign up with an invite link: a new person with the Viewer role and the password given (201)',
    description: 'As Unleash answers it, 201 with the person. A link one may not sign up with: 400; an email or username taken: 409; a weak password: 400 naming each rule it breaks. Recorded as `user-created` and `public-signup-token-user-added`, together. The person then signs in as anyone does.',
    params: byToken, body: inviteSignupBodySchema,
    responses: { 201: userSchema },
    handler: async ({ params, body, reply }) => reply.status(201).send(await signUpWithInviteLink(db, params.token, body())),
  });
}
