import type { ApiToken, CreateApiTokenBody, CreatedApiToken } from '../../contract/apiToken';
import { holds, type Principal } from '../auth/principal';
import type { Permission } from '../auth/permissions';
import { randomHex } from '../auth/secrets';
import { apiTokenTypes, parseApiToken, type ApiTokenType } from '../domain/apiTokenFormat';
import { BadData, MissingPermission, NotFound } from '../domain/errors';
import { futureExpiry } from '../domain/futureExpiry';
import { apiTokensNamed, deleteApiToken, findApiTokenBySecret, issueApiToken, listApiTokens, updateApiTokenExpiry } from '../store/apiTokens';
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
const permissionToUpdate: Record<ApiTokenType, Permission> = {
  admin: 'ADMIN',
  client: 'UPDATE_CLIENT_API_TOKEN',
  frontend: 'UPDATE_FRONTEND_API_TOKEN',
};
const permissionToDelete: Record<ApiTokenType, Permission> = {
  admin: 'ADMIN',
  client: 'DELETE_CLIENT_API_TOKEN',
  frontend: 'DELETE_FRONTEND_API_TOKEN',
};

function readableTypes(caller: Principal): ApiTokenType[] {
  const visible = apiTokenTypes.filter((type) => holds(caller, permissionToRead[type]));
  if (visible.length === 0) throw new MissingPermission('READ_FRONTEND_API_TOKEN');
  return visible;
}

/** The tokens of the types the caller may read; a caller who may read none is refused. */
export function visibleApiTokens(db: Db, caller: Principal): ApiToken[] {
  return listApiTokens(db, readableTypes(caller));
}

/** Unleash's `GET /api-tokens/{name}`: the tokens of that name the caller may read (names are not unique). */
export function visibleApiTokensNamed(db: Db, caller: Principal, name: string): ApiToken[] {
  return apiTokensNamed(db, name, readableTypes(caller));
}

/**
 * The token a path names by its secret, for a change the caller must hold `permissions` of its
 * type for. Unleash answers 200 and does nothing for a secret it does not hold; the embedded
 * service answers 404, so that a mistyped secret is not taken for a token deleted or changed.
 */
function tokenToChange(db: Db, caller: Principal, secret: string, permissions: Record<ApiTokenType, Permission>): { id: number } {
  const token = findApiTokenBySecret(db, secret);
  if (!token) throw new NotFound('No API token has this secret.');
  const permission = permissions[token.kind];
  if (!holds(caller, permission)) throw new MissingPermission(permission);
  return token;
}

/** Moves a token's expiry; a time already past ends it at once. */
export function changeApiTokenExpiry(db: Db, caller: Principal, secret: string, expiresAt: string): void {
  writeTransaction(db, () => updateApiTokenExpiry(db, authorOf(caller), tokenToChange(db, caller, secret, permissionToUpdate).id, new Date(expiresAt).toISOString()));
}

export function removeApiToken(db: Db, caller: Principal, secret: string): void {
  writeTransaction(db, () => deleteApiToken(db, authorOf(caller), tokenToChange(db, caller, secret, permissionToDelete).id));
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
