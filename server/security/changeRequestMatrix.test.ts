import { beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../contract/error';
import { roleHolds } from '../auth/permissions';
import type { DeclaredRoute } from '../http/access';
import { buildClientFeatures } from '../store/clientFeatures';
import { setChangeRequestSettings } from '../store/environments';
import type { Db } from '../store/openDatabase';
import { addStrategy, deleteStrategy } from '../store/strategies';
import { startTestService, storeSnapshot, type TestService } from '../test/harness';
import { changeRequestScope } from './changeRequestRule';
import { buildFuzzFixture, paramsFor, writeTemplates, type FuzzFixture } from './writeRouteTemplates';
import { walkTimeoutMs } from '../test/slowTests';
import { systemAuthor } from '../store/events';

/*
 * The auth matrix's second half: every write route against the change-request rule. The harness's
 * `default` project requires 2 approvals in production. Each route changing what production
 * serves must refuse an Editor (who lacks SKIP_CHANGE_REQUEST) with 403 naming the permission and
 * changing nothing, let an admin through, and let the same Editor through once no environment of
 * the project requires change requests; each route said to change nothing an SDK evaluates must
 * leave every environment's client features as they were. Requests are the fuzz templates (valid
 * bodies), each on a fresh fixture.
 */

const keyOf = (route: DeclaredRoute) => `${route.method} ${route.url}`;

let routes: DeclaredRoute[];
beforeAll(async () => {
  const service = await startTestService();
  routes = service.app.declaredRoutes.filter((route) =>
    route.url.startsWith('/api') && !['GET', 'HEAD', 'OPTIONS'].includes(route.method) && route.access?.api !== 'frontend');
  await service.close();
});

interface Fresh { service: TestService; fixture: FuzzFixture }

/**
 * `check` on a fresh service with the fuzz fixture, its flags on in development and production (so
 * that what SDKs evaluate has something in it to change), and a strategy in production to change.
 */
async function onFresh(check: (target: Fresh) => Promise<void>): Promise<void> {
  const service = await startTestService();
  try {
    const fixture = await buildFuzzFixture(service);
    for (const flag of ['fuzz-flag', 'fuzz-parent', 'fuzz-parent2']) {
      for (const environment of ['development', 'production']) {
        const on = await service.call('POST', `/api/admin/projects/default/features/${flag}/environments/${environment}/on`);
        expect(on.status, on.text).toBe(200);
      }
    }
    // The fixture's strategy, moved to production under its known id, which set-sort-order's template names.
    const strategyId = fixture.params.strategyId ?? '';
    deleteStrategy(service.db, systemAuthor, 'fuzz-flag', 'development', strategyId);
    addStrategy(service.db, systemAuthor, 'fuzz-flag', 'production', { name: 'default' }, strategyId);
    await check({ service, fixture: { ...fixture, params: { ...fixture.params, environment: 'production' } } });
  } finally {
    await service.close();
  }
}

async function send({ service, fixture }: Fresh, route: DeclaredRoute, token: string) {
  const template = writeTemplates[keyOf(route)];
  if (!template) throw new Error(`no fuzz template for ${keyOf(route)}`);
  const params = paramsFor(route.url, template, fixture);
  const response = await service.app.inject({
    method: route.method as 'POST',
    url: route.url.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? '')),
    headers: { authorization: template.token ?? token, ...(template.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(template.body === undefined ? {} : { payload: JSON.stringify(template.body) }),
  });
  return { status: response.statusCode, body: errorBodySchema.safeParse(safeJson(response.body)), text: response.body.slice(0, 200) };
}

/**
 * What SDKs evaluate: the enabled flags of every environment (a disabled flag answers as an unknown
 * one) and their segments; an environment serving none of them answers as one that does not exist.
 */
function evaluated(db: Db): string {
  const environments = db.prepare<[], { name: string }>('SELECT name FROM environments ORDER BY name').all();
  return JSON.stringify(environments.map(({ name }) => {
    const document = buildClientFeatures(db, name, ['*']);
    return { environment: name, features: document.features.filter((flag) => flag.enabled), segments: document.segments };
  }).filter((served) => served.features.length > 0 || (served.segments ?? []).length > 0));
}

const scoped = (scope: string) => () => routes.filter((route) => changeRequestScope[keyOf(route)] === scope);

describe('the change-request rule', () => {
  it('places every write route of the router, and no route that is gone', () => {
    expect(routes.map(keyOf).filter((key) => !changeRequestScope[key]), 'place these in server/security/changeRequestRule.ts').toEqual([]);
    expect(Object.keys(changeRequestScope).filter((key) => !routes.some((route) => keyOf(route) === key))).toEqual([]);
    expect(scoped('environment')().length + scoped('project')().length).toBeGreaterThan(0);
  });

  it('refuses an Editor every route that changes what a protected environment serves, 403 naming SKIP_CHANGE_REQUEST and production, and changes nothing', async () => {
    const mismatches: string[] = [];
    for (const route of [...scoped('environment')(), ...scoped('project')(), ...scoped('segment')(), ...scoped('environments in body')()]) {
      await onFresh(async (target) => {
        const before = storeSnapshot(target.service.db);
        const refused = await send(target, route, target.service.pats.Editor);
        const message = refused.body.success ? refused.body.data.message : '';
        if (refused.status !== 403 || !message.includes('"SKIP_CHANGE_REQUEST" permission for the "production" environment')) {
          mismatches.push(`${keyOf(route)} as an Editor: ${refused.status} ${refused.text}`);
        }
        if (storeSnapshot(target.service.db) !== before) mismatches.push(`${keyOf(route)} as an Editor changed the store`);
        const admin = await send(target, route, target.fixture.token);
        if (admin.status >= 300) mismatches.push(`${keyOf(route)} as an admin: ${admin.status} ${admin.text}`);
      });
    }
    expect(mismatches).toEqual([]);
  }, walkTimeoutMs);

  it('lets the same Editor through once no environment of the project requires change requests', async () => {
    const mismatches: string[] = [];
    for (const route of [...scoped('environment')(), ...scoped('project')(), ...scoped('segment')(), ...scoped('environments in body')()]) {
      await onFresh(async (target) => {
        setChangeRequestSettings(target.service.db, systemAuthor, 'default', 'production', { enabled: false, requiredApprovals: 2 });
        const answer = await send(target, route, target.service.pats.Editor);
        if (answer.status >= 300) mismatches.push(`${keyOf(route)}: ${answer.status} ${answer.text}`);
      });
    }
    expect(mismatches).toEqual([]);
  }, walkTimeoutMs);

  it('leaves the routes placed as the admins\' to admins alone, who hold SKIP_CHANGE_REQUEST', async () => {
    const mismatches: string[] = [];
    expect(scoped('admins')().length).toBeGreaterThan(0);
    for (const route of scoped('admins')()) {
      const permission = route.access?.api === 'admin' ? route.access.permission : undefined;
      if (permission === undefined || roleHolds('Editor', permission) || !roleHolds('Admin', 'SKIP_CHANGE_REQUEST')) mismatches.push(`${keyOf(route)} is not the admins' alone`);
      await onFresh(async (target) => {
        const before = storeSnapshot(target.service.db);
        const refused = await send(target, route, target.service.pats.Editor);
        if (refused.status !== 403) mismatches.push(`${keyOf(route)} as an Editor: ${refused.status} ${refused.text}`);
        if (storeSnapshot(target.service.db) !== before) mismatches.push(`${keyOf(route)} as an Editor changed the store`);
        const admin = await send(target, route, target.fixture.token);
        if (admin.status >= 300) mismatches.push(`${keyOf(route)} as an admin: ${admin.status} ${admin.text}`);
      });
    }
    expect(mismatches).toEqual([]);
  }, walkTimeoutMs);

  it('leaves what SDKs evaluate, in every environment, as it was after every route placed as changing none of it', async () => {
    const mismatches: string[] = [];
    for (const route of scoped('none')()) {
      await onFresh(async (target) => {
        const before = evaluated(target.service.db);
        const answer = await send(target, route, target.fixture.token);
        if (answer.status >= 300) mismatches.push(`${keyOf(route)}: ${answer.status} ${answer.text}`);
        else if (evaluated(target.service.db) !== before) mismatches.push(`${keyOf(route)} changed what SDKs evaluate`);
      });
    }
    expect(mismatches).toEqual([]);
  }, walkTimeoutMs);
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
