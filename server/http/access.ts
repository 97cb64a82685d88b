import type { FastifyInstance, FastifyRequest } from 'fastify';
import { holds, tokenFromHeader, type Principal } from '../auth/principal';
import type { Permission } from '../auth/permissions';
import { authenticationRequired, noAccess, wrongTokenType } from './errors';

/**
 * Every /api route declares who may call it, in its route options (`config.access`), and this
 * module enforces it before the handler runs: authentication (401), the kind of token (403), and
 * the permission (403 naming it and, where the route has one, the environment).
 */
export type Access =
  /** The admin API; no permission means any signed-in user or admin token may read. */
  | { api: 'admin'; permission?: Permission; environmentParam?: string }
  | { api: 'frontend' }
  | { api: 'client' }
  /** No token needed (the frontend API's "disabled" answer). */
  | { api: 'public' };

/** One row of the app's route table: what the router serves and who may call it. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** Every route registered after access control, as the router has it (tests walk it). */
    declaredRoutes: readonly DeclaredRoute[];
  }
}

/** Route options for an admin route that only reads. */
export const adminRead = { config: { access: { api: 'admin' } satisfies Access } };

/** Route options for an admin route that needs `permission` (in the environment path param, if named). */
export const requires = (permission: Permission, environmentParam?: string) => ({
  config: { access: { api: 'admin', permission, ...(environmentParam ? { environmentParam } : {}) } satisfies Access },
});

export const frontendApi = { config: { access: { api: 'frontend' } satisfies Access } };
export const clientApi = { config: { access: { api: 'client' } satisfies Access } };
export const publicRoute = { config: { access: { api: 'public' } satisfies Access } };

/** The authenticated caller of a route that declared access; its absence is a programming error. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error(`${request.method} ${request.url}: no principal; does the route declare access?`);
  return request.principal;
}

function paramOf(request: FastifyRequest, name: string): string | undefined {
  const params: unknown = request.params;
  if (typeof params !== 'object' || params === null) return undefined;
  const value: unknown = Object.getOwnPropertyDescriptor(params, name)?.value;
  return typeof value === 'string' ? value : undefined;
}

function authorize(access: Access, principal: Principal, request: FastifyRequest): void {
  if (access.api === 'frontend') {
    if (principal.kind !== 'frontend') throw wrongTokenType('The frontend API only accepts frontend tokens.');
    return;
  }
  if (access.api === 'client') {
    if (principal.kind !== 'client' && principal.kind !== 'adminToken') {
      throw wrongTokenType('The client API accepts client tokens (and admin tokens).');
    }
    return;
  }
  if (access.api !== 'admin') return;
  if (principal.kind === 'client' || principal.kind === 'frontend') {
    throw wrongTokenType(`A ${principal.kind} token cannot be used with the admin API; use an admin token or a personal access token.`);
  }
  if (access.permission && !holds(principal, access.permission)) {
    const environment = access.environmentParam ? paramOf(request, access.environmentParam) : undefined;
    throw noAccess(access.permission, environment);
  }
}

export function registerAccessControl(app: FastifyInstance, authenticate: (token: string) => Principal | undefined): void {
  app.decorateRequest('principal', null);
  const declaredRoutes: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declaredRoutes);

  // A route under /api without a declaration is a mistake that must not ship as an open door.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api') && !route.config?.access) {
      throw new Error(`${String(route.method)} ${route.url} does not declare its access`);
    }
    for (const method of [route.method].flat()) declaredRoutes.push({ method, url: route.url, access: route.config?.access });
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access.api === 'public') return;
    const token = tokenFromHeader(request.headers.authorization);
    const principal = token === undefined ? undefined : authenticate(token);
    if (!principal) throw authenticationRequired();
    authorize(access, principal, request);
    request.principal = principal;
  });
}
