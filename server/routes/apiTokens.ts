import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { holds } from '../auth/principal';
import type { Permission } from '../auth/permissions';
import { randomHex } from '../auth/secrets';
import { apiTokenTypes, parseApiToken, type ApiTokenType } from '../domain/apiTokenFormat';
import { signedIn, principalOf } from '../http/access';
import { BadData, MissingPermission } from '../domain/errors';
import { parseInput } from '../http/parse';
import { sendSecret } from '../http/sendSecret';
import { issueApiToken, listApiTokens } from '../store/apiTokens';
import { requireProjectEnvironment } from '../store/environments';
import { requireProject } from '../store/projects';
import type { RouteContext } from './context';
import { futureExpiry } from './serviceAccounts';

/**
 * Unleash's API tokens. What a caller may see and issue depends on the token type, so these
 * routes only require a signed-in admin-API caller and check this table per type.
 */
const permissionToRead: Record<ApiTokenType, Permission> = {
  admin: 'ADMIN',
  client: 'READ_CLIENT_API_TOKEN',
  frontend: 'READ_FRONTEND_API_TOKEN',
};
const permissionToCreate: Record<ApiTokenType, Permission> = {
  admin: 'ADMIN',
  client: 'CREATE_CLIENT_API_TOKEN',
  frontend: 'CREATE_FRONTEND_API_TOKEN',
};

// Unleash 5 renamed client tokens "backend"; both names are accepted, and stored as client.
const createBody = z.object({
  tokenName: z.string().trim().min(1).max(200),
  type: z.string().transform((type) => type.toLowerCase()).pipe(z.enum(['admin', 'client', 'backend', 'frontend']))
    .transform((type): ApiTokenType => (type === 'backend' ? 'client' : type)),
  environment: z.string().min(1).optional(),
  project: z.string().min(1).optional(),
  projects: z.array(z.string().min(1)).min(1).optional(),
  expiresAt: z.iso.datetime({ offset: true }).optional(),
});

export function registerApiTokenRoutes(app: FastifyInstance, { db }: RouteContext): void {
  app.get('/api/admin/api-tokens', signedIn, async (request) => {
    const principal = principalOf(request);
    const visible = apiTokenTypes.filter((type) => holds(principal, permissionToRead[type]));
    if (visible.length === 0) throw new MissingPermission('READ_FRONTEND_API_TOKEN');
    return { tokens: listApiTokens(db, visible) };
  });

  app.post('/api/admin/api-tokens', signedIn, async (request, reply) => {
    const body = parseInput(createBody, request.body);
    const permission = permissionToCreate[body.type];
    if (!holds(principalOf(request), permission)) throw new MissingPermission(permission);
    const projects = body.projects ?? (body.project ? [body.project] : ['*']);
    let scope: string;
    if (body.type === 'admin') {
      scope = '*:*';
    } else {
      if (!body.environment) throw new BadData('A client or frontend token needs an environment.', [{ message: 'required', path: 'environment' }]);
      for (const project of projects) {
        if (project === '*') continue;
        requireProject(db, project);
        requireProjectEnvironment(db, project, body.environment);
      }
      const prefix = projects.includes('*') ? '*' : projects.length > 1 ? '[]' : (projects[0] ?? '*');
      scope = `${prefix}:${body.environment}`;
    }
    const parsed = parseApiToken(body.type, `${scope}.${randomHex(24)}`);
    if ('problem' in parsed) throw new BadData(`The token cannot be issued: it ${parsed.problem}.`);
    const token = { ...parsed, projects: projects.includes('*') ? ['*'] : projects };
    const expiresAt = body.expiresAt ? futureExpiry(body.expiresAt) : null;
    return sendSecret(reply, 201, issueApiToken(db, token, body.tokenName, expiresAt));
  });
}
