import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientFeaturesSchema } from '../../contract/clientFeatures';
import { strategySchema } from '../../contract/feature';
import { frontendTogglesSchema } from '../../contract/frontend';
import { importValidationSchema } from '../../contract/importExport';
import { playgroundResponseSchema } from '../../contract/playground';
import { changeRequestSteps } from '../test/changeRequests';
import { expectError, parsed, startTestService, storeSnapshot, tokens, type TestService } from '../test/harness';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
  await service.createFlag('default', 'flag');
  const defined = await service.call('POST', '/api/admin/strategies', {
    body: {
      name: 'tenant', description: 'On for the tenants listed',
      parameters: [
        { name: 'tenants', type: 'list', required: true },
        { name: 'share', type: 'percentage' },
        { name: 'minSeats', type: 'number' },
        { name: 'trial', type: 'boolean' },
        { name: 'region', type: 'string', required: true },
      ],
    },
  });
  expect(defined.status).toBe(201);
});
afterEach(() => service.close());

const strategies = (environment = 'development') => `/api/admin/projects/default/features/flag/environments/${environment}/strategies`;
const tenant = { name: 'tenant', parameters: { tenants: ' acme , globex,, ', share: '25', minSeats: '2.5', trial: 'true', region: 'eu' } };

async function addTenant(environment = 'development') {
  return parsed(strategySchema, await service.call('POST', strategies(environment), { body: tenant }));
}

