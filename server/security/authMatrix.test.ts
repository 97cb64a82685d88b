import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceAccountSchema } from '../../contract/admin';
import { segmentSchema } from '../../contract/adminRequests';
import { addonSchema } from '../../contract/addons';
import { savedAudienceSchema } from '../../contract/audiences';
import { errorBodySchema } from '../../contract/error';
import { strategySchema } from '../../contract/feature';
import type { Permission } from '../auth/permissions';
import type { DeclaredRoute } from '../http/access';
import { createPat } from '../store/pats';
import { changeRequestSteps } from '../test/changeRequests';
import { openSession, ownOrigin, sessionCookie, startTestService, storeSnapshot, tokens, type TestService } from '../test/harness';
import { hashSecret } from '../auth/secrets';
import { issuePasswordLink } from '../services/passwordLinks';
import { createPerson } from '../store/people';
import { deleteSession } from '../store/sessions';
import { changeRequestScope } from './changeRequestRule';
import { injectRoute } from '../test/injectRoute';
import { insertInviteLink } from '../store/inviteLinks';
import { writeTransaction } from '../store/writeTransaction';
import { walkTimeoutMs } from '../test/slowTests';
import { systemAuthor } from '../store/events';
import { parseOidcSettings } from '../oidc/settings';

/*
 * Every route the router serves × every kind of caller → the status and error name it must get.
 * The routes come from the app's own route table, so a route added tomorrow is in this matrix
 * tomorrow; what each caller gets follows from the access the route declares, and is asserted as
 * concrete statuses: 401 AuthenticationRequired, 403 NoAccessError naming the permission (and the
 * environment), or an answer past authorization (200 for every read). The matrix's project,
 * `default`, requires change requests in production, so a write to the whole project also needs
 * SKIP_CHANGE_REQUEST (changeRequestRule.ts; changeRequestMatrix.test.ts checks the rule in full).
 */

const credentialNames = [
  'none', 'malformed', 'unknown', 'expiredPat', 'frontend', 'client', 'viewerPat', 'editorPat', 'admin',
  // Session cookies of people signed in with a password (sent with the console's own Origin, so
  // their writes pass the cross-site check, which a test of its own below holds).
  'expiredSession', 'revokedSession', 'deactivatedSession', 'viewerSession', 'editorSession', 'adminSession',
] as const;
type Credential = (typeof credentialNames)[number];
const sessionCredentials = new Set<Credential>(['expiredSession', 'revokedSession', 'deactivatedSession', 'viewerSession', 'editorSession', 'adminSession']);

// What an Editor holds, as a concrete list (not read from the permission table under test);
// every permission a route requires must be in one of these two lists.
const editorHolds: readonly Permission[] = [
  'CREATE_FEATURE', 'UPDATE_FEATURE', 'DELETE_FEATURE', 'UPDATE_FEATURE_ENVIRONMENT', 'CREATE_FEATURE_STRATEGY',
  'UPDATE_FEATURE_STRATEGY', 'DELETE_FEATURE_STRATEGY', 'UPDATE_FEATURE_ENVIRONMENT_VARIANTS', 'UPDATE_FEATURE_DEPENDENCY',
  'CREATE_CHANGE_REQUEST', 'CREATE_SEGMENT', 'UPDATE_SEGMENT', 'DELETE_SEGMENT',
  'CREATE_SAVED_AUDIENCE', 'UPDATE_SAVED_AUDIENCE', 'DELETE_SAVED_AUDIENCE',
];
const editorLacks: readonly Permission[] = [
  'ADMIN', 'UPDATE_CHANGE_REQUEST_SETTINGS', 'SKIP_CHANGE_REQUEST', 'CREATE_CONTEXT_FIELD', 'UPDATE_CONTEXT_FIELD', 'DELETE_CONTEXT_FIELD',
  'CREATE_PROJECT', 'UPDATE_PROJECT', 'DELETE_PROJECT', 'CREATE_ADDON', 'UPDATE_ADDON', 'DELETE_ADDON',
];

