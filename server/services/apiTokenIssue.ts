import type { ApiToken, CreateApiTokenBody, CreatedApiToken } from '../../contract/apiToken';
import { holds, type Principal } from '../auth/principal';
import type { Permission } from '../auth/permissions';
import { randomHex } from '../auth/secrets';
import { apiTokenTypes, parseApiToken, type ApiTokenType } from '../domain/apiTokenFormat';
import { BadData, MissingPermission } from '../domain/errors';
import { futureExpiry } from '../domain/futureExpiry';
import { issueApiToken, listApiTokens } from '../store/apiTokens';
import { requireProjectEnvironment } from '../store/environments';
import type { Db } from '../store/openDatabase';
import { requireProject } from '../store/projects';
import { writeTransaction } from '../store/writeTransaction';
import { authorOf } from './eventAuthor';

/**
 * Unleash's API tokens. What a caller may see and issue depends on the token type, so the routes
 * only require a caller of the admin API, and these functions check this table per type.
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

/** The tokens of the types the caller may read; a caller who may read none is refused. */
export function visibleApiTokens(db: Db, caller: Principal): ApiToken[] {
  const visible = apiTokenTypes.filter((type) => holds(caller, permissionToRead[type]));
  if (visible.length === 0) throw new MissingPermission('READ_FRONTEND_API_TOKEN');
  return listApiTokens(db, visible);
}

/** Issues a token of a type the caller may create, for projects and an environment that exist. */
export function issueApiTokenFor(db: Db, caller: Principal, body: CreateApiTokenBody): CreatedApiToken {
  const permission = permissionToCreate[body.type];
  if (!holds(caller, permission)) throw new MissingPermission(permission);
  const projects = body.projects ?? (body.project ? [body.project] : ['*']);
  return writeTransaction(db, () => {
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
    return issueApiToken(db, authorOf(caller), token, body.tokenName, expiresAt);
  });
}
