import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminCountSchema, inactiveUsersSchema, userSchema, userSearchQuerySchema, usersAccessSchema } from '../../contract/users';
import { requires } from '../http/access';
import { routesOf } from '../http/route';
import { adminCounts, inactiveAfterDays, inactivePeople, listPeople, personAnswer } from '../store/people';
import type { RouteContext } from './context';

/** Reads of Unleash 8.2's user admin besides the list: inactive people, a search, the admin count, who may be given access. */
export function registerUserAdminReadRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const route = routesOf(app, 'Users');

  route({
    method: 'GET', url: '/api/admin/user-admin/inactive', access: requires('ADMIN'),
    summary: `People who have not signed in for ${inactiveAfterDays} days (or never did, made that long ago)`,
    responses: { 200: inactiveUsersSchema },
    handler: async () => ({ version: 1 as const, inactiveUsers: inactivePeople(db, Date.now()).map(personAnswer) }),
  });

  route({
    method: 'GET', url: '/api/admin/user-admin/search', access: requires('ADMIN'),
    summary: 'People whose name, username or email holds the text `q` (whatever its case)',
    query: userSearchQuerySchema,
    responses: { 200: z.array(userSchema) },
    handler: async ({ query }) => {
      const text = (query.q ?? '').toLowerCase();
      return listPeople(db)
        .filter((user) => [user.name, user.username, user.email].some((field) => field !== null && field.toLowerCase().includes(text)))
        .map(personAnswer);
    },
  });

  route({
    method: 'GET', url: '/api/admin/user-admin/access', access: requires('ADMIN'),
    summary: 'Everyone who could be given access (groups are Unleash Enterprise\'s: none)',
    responses: { 200: usersAccessSchema },
    handler: async () => ({ users: listPeople(db).map(personAnswer), groups: [] }),
  });

  route({
    method: 'GET', url: '/api/admin/user-admin/admin-count', access: requires('ADMIN'),
    summary: 'How many admins sign in with a password, how many without one, and how many service accounts are admins',
    responses: { 200: adminCountSchema },
    handler: async () => adminCounts(db),
  });
}