type Expected =
  | { status: 401 }
  | { status: 403; permission?: Permission; environment?: string }
  | { status: 'passes' };

const anonymous = new Set<Credential>(['none', 'malformed', 'unknown', 'expiredPat', 'expiredSession', 'revokedSession', 'deactivatedSession']);
/** A person's session acts as that person's personal access token would. */
const actsAs: Partial<Record<Credential, Credential>> = { viewerSession: 'viewerPat', editorSession: 'editorPat' };

/** What the declared access (and the change-request rule) means for a caller, before anything else the handler decides. */
function expectedFor(route: DeclaredRoute, given: Credential, environment: string | undefined): Expected {
  const { access } = route;
  if (access === undefined || access.api === 'public') return { status: 'passes' };
  if (anonymous.has(given)) return { status: 401 };
  // SDKs use tokens: a session cookie is read on the admin API only.
  if (sessionCredentials.has(given) && access.api !== 'admin') return { status: 401 };
  const credential = actsAs[given] ?? (given === 'adminSession' ? 'admin' : given);
  if (access.api === 'frontend') return credential === 'frontend' ? { status: 'passes' } : { status: 403 };
  if (access.api === 'client') return credential === 'client' || credential === 'admin' ? { status: 'passes' } : { status: 403 };
  if (credential === 'frontend' || credential === 'client') return { status: 403 };
  const permission = access.permission;
  if (permission === undefined || credential === 'admin') return { status: 'passes' };
  const env = access.environmentParam ? environment : undefined;
  if (credential === 'viewerPat') return { status: 403, permission, ...(env ? { environment: env } : {}) };
  if (!editorHolds.includes(permission)) return { status: 403, permission, ...(env ? { environment: env } : {}) };
  if (changeRequestScope[`${route.method} ${route.url}`] === 'project') return { status: 403, permission: 'SKIP_CHANGE_REQUEST', environment: 'production' };
  return { status: 'passes' };
}

/**
 * Where a handler decides more than the declared access, written out: the concrete answer for a
 * caller that got past authorization.
 */
const handlerDecides: Record<string, Partial<Record<Credential, { status: number; name: string; permission?: Permission }>>> = {
  // What a caller may list depends on the token type it may read; a Viewer may read none.
  'GET /api/admin/api-tokens': {
    viewerPat: { status: 403, name: 'NoAccessError', permission: 'READ_FRONTEND_API_TOKEN' },
    viewerSession: { status: 403, name: 'NoAccessError', permission: 'READ_FRONTEND_API_TOKEN' },
  },
  'HEAD /api/admin/api-tokens': { viewerPat: { status: 403, name: 'NoAccessError' }, viewerSession: { status: 403, name: 'NoAccessError' } },
  'GET /api/admin/api-tokens/:token': {
    viewerPat: { status: 403, name: 'NoAccessError', permission: 'READ_FRONTEND_API_TOKEN' },
    viewerSession: { status: 403, name: 'NoAccessError', permission: 'READ_FRONTEND_API_TOKEN' },
  },
  'HEAD /api/admin/api-tokens/:token': { viewerPat: { status: 403, name: 'NoAccessError' }, viewerSession: { status: 403, name: 'NoAccessError' } },
  // Unleash's paid edition's, answered to everyone as Unleash open source answers it (routes/edge.ts).
  'POST /edge/issue-token': Object.fromEntries(credentialNames.map((credential) => [credential, { status: 401, name: 'AuthenticationRequired' }])),
  // An admin API token is nobody: it has no personal access tokens.
  'GET /api/admin/user/tokens': { admin: { status: 400, name: 'BadDataError' } },
  'GET /api/admin/user/profile': { admin: { status: 400, name: 'BadDataError' } },
  'POST /api/admin/feedback': { admin: { status: 400, name: 'BadDataError' } },
  'PUT /api/admin/feedback/:id': { admin: { status: 400, name: 'BadDataError' } },
  'HEAD /api/admin/user/profile': { admin: { status: 400, name: 'BadDataError' } },
  'HEAD /api/admin/user/tokens': { admin: { status: 400, name: 'BadDataError' } },
  // Only a draft's author (a person, so not the admin API token) takes changes out of it.
  'DELETE /api/admin/projects/:projectId/change-requests/:id/changes/:changeId': {
    viewerPat: { status: 403, name: 'NoAccessError' }, admin: { status: 403, name: 'NoAccessError' },
    viewerSession: { status: 403, name: 'NoAccessError' }, adminSession: { status: 403, name: 'NoAccessError' },
  },
};