describe('a custom strategy on a flag', () => {
  it('is added with its parameters checked and kept as Unleash\'s console writes them, and served to SDKs as it is', async () => {
    const added = await addTenant();
    expect(added).toMatchObject({ name: 'tenant', parameters: { tenants: 'acme,globex', share: '25', minSeats: '2.5', trial: 'true', region: 'eu' } });
    await service.call('POST', '/api/admin/projects/default/features/flag/environments/development/on');
    const served = parsed(clientFeaturesSchema, await service.call('GET', '/api/client/features', { token: tokens.client }));
    const flag = served.features.find((feature) => feature.name === 'flag');
    expect(flag?.strategies).toEqual([expect.objectContaining({ name: 'tenant', constraints: [], parameters: added.parameters })]);
  });

  it('is off where nobody can evaluate it, as the SDK takes a strategy it lacks, and the playground says it is unknown', async () => {
    await addTenant();
    await service.call('POST', '/api/admin/projects/default/features/flag/environments/development/on');
    const answer = parsed(frontendTogglesSchema, await service.call('POST', '/api/frontend', { token: tokens.frontend, body: { context: { userId: '1' } } }));
    expect(answer.toggles.map((toggle) => toggle.name)).not.toContain('flag');
    const playground = parsed(playgroundResponseSchema, await service.call('POST', '/api/admin/playground', {
      body: { environment: 'development', projects: ['default'], context: { appName: 'test' } },
    }));
    const explained = playground.features.find((feature) => feature.name === 'flag');
    expect(explained).toMatchObject({ isEnabled: false, strategies: { result: 'unknown' } });
    expect(explained?.strategies.data[0]).toMatchObject({ name: 'tenant', result: { evaluationStatus: 'incomplete', enabled: 'unknown' } });
  });

  it('refuses a type nobody defined and each bad parameter with 400 naming its field, writing nothing', async () => {
    const before = storeSnapshot(service.db);
    const cases: Array<[unknown, string, string]> = [
      [{ name: 'tenantz', parameters: {} }, 'name', 'Could not find strategy type with name tenantz'],
      [{ name: 'tenant', parameters: { region: 'eu' } }, 'parameters.tenants', 'tenants is required'],
      [{ ...tenant, parameters: { ...tenant.parameters, tenants: ' , ' } }, 'parameters.tenants', 'tenants is required'],
      [{ ...tenant, parameters: { ...tenant.parameters, region: '  ' } }, 'parameters.region', 'region is required'],
      [{ ...tenant, parameters: { ...tenant.parameters, share: '101' } }, 'parameters.share', 'share must be a whole number from 0 to 100'],
      [{ ...tenant, parameters: { ...tenant.parameters, minSeats: 'two' } }, 'parameters.minSeats', 'minSeats must be a number'],
      [{ ...tenant, parameters: { ...tenant.parameters, trial: 'yes' } }, 'parameters.trial', 'trial must be true or false'],
    ];
    for (const [body, path, message] of cases) {
      const error = expectError(await service.call('POST', strategies(), { body }), 400, 'BadDataError');
      expect(error.details).toContainEqual({ path, message: expect.stringContaining(message) });
    }
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('checks an edit (PUT and JSON Patch) against the definition too', async () => {
    const added = await addTenant();
    const before = storeSnapshot(service.db);
    expectError(await service.call('PUT', `${strategies()}/${added.id}`, { body: { name: 'tenant', parameters: { tenants: 'a' } } }), 400, 'BadDataError');
    const patched = expectError(await service.call('PATCH', `${strategies()}/${added.id}`, { body: [{ op: 'replace', path: '/parameters/trial', value: 'maybe' }] }), 400, 'BadDataError');
    expect(patched.details).toContainEqual({ path: 'parameters.trial', message: 'trial must be true or false' });
    expect(storeSnapshot(service.db)).toBe(before);
    const edited = parsed(strategySchema, await service.call('PUT', `${strategies()}/${added.id}`, { body: { ...tenant, parameters: { ...tenant.parameters, region: 'us' } } }));
    expect(edited.parameters?.region).toBe('us');
  });

  it('once deprecated is no longer added, while a strategy that has it keeps working and can be edited', async () => {
    const added = await addTenant();
    expect((await service.call('POST', '/api/admin/strategies/tenant/deprecate')).status).toBe(200);
    const before = storeSnapshot(service.db);
    const refused = expectError(await service.call('POST', strategies(), { body: tenant }), 400, 'BadDataError');
    expect(refused.details).toEqual([{ path: 'name', message: expect.stringContaining('deprecated') }]);
    const other = parsed(strategySchema, await service.call('GET', `${strategies()}/${added.id}`));
    expect(other.name).toBe('tenant');
    expect(storeSnapshot(service.db)).toBe(before);
    const edited = parsed(strategySchema, await service.call('PUT', `${strategies()}/${added.id}`, { body: { ...tenant, title: 'Still here' } }));
    expect(edited).toMatchObject({ name: 'tenant', title: 'Still here' });
    const standard = parsed(strategySchema, await service.call('POST', strategies(), { body: { name: 'default' } }));
    expectError(await service.call('PUT', `${strategies()}/${standard.id}`, { body: tenant }), 400, 'BadDataError');
  });

  it('whose definition is deleted stays on the flag and is served, as Unleash 8.2 deletes it; an edit keeping it is refused, as Unleash refuses it', async () => {
    const added = await addTenant();
    expect((await service.call('DELETE', '/api/admin/strategies/tenant')).status).toBe(200);
    const served = parsed(clientFeaturesSchema, await service.call('GET', '/api/client/features', { token: tokens.client }));
    expect(served.features.find((feature) => feature.name === 'flag')?.strategies?.map((strategy) => strategy.name)).toEqual(['tenant']);
    const error = expectError(await service.call('PUT', `${strategies()}/${added.id}`, { body: tenant }), 400, 'BadDataError');
    expect(error.details).toEqual([{ path: 'name', message: 'Could not find strategy type with name tenant' }]);
    expect((await service.call('DELETE', `${strategies()}/${added.id}`)).status).toBe(200);
  });

  it('goes into a change request checked as a direct write is, and is checked again when the request applies', async () => {
    const steps = changeRequestSteps(service);
    const before = storeSnapshot(service.db);
    const bad = expectError(await steps.add(service.pats.Editor, { feature: 'flag', action: 'addStrategy', payload: { name: 'tenant', parameters: { region: 'eu' } } }), 400, 'BadDataError');
    expect(bad.details).toContainEqual({ path: 'parameters.tenants', message: 'tenants is required' });
    expect(storeSnapshot(service.db)).toBe(before);
    const request = steps.expectRequest(await steps.add(service.pats.Editor, { feature: 'flag', action: 'addStrategy', payload: tenant }));
    expect(request.features[0]?.changes?.[0]?.payload).toMatchObject({ name: 'tenant', parameters: { tenants: 'acme,globex' } });
    await steps.move(request.id, service.pats.Editor, { state: 'In review' });
    await steps.move(request.id, service.pats.Editor2, { state: 'Approved' });
    await steps.move(request.id, service.pats.Admin, { state: 'Approved' });
    expect((await service.call('POST', '/api/admin/strategies/tenant/deprecate')).status).toBe(200);
    const refused = expectError(await steps.move(request.id, service.pats.Editor, { state: 'Applied' }), 409, 'InvalidOperationError');
    expect(refused.message).toContain('Strategy type tenant is deprecated');
  });

  it('is made in one environment with the bulk changes, checked the same way', async () => {
    const url = '/api/admin/projects/default/environments/development/changes';
    const before = storeSnapshot(service.db);
    const error = expectError(await service.call('POST', url, { body: [{ feature: 'flag', action: 'addStrategy', payload: { name: 'tenant', parameters: { tenants: 'a', region: 'eu', trial: '1' } } }] }), 400, 'BadDataError');
    expect(error.details).toContainEqual({ path: 'parameters.trial', message: 'trial must be true or false' });
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('in an import needs its definition first, as Unleash\'s validation says, and its parameters must fit it', async () => {
    const data = {
      features: [{ name: 'imported', project: 'default', type: 'release' }],
      featureStrategies: [
        { featureName: 'imported', name: 'undefinedOne', parameters: {}, constraints: [] },
        { featureName: 'imported', name: 'tenant', parameters: { region: 'eu' }, constraints: [] },
      ],
      featureEnvironments: [], featureTags: [], tagTypes: [], contextFields: [], segments: [], dependencies: [],
    };
    const validation = parsed(importValidationSchema, await service.call('POST', '/api/admin/features-batch/validate', { body: { project: 'default', environment: 'development', data } }));
    expect(validation.errors).toEqual([
      { message: 'We detected the following custom strategy in the import file that needs to be created first:', affectedItems: ['undefinedOne'] },
      expect.objectContaining({ affectedItems: ['imported: tenant'] }),
    ]);
  });
});
