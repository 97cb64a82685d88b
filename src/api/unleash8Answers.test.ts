import { beforeEach, describe, expect, it } from 'vitest';
import { breaksContract, fakeService, ok, type Answer } from '../test/fakeService';
import { getCurrentUser, listOpenChangeRequests } from './changeRequests';
import { disableFeature, enableFeature, getFeature, listLifecycleStages, listProjectFeatures } from './features';
import { evaluateFrontend } from './frontend';
import { listProjectEnvironments } from './projects';
import { listServiceAccounts } from './serviceAccounts';

/*
 * Answers recorded from a real Unleash 8.2 (open source), fed through the console's API layer. The
 * compatibility suite (`npm run test:unleash`) checks the same against a running Unleash; these
 * keep the quirks in view on every unit run.
 */
const notAvailable = (path: string): Answer => ({
  status: 404,
  body: { id: 'd4d8', name: 'NotFoundError', message: `The path you were looking for (${path}) is not available.`, details: [{ message: `The path you were looking for (${path}) is not available.` }] },
});

beforeEach(() => sessionStorage.setItem('flagdeck.token', '*:*.admin'));

const environment = (name: string, type: string, sortOrder: number, visible: boolean) => ({
  name, type, sortOrder, enabled: true, protected: false, requiredApprovals: null, projectApiTokenCount: 0, projectEnabledToggleCount: 0, visible,
});