let service: TestService;
let distDir: string;
const secrets = {} as Record<Credential, string | null>;
/** The person the user admin routes name (`:id`): nobody any credential signs in as. */
let personId = 0;
const values: Record<string, string> = {};

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'flagdeck-matrix-dist-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Flagdeck</title>');
  // Single sign-on set up, with a provider that does not answer: its routes take their real
  // branches (the refusals a browser is sent back with), whoever calls.
  const oidc = parseOidcSettings({ OIDC_ISSUER: 'http://127.0.0.1:9', OIDC_CLIENT_ID: 'matrix', OIDC_CLIENT_SECRET: 'matrix-secret' });
  if (oidc === undefined || 'problem' in oidc) throw new Error('the matrix\'s single sign-on settings do not parse');
  service = await startTestService({ distDir, app: { oidc } });
  await service.createFlag('default', 'matrix-flag');
  await service.createFlag('default', 'matrix-parent');
  await service.createFlag('default', 'cr-flag');
  const strategy = await service.call('POST', '/api/admin/projects/default/features/matrix-flag/environments/development/strategies', { body: { name: 'default' }, answer: strategySchema });
  await service.call('POST', '/api/admin/projects/default/features/matrix-flag/dependencies', { body: { feature: 'matrix-parent' } });
  await service.call('POST', '/api/admin/features/matrix-flag/tags', { body: { type: 'simple', value: 'matrix' } });
  const account = await service.call('POST', '/api/admin/service-account', { body: { name: 'Matrix bot', username: 'matrix-bot', rootRole: 'Viewer' }, answer: serviceAccountSchema });
  const changeRequest = await changeRequestSteps(service).inReview('cr-flag');
  const segment = await service.call('POST', '/api/admin/segments', { body: { name: 'matrix-segment', constraints: [] }, answer: segmentSchema });
  values.segmentId = String(segment.answer.id);
  // An environment of its own (no project uses it), for the environment routes' `:name`.
  await service.call('POST', '/api/admin/environments', { body: { name: 'matrix-env', type: 'test' } });
  values.environmentName = 'matrix-env';
  const audience = await service.call('POST', '/api/admin/saved-audiences', { body: { name: 'Matrix audience', context: {} }, answer: savedAudienceSchema });
  values.audienceId = String(audience.answer.id);
  const addon = await service.call('POST', '/api/admin/addons', {
    body: { provider: 'webhook', enabled: false, events: ['feature-created'], parameters: { url: 'https://93.184.215.14/matrix' } }, answer: addonSchema,
  });
  values.addonId = String(addon.answer.id);
  // A project's own context field, for the project context routes' `:contextField` (the built-in appName is the instance's).
  await service.call('POST', '/api/admin/projects/default/context', { body: { name: 'matrix-project-field' } });
  await service.call('POST', '/api/client/register', { token: tokens.client, body: { appName: 'matrix-app', started: new Date().toISOString(), interval: 10_000 } });
  Object.assign(values, {
    projectId: 'default', featureName: 'matrix-flag', environment: 'development', parent: 'matrix-parent', type: 'simple', value: 'matrix',
    strategyId: strategy.answer.id ?? '', contextField: 'appName', name: 'matrix-flag', appName: 'matrix-app',
    // Ids that name nothing: deleting the caller's own token mid-matrix would change its answers.
    tokenId: '999999', changeId: '999999', linkId: 'no-such-link', '*': 'index.html',
    // An invite link's secret (its reads answer 200); it names no API token (404 past authorization).
    token: 'matrix-invite-secret-0123456789',
    legalValue: 'matrix',
  });
  values.serviceAccountId = String(account.answer.id);
  writeTransaction(service.db, () => insertInviteLink(service.db, systemAuthor, {
    secretHash: hashSecret(values.token ?? ''), name: 'matrix-invite', expiresAt: new Date(Date.now() + 86_400_000).toISOString(), createdAt: new Date().toISOString(),
  }));
  values.changeRequestId = String(changeRequest.id);
  const expired = createPat(service.db, systemAuthor, service.userIds.Editor, { description: 'expired', expiresAt: new Date(Date.now() - 60_000).toISOString() }).secret;
  personId = createPerson(service.db, systemAuthor, { name: 'Matrix person', email: 'matrix-person@example.com', rootRole: 'Editor' }).id;
  values.resetToken = new URL(issuePasswordLink(service.db, { userId: personId, purpose: 'invite', createdBy: 0, origin: ownOrigin })).searchParams.get('token') ?? '';
  const revoked = openSession(service.db, service.userIds.Editor);
  deleteSession(service.db, hashSecret(revoked));
  // Deactivated in the table alone, its session left in place: the session itself must refuse a
  // deactivated person (deactivating through the API also ends the sessions, userAdmin.test.ts).
  const deactivatedUser = createPerson(service.db, systemAuthor, { email: 'matrix-deactivated@example.com', rootRole: 'Admin' });
  const deactivated = openSession(service.db, deactivatedUser.id);
  service.db.prepare('UPDATE users SET deactivated_at = ? WHERE id = ?').run(new Date().toISOString(), deactivatedUser.id);
  Object.assign(secrets, {
    none: null, malformed: 'Bearer ', unknown: '*:*.no-such-token-0123456789', expiredPat: expired,
    frontend: tokens.frontend, client: tokens.client, viewerPat: service.pats.Viewer, editorPat: service.pats.Editor, admin: tokens.admin,
    expiredSession: openSession(service.db, service.userIds.Editor, { expiresAt: new Date(Date.now() - 60_000).toISOString() }),
    revokedSession: revoked, deactivatedSession: deactivated,
    viewerSession: service.sessions.Viewer, editorSession: service.sessions.Editor, adminSession: service.sessions.Admin,
  });
});
afterAll(async () => {
  await service.close();
  rmSync(distDir, { recursive: true, force: true });
});

