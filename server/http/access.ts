import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { holds, tokenFromHeader, type Principal } from '../auth/principal';
import type { Permission } from '../auth/permissions';
import { MissingPermission, NotAllowed } from '../domain/errors';
import { authenticationRequired, HttpError } from './errors';
import type { RouteDocs } from './route';
import { crossSiteMessage, crossSiteProblem, isWrite } from './sameOrigin';
import { sessionIdFrom } from './sessionCookie';
import { errorNames } from '../../contract/error';

/**
 * Every /api route declares who may call it, in its route options (`config.access`), and this
 * module enforces it before the handler runs: authentication (401), the kind of token (403), and
 * the permission (403 naming it and, where the route has one, the environment).
 */
export type Access =
  /** The admin API; no permission means any caller of it (`signedIn`). */
  | { api: 'admin'; permission?: Permission; environmentParam?: string }
  | { api: 'frontend' }
  | { api: 'client' }
  /** No token needed (the frontend API's preflight and "disabled" answer, the API's documentation). */
  | { api: 'public' };

/** One row of the app's route table: what the router serves and who may call it. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access | undefined;
  /** What the route documents about itself (every /api route of the embedded service has it). */
  docs: RouteDocs | undefined;
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

/**
 * Any caller of the admin API (a personal access token or an admin token), with no permission
 * required: a read, or a write whose handler decides who may make it (the token types a caller may
 * issue, the author of a change request).
 */
export const signedIn: Access = { api: 'admin' };

/** An admin route that needs `permission` (in the environment its path names, if `environmentParam` is given). */
export const requires = (permission: Permission, environmentParam?: string): Access => ({
  api: 'admin', permission, ...(environmentParam ? { environmentParam } : {}),
});

export const frontendApi: Access = { api: 'frontend' };
export const clientApi: Access = { api: 'client' };
export const publicRoute: Access = { api: 'public' };

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
    if (principal.kind !== 'frontend') throw new NotAllowed('The frontend API only accepts frontend tokens.');
    return;
  }
  if (access.api === 'client') {
    if (principal.kind !== 'client' && principal.kind !== 'adminToken') {
      throw new NotAllowed('The client API accepts client tokens (and admin tokens).');
    }
    return;
  }
  if (access.api !== 'admin') return;
  if (principal.kind === 'client' || principal.kind === 'frontend') {
    throw new NotAllowed(`A ${principal.kind} token cannot be used with the admin API; use an admin token or a personal access token.`);
  }
  if (access.permission && !holds(principal, access.permission)) {
    const environment = access.environmentParam ? paramOf(request, access.environmentParam) : undefined;
    throw new MissingPermission(access.permission, environment);
  }
}

/** How a caller proves who they are: a token in `Authorization`, or the session cookie of a person signed in with a password. */
export interface Authenticators {
  token: (token: string) => Principal | undefined;
  session: (sessionId: string) => Principal | undefined;
}

/**
 * The caller by their token, or else (on the admin API only: SDKs use tokens) by their session
 * cookie, whose writes must come from the console's own pages (`sameOrigin.ts`).
 */
function authenticate(request: FastifyRequest, access: Access, authenticators: Authenticators): Principal | undefined {
  const token = tokenFromHeader(request.headers.authorization);
  if (token !== undefined) return authenticators.token(token);
  const sessionId = access.api === 'admin' ? sessionIdFrom(request.headers.cookie) : undefined;
  const principal = sessionId === undefined ? undefined : authenticators.session(sessionId);
  const problem = principal && isWrite(request.method) ? crossSiteProblem(request) : undefined;
  if (problem !== undefined) throw new HttpError(403, errorNames.noAccess, crossSiteMessage(problem));
  return principal;
}

/** The caller, authenticated (401) and allowed what the route's declaration asks (403). */
function callerOf(request: FastifyRequest, access: Access, authenticators: Authenticators): Principal {
  const principal = authenticate(request, access, authenticators);
  if (!principal) {
    throw access.api === 'admin'
      ? authenticationRequired('You must sign in to use this API: send a valid token in the Authorization header, or sign in with your password.')
      : authenticationRequired();
  }
  authorize(access, principal, request);
  return principal;
}

function enforce(access: Access, authenticators: Authenticators): onRequestHookHandler {
  return (request, _reply, done) => {
    try {
      request.principal = callerOf(request, access, authenticators);
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    done();
  };
}

export function registerAccessControl(app: FastifyInstance, authenticators: Authenticators): void {
  app.decorateRequest('principal', null);
  const declaredRoutes: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declaredRoutes);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    // A route under /api without a declaration is a mistake that must not ship as an open door.
    if (route.url.startsWith('/api') && !access) throw new Error(`${String(route.method)} ${route.url} does not declare its access`);
    // Nor may one go undocumented: the OpenAPI document is built from these declarations.
    if (route.url.startsWith('/api') && !route.config?.docs) throw new Error(`${String(route.method)} ${route.url} does not document itself (declare it with routesOf)`);
    for (const method of [route.method].flat()) declaredRoutes.push({ method, url: route.url, access, docs: route.config?.docs });
    if (!access || access.api === 'public') return;
    // The route's own hook runs after those of the plugin it is in: what a plugin does first for
    // all its routes (the frontend API's CORS headers and rate limit) comes before authentication.
    route.onRequest = [...[route.onRequest ?? []].flat(), enforce(access, authenticators)];
  });
}