describe('Unleash 8.2 answers the console copes with', () => {
  it('environments the project does not use are listed with visible: false, and are no column', async () => {
    fakeService({
      'GET /api/admin/environments/project/default':
        ok({ version: 1, environments: [environment('production', 'production', 3, false), environment('development', 'development', 2, true)] }),
    });
    expect((await listProjectEnvironments('default')).map((e) => e.name)).toEqual(['development']);
  });

  it('the flag list is {version, features} without strategies, dependencies or lifecycle', async () => {
    fakeService({
      'GET /api/admin/projects/default/features': ok({
        version: 2,
        features: [{
          type: 'release', description: 'New checkout', favorite: false, name: 'checkout-v2', createdAt: '2026-11-22T01:19:27.397Z', stale: false, impressionData: false,
          environments: [{ name: 'development', enabled: true, type: 'development', sortOrder: 2, variantCount: 0, lastSeenAt: null, hasStrategies: true, hasEnabledStrategies: true }],
          tags: [{ value: 'team-checkout', type: 'simple' }],
        }],
      }),
    });
    const [flag] = await listProjectFeatures('default');
    expect(flag).toMatchObject({ name: 'checkout-v2', tags: [{ value: 'team-checkout', type: 'simple' }] });
    expect(flag?.children).toBeUndefined();
  });

  it('the feature search has each flag\'s lifecycle (a completed one with its status), which the flag list leaves out', async () => {
    const service = fakeService({
      'GET /api/admin/search/features': ok({
        features: [
          {
            type: 'experiment', description: 'A banner for the new checkout', project: 'default', favorite: false, name: 'checkout-banner', createdAt: '2026-11-22T04:07:09.680Z',
            stale: false, archivedAt: null, impressionData: false, dependencyType: 'child',
            environments: [{ name: 'development', enabled: true, type: 'development', sortOrder: 2, variantCount: 0, lastSeenAt: null, hasStrategies: true, hasEnabledStrategies: true, yes: 0, no: 0, changeRequestIds: [] }],
            segments: [], createdBy: { id: -42, name: 'Unleash Admin Token User', imageUrl: 'https://gravatar.com/avatar/x' },
            lifecycle: { stage: 'completed', status: 'kept', enteredStageAt: '2026-11-22T04:08:25.802Z' },
          },
          { type: 'release', project: 'default', favorite: false, name: 'checkout-v2', createdAt: '2026-11-22T04:07:09.407Z', stale: false, archivedAt: null, impressionData: false, dependencyType: 'parent', environments: [], segments: ['beta-testers'], lifecycle: { stage: 'initial', enteredStageAt: '2026-11-22T04:07:09.932Z' } },
        ],
        total: 2,
      }),
    });
    const stages = await listLifecycleStages('default');
    const searched = service.calls.map((call) => call.query);
    expect(Object.fromEntries(stages)).toEqual({
      'checkout-banner': { stage: 'completed', enteredStageAt: '2026-11-22T04:08:25.802Z', status: 'kept' },
      'checkout-v2': { stage: 'initial', enteredStageAt: '2026-11-22T04:07:09.932Z' },
    });
    expect(searched.map((query) => [query.get('project'), query.get('offset'), query.get('limit')])).toEqual([['IS:default', '0', '100']]);
  });

  it('an unknown project is no 404: no flags, and every environment not visible', async () => {
    fakeService({
      'GET /api/admin/projects/nope/features': ok({ version: 2, features: [] }),
      'GET /api/admin/environments/project/nope':
        ok({ version: 1, environments: [environment('development', 'development', 2, false), environment('production', 'production', 3, false)] }),
    });
    expect(await listProjectFeatures('nope')).toEqual([]);
    expect(await listProjectEnvironments('nope')).toEqual([]);
  });

  it('one flag\'s answer has no tags: they come from the tags endpoint', async () => {
    fakeService({
      'GET /api/admin/projects/default/features/checkout-v2': ok({
        name: 'checkout-v2', project: 'default', type: 'release', archived: false, stale: false, impressionData: false, description: null,
        createdAt: '2026-11-22T01:19:27.397Z', dependencies: [], children: ['checkout-banner'], links: [],
        lifecycle: { stage: 'initial', enteredStageAt: '2026-11-22T01:19:28.009Z' },
        createdBy: { id: -42, name: 'Unleash Admin Token User', imageUrl: 'https://gravatar.com/avatar/x' },
        environments: [{ name: 'development', lastSeenAt: null, enabled: true, yes: 0, no: 0, type: 'development', sortOrder: 2, strategies: [] }],
      }),
      'GET /api/admin/features/checkout-v2/tags': ok({ version: 1, tags: [{ type: 'simple', value: 'team-checkout', color: '#FFFFFF' }] }),
    });
    const feature = await getFeature('default', 'checkout-v2');
    expect(feature.tags).toEqual([{ type: 'simple', value: 'team-checkout' }]);
    expect(feature.children).toEqual(['checkout-banner']);
  });

  it('/on and /off answer 200 with an empty body', async () => {
    const path = '/api/admin/projects/default/features/checkout-v2/environments/production';
    fakeService({ [`POST ${path}/off`]: ok(), [`POST ${path}/on`]: ok() });
    const ref = { projectId: 'default', featureName: 'checkout-v2', environment: 'production' };
    await expect(disableFeature(ref)).resolves.toBeUndefined();
    await expect(enableFeature(ref)).resolves.toBeUndefined();
  });

  it('change requests and service accounts are a 404 NotFound, which pages read as "not available"', async () => {
    fakeService({
      'GET /api/admin/projects/default/change-requests/open': notAvailable('/api/admin/projects/default/change-requests/open'),
      'GET /api/admin/service-account': notAvailable('/api/admin/service-account'),
    });
    await expect(listOpenChangeRequests('default')).rejects.toMatchObject({ kind: 'NotFound', status: 404 });
    await expect(listServiceAccounts()).rejects.toMatchObject({ kind: 'NotFound', status: 404 });
  });

  it('the frontend API refuses an admin token with a 403 whose body has only a message', async () => {
    // Its error body is not the contract's {id, name, message}.
    fakeService({ 'GET /api/frontend': breaksContract({ status: 403, body: { message: 'invalid token: expected a different token type for this endpoint' } }) });
    await expect(evaluateFrontend([['userId', 'a']], '*:*.admin')).rejects.toMatchObject({ kind: 'NoAccess', status: 403 });
  });

  it('an admin API token is a user without an id, read as nobody in particular (0)', async () => {
    fakeService({
      'GET /api/admin/user': ok({
        user: { username: 'admin', permissions: ['ADMIN'], environment: '*', type: 'admin', projects: ['*'], internalAdminTokenUserId: -42 },
        permissions: [{ permission: 'ADMIN' }], feedback: [], splash: {},
      }),
    });
    expect(await getCurrentUser()).toMatchObject({ user: { id: 0, username: 'admin' }, permissions: [{ permission: 'ADMIN' }] });
  });
});