function urlOf(route: DeclaredRoute): string {
  return route.url.replace(/:(\w+)|\*/g, (match: string, name?: string) => {
    if (match === '*') return values['*'] ?? '';
    if (name === 'id' && route.url.startsWith('/api/admin/segments/')) return values.segmentId ?? '';
    if (name === 'id' && route.url.startsWith('/api/admin/user-admin/')) return String(personId);
    if (name === 'id' && route.url.startsWith('/api/admin/saved-audiences/')) return values.audienceId ?? '';
    if (name === 'id' && route.url.startsWith('/api/admin/addons/')) return values.addonId ?? '';
    // `:name` is an environment's there, a flag's in the metrics routes.
    if (name === 'name' && route.url.startsWith('/api/admin/environments/')) return values.environmentName ?? '';
    // A tag type and a strategy type every instance has, and a flag type.
    if (name === 'name' && route.url.startsWith('/api/admin/tag-types/')) return 'simple';
    if (name === 'name' && route.url.startsWith('/api/admin/strategies/')) return 'default';
    if (name === 'id' && route.url.startsWith('/api/admin/feature-types/')) return 'release';
    if (name === 'contextField' && route.url.startsWith('/api/admin/projects/')) return 'matrix-project-field';
    if (name === 'id') return route.url.includes('/service-account/') ? (values.serviceAccountId ?? '') : (values.changeRequestId ?? '');
    const value = name === undefined ? undefined : values[name];
    if (value === undefined) throw new Error(`the matrix has no value for :${name} in ${route.url}; add one`);
    return encodeURIComponent(value);
  }) + (route.url === '/auth/reset/validate' ? `?token=${values.resetToken ?? ''}` : '');
}

/** The request's headers for a credential: a token in Authorization, or a session cookie sent from the console's own pages. */
function headersOf(route: DeclaredRoute, credential: Credential): Record<string, string> {
  const secret = secrets[credential];
  if (secret === null) return {};
  if (!sessionCredentials.has(credential)) return { authorization: secret };
  // Signing out ends the session it is sent with: it gets one of its own, of the same person.
  const session = route.url === '/logout' && credential.endsWith('Session') ? freshSessionLike(secret) : secret;
  return { cookie: sessionCookie(session), origin: ownOrigin };
}

function freshSessionLike(sessionId: string): string {
  const row = service.db.prepare<[string], { user_id: number; expires_at: string }>('SELECT user_id, expires_at FROM sessions WHERE id_hash = ?').get(hashSecret(sessionId));
  return row ? openSession(service.db, row.user_id, { expiresAt: row.expires_at }) : sessionId;
}

// Reads first (their 200 is asserted), deletes last, so a write cannot take away what a read needs;
// the longest path first among deletes, so the flag is archived after its parts are removed.
const rank = (route: DeclaredRoute) => ({ GET: 0, HEAD: 0, OPTIONS: 1, POST: 2, PUT: 2, PATCH: 2, DELETE: 3 })[route.method] ?? 2;
/** A read answers 200, or 302 where it is a step of single sign-on a browser is sent through (it documents the redirect). */
const readStatus = (route: DeclaredRoute): number => (route.docs?.responses[302] !== undefined ? 302 : 200);
const order = (a: DeclaredRoute, b: DeclaredRoute) => rank(a) - rank(b) || (rank(a) === 3 ? b.url.length - a.url.length : 0);

describe('the auth matrix', () => {
  it('lists the routes from the router: the operations the console began with among them, each under /api declaring its access', () => {
    const keys = service.app.declaredRoutes.map((route) => `${route.method} ${route.url}`);
    expect(keys).toEqual(expect.arrayContaining([
      'POST /api/admin/projects/:projectId/features/:featureName/environments/:environment/off',
      'GET /api/frontend',
      'GET /api/admin/projects/:projectId/change-requests/open',
      'GET /api/admin/projects/:projectId/dependencies',
      'GET /api/admin/service-account/:id/token',
    ]));
    expect(service.app.declaredRoutes.filter((route) => route.url.startsWith('/api') && !route.access)).toEqual([]);
    for (const route of service.app.declaredRoutes) {
      const permission = route.access?.api === 'admin' ? route.access.permission : undefined;
      if (permission) expect([...editorHolds, ...editorLacks], `${route.method} ${route.url} requires ${permission}`).toContain(permission);
    }
  });

  it('lets no write through on read access alone, except the listed ones whose handler decides', () => {
    // The matrix checks that access is enforced as declared; these pin the declarations themselves
    // where a wrong one would matter most.
    const decidedInHandler = new Set([
      'POST /api/admin/api-tokens', 'PUT /api/admin/api-tokens/:token', 'DELETE /api/admin/api-tokens/:token', 'POST /api/admin/user/tokens', 'DELETE /api/admin/user/tokens/:tokenId',
      'PUT /api/admin/projects/:projectId/change-requests/:id/state', 'PUT /api/admin/projects/:projectId/change-requests/:id/title',
      'POST /api/admin/projects/:projectId/change-requests/:id/comments', 'DELETE /api/admin/projects/:projectId/change-requests/:id/changes/:changeId',
      // People change their own password (the current one first).
      'POST /api/admin/user/change-password',
      // Following, and one's own notifications, are each person's own (Unleash's favorites need no permission).
      'POST /api/admin/projects/:projectId/features/:featureName/favorites', 'DELETE /api/admin/projects/:projectId/features/:featureName/favorites',
      'POST /api/admin/projects/:projectId/favorites', 'DELETE /api/admin/projects/:projectId/favorites',
      'POST /api/admin/notifications/read', 'PUT /api/admin/notifications/webhook', 'DELETE /api/admin/notifications/webhook',
      // So are the console's questionnaires one answered (Unleash's permission NONE).
      'POST /api/admin/feedback', 'PUT /api/admin/feedback/:id',
    ]);
    // Unleash's admin playground is a read that takes its context in a body, and its name checks
    // ones that take the name: any signed-in user's, as there (permission NONE). The impact preview
    // evaluates the saved audiences, as the playground may, for a change it takes in its body.
    const readsWithABody = [
      'POST /api/admin/playground', 'POST /api/admin/playground/advanced', 'POST /api/admin/playground/at', 'POST /api/admin/features/validate', 'POST /api/admin/segments/validate',
      'POST /api/admin/user-admin/validate-password', 'POST /api/admin/projects/validate', 'POST /api/admin/tag-types/validate',
      'POST /api/admin/projects/:projectId/archive/validate', 'POST /api/admin/constraints/validate',
      // An export records its event, as Unleash's does, and writes nothing else.
      'POST /api/admin/features-batch/export', 'POST /api/admin/features-batch/validate',
      // Unleash Edge asks which of the SDK tokens it holds are valid.
      'POST /edge/validate',
      // The console's own errors, written to the log (Unleash's permission NONE).
      'POST /api/admin/record-ui-error',
      // Flagdeck's own try of an unsaved strategy reads the flag it is for, as the playground does.
      'POST /api/admin/playground/strategy',
      'POST /api/admin/projects/:projectId/environments/:environment/impact',
    ];
    const readOnlyWrites = service.app.declaredRoutes
      .filter((route) => route.access?.api === 'admin' && !route.access.permission && !['GET', 'HEAD'].includes(route.method))
      .map((route) => `${route.method} ${route.url}`);
    expect(readOnlyWrites.sort()).toEqual([...decidedInHandler, ...readsWithABody].sort());
    for (const route of service.app.declaredRoutes.filter((r) => r.url.startsWith('/api/admin/service-account') || (r.url.startsWith('/api/admin/user-admin') && r.url !== '/api/admin/user-admin/validate-password'))) {
      expect(route.access, `${route.method} ${route.url}`).toEqual({ api: 'admin', permission: 'ADMIN' });
    }
    for (const route of service.app.declaredRoutes.filter((r) => r.url === '/api/frontend' && r.method !== 'OPTIONS')) expect(route.access).toEqual({ api: 'frontend' });
  });

  it('answers every route × caller as its declared access says', async () => {
    const routes = [...service.app.declaredRoutes].sort(order);
    const mismatches: string[] = [];
    let checked = 0;
    for (const route of routes) {
      const url = urlOf(route);
      const environment = route.access?.api === 'admin' && route.access.environmentParam ? values[route.access.environmentParam] : undefined;
      // Callers that are refused go first: they must change nothing the allowed ones then see.
      const credentials = [...credentialNames].sort((a, b) => Number(expectedFor(route, a, environment).status === 'passes') - Number(expectedFor(route, b, environment).status === 'passes'));
      for (const credential of credentials) {
        const response = await injectRoute(service.app, route, { method: route.method as 'GET', url, headers: headersOf(route, credential) });
        checked += 1;
        const where = `${route.method} ${route.url} as ${credential}: got ${response.statusCode} ${response.body.slice(0, 160)}`;
        const special = handlerDecides[`${route.method} ${route.url}`]?.[credential];
        const expected = expectedFor(route, credential, environment);
        const body = route.method === 'HEAD' || response.statusCode === 204 ? undefined : errorBodySchema.safeParse(safeJson(response.body));
        const errorName = body?.success ? body.data.name : undefined;
        const message = body?.success ? body.data.message : '';

        if (special) {
          if (response.statusCode !== special.status || (errorName !== undefined && errorName !== special.name)) mismatches.push(`${where}; expected ${special.status} ${special.name}`);
          else if (special.permission && !message.includes(`"${special.permission}"`)) mismatches.push(`${where}; expected the message to name ${special.permission}`);
        } else if (expected.status === 401) {
          if (response.statusCode !== 401 || (route.method !== 'HEAD' && errorName !== 'AuthenticationRequired')) mismatches.push(`${where}; expected 401 AuthenticationRequired`);
        } else if (expected.status === 403) {
          if (response.statusCode !== 403 || (route.method !== 'HEAD' && errorName !== 'NoAccessError')) mismatches.push(`${where}; expected 403 NoAccessError`);
          else if (route.method !== 'HEAD' && expected.permission && !message.includes(`"${expected.permission}" permission`)) mismatches.push(`${where}; expected the message to name ${expected.permission}`);
          else if (route.method !== 'HEAD' && expected.environment && !message.includes(`"${expected.environment}" environment`)) mismatches.push(`${where}; expected the message to name ${expected.environment}`);
        } else if (response.statusCode === 401 || response.statusCode === 403 || response.statusCode >= 500) {
          mismatches.push(`${where}; expected to pass authorization`);
        } else if ((route.method === 'GET' || route.method === 'HEAD') && response.statusCode !== readStatus(route)) {
          mismatches.push(`${where}; expected ${readStatus(route)} for a read`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBe(service.app.declaredRoutes.length * credentialNames.length);
  }, walkTimeoutMs);
});

describe('session cookies and other sites', () => {
  it('refuse every write of the admin API sent with a session cookie from another site, or from nowhere, changing nothing', async () => {
    const writes = service.app.declaredRoutes.filter((route) => route.access?.api === 'admin' && !['GET', 'HEAD', 'OPTIONS'].includes(route.method));
    expect(writes.length).toBeGreaterThan(40);
    const before = storeSnapshot(service.db);
    const mismatches: string[] = [];
    for (const route of writes) {
      for (const origin of ['https://evil.example', 'http://localhost:4242', 'null', undefined]) {
        const response = await service.app.inject({
          method: route.method as 'POST', url: urlOf(route),
          headers: { cookie: sessionCookie(service.sessions.Admin), 'content-type': 'application/json', ...(origin === undefined ? {} : { origin }) },
          payload: '{}',
        });
        const body = errorBodySchema.safeParse(safeJson(response.body));
        if (response.statusCode !== 403 || !body.success || body.data.name !== 'NoAccessError' || !body.data.message.includes('must come from the console itself')) {
          mismatches.push(`${route.method} ${route.url} from ${origin ?? 'nowhere'}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('refuse signing in or out from another site\'s page', async () => {
    for (const url of ['/auth/simple/login', '/logout', '/auth/reset/password']) {
      const response = await service.app.inject({
        method: 'POST', url, headers: { cookie: sessionCookie(service.sessions.Viewer), origin: 'https://evil.example', 'content-type': 'application/json' },
        payload: JSON.stringify({ username: 'test-viewer', password: 'Whatever-it-is-1', token: values.resetToken }),
      });
      expect(response.statusCode, url).toBe(403);
    }
    expect((await service.call('GET', '/api/admin/projects', { session: service.sessions.Viewer })).status).toBe(200);
  });
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
