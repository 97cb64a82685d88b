import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventSearchResponseSchema } from '../../contract/events';
import { featureTypesSchema, tagTypesSchema } from '../../contract/featureLifecycle';
import { instanceStatisticsSchema, maintenanceMessage, maintenanceSchema, uiConfigSchema } from '../../contract/instance';
import { strategyDefinitionsSchema } from '../../contract/strategyDefinitions';
import { tagListSchema } from '../../contract/adminRequests';
import { expectError, parsed, startTestService, storeSnapshot, tokens, type TestService } from '../test/harness';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
});
afterEach(() => service.close());

const eventsOfType = async (type: string) =>
  parsed(eventSearchResponseSchema, await service.call('GET', `/api/admin/search/events?type=IS:${type}`)).events;

describe('maintenance mode', () => {
  it('answers writes of the admin API 503 with Unleash\'s message while reads, SDKs and the playground go on, until turned off', async () => {
    await service.createFlag('default', 'kept-flag');
    expectError(await service.call('POST', '/api/admin/maintenance', { token: service.pats.Editor, body: { enabled: true } }), 403, 'NoAccessError');
    expect((await service.call('POST', '/api/admin/maintenance', { body: { enabled: true } })).status).toBe(204);
    expect(parsed(maintenanceSchema, await service.call('GET', '/api/admin/maintenance', { token: service.pats.Viewer }))).toEqual({ enabled: true });
    expect(parsed(uiConfigSchema, await service.call('GET', '/api/admin/ui-config')).maintenanceMode).toBe(true);

    const before = storeSnapshot(service.db);
    const refused = expectError(await service.call('POST', '/api/admin/projects/default/features', { body: { name: 'held-flag' } }), 503, 'MaintenanceModeError');
    expect(refused.message).toBe(maintenanceMessage);
    expectError(await service.call('PATCH', '/api/admin/projects/default/features/kept-flag', { body: [{ op: 'replace', path: '/description', value: 'x' }] }), 503, 'MaintenanceModeError');
    expectError(await service.call('DELETE', '/api/admin/projects/default/features/kept-flag'), 503, 'MaintenanceModeError');
    expect(storeSnapshot(service.db)).toBe(before);

    expect((await service.call('GET', '/api/admin/projects/default/features/kept-flag')).status).toBe(200);
    expect((await service.call('GET', '/api/frontend', { token: tokens.frontend })).status).toBe(200);
    expect((await service.call('GET', '/api/client/features', { token: tokens.client })).status).toBe(200);
    expect((await service.call('POST', '/api/admin/playground', { body: { environment: 'development', context: { appName: 'a' } } })).status).toBe(200);
    expect((await service.call('POST', '/api/admin/features/validate', { body: { name: 'free-name' } })).status).toBe(200);

    expect((await service.call('POST', '/api/admin/maintenance', { body: { enabled: false } })).status).toBe(204);
    expect((await service.call('POST', '/api/admin/projects/default/features', { body: { name: 'held-flag' } })).status).toBe(201);
    const [turnedOn] = await eventsOfType('setting-created');
    const [turnedOff] = await eventsOfType('setting-updated');
    expect(turnedOn).toMatchObject({ createdBy: 'init-admin', createdByUserId: -42, data: { id: 'maintenance.mode', enabled: true }, preData: null });
    expect(turnedOff).toMatchObject({ data: { id: 'maintenance.mode', enabled: false }, preData: { id: 'maintenance.mode', enabled: true } });
  });
});

describe('the instance\'s information', () => {
  it('counts what the store holds in Unleash\'s statistics, for admins', async () => {
    await service.createFlag('default', 'counted');
    const stats = parsed(instanceStatisticsSchema, await service.call('GET', '/api/admin/instance-admin/statistics'));
    expect(stats).toMatchObject({ featureToggles: 1, archivedFeatureToggles: 0, projects: 2, environments: 3, strategies: 4 });
    expect(stats.sum).toMatch(/^[0-9a-f]{64}$/);
    const csv = await service.call('GET', '/api/admin/instance-admin/statistics/csv');
    expect(csv.text.split('\n')[0]).toContain('"featureToggles"');
    expectError(await service.call('GET', '/api/admin/instance-admin/statistics', { token: service.pats.Editor }), 403, 'NoAccessError');
  });
});

describe('flag types, tag types and strategy types', () => {
  it('changes a flag type\'s lifetime, which the list then gives, recording Unleash\'s event', async () => {
    expect((await service.call('PUT', '/api/admin/feature-types/release/lifetime', { body: { lifetimeDays: 90 } })).status).toBe(200);
    const types = parsed(featureTypesSchema, await service.call('GET', '/api/admin/feature-types', { token: service.pats.Viewer })).types;
    expect(types.find((type) => type.id === 'release')?.lifetimeDays).toBe(90);
    expect((await eventsOfType('feature-type-updated'))[0]).toMatchObject({ data: { id: 'release', lifetimeDays: 90 }, preData: { lifetimeDays: 40 } });
    expectError(await service.call('PUT', '/api/admin/feature-types/nope/lifetime', { body: { lifetimeDays: 1 } }), 404, 'NotFoundError');
    expectError(await service.call('PUT', '/api/admin/feature-types/release/lifetime', { body: { lifetimeDays: -1 } }), 400, 'BadDataError');
  });

  it('makes a tag type and tags of it; deleting the type takes its tags off every flag', async () => {
    await service.createFlag('default', 'tagged');
    expect((await service.call('POST', '/api/admin/tag-types', { body: { name: 'team', description: 'Who owns it' } })).status).toBe(201);
    expectError(await service.call('POST', '/api/admin/tag-types/validate', { body: { name: 'team' } }), 409, 'NameExistsError');
    expect((await service.call('POST', '/api/admin/tags', { token: service.pats.Editor, body: { type: 'team', value: 'payments' } })).status).toBe(201);
    await service.call('POST', '/api/admin/features/tagged/tags', { body: { type: 'team', value: 'checkout' } });
    expect(parsed(tagListSchema, await service.call('GET', '/api/admin/tags/team')).tags.map((tag) => tag.value)).toEqual(['checkout', 'payments']);
    expect(parsed(tagTypesSchema, await service.call('GET', '/api/admin/tag-types')).tagTypes.map((type) => type.name)).toEqual(['simple', 'team']);
    expectError(await service.call('DELETE', '/api/admin/tag-types/team', { token: service.pats.Editor }), 403, 'NoAccessError');
    expect((await service.call('DELETE', '/api/admin/tag-types/team')).status).toBe(200);
    expect(parsed(tagListSchema, await service.call('GET', '/api/admin/features/tagged/tags')).tags).toEqual([]);
    expect((await eventsOfType('tag-type-deleted'))[0]).toMatchObject({ preData: { name: 'team' } });
    expectError(await service.call('DELETE', '/api/admin/tag-types/simple'), 409, 'NameExistsError');
  });

  it('lists the built-in strategy types, defines a custom one with its parameters, deprecates and deletes it; built-in ones stay', async () => {
    const custom = { name: 'tenant', description: 'On for the tenants listed', parameters: [{ name: 'tenants', type: 'list', required: true }] };
    expect((await service.call('POST', '/api/admin/strategies', { body: custom })).status).toBe(201);
    expectError(await service.call('POST', '/api/admin/strategies', { body: { ...custom, name: 'default' } }), 409, 'NameExistsError');
    expect((await service.call('POST', '/api/admin/strategies/tenant/deprecate')).status).toBe(200);
    const listed = parsed(strategyDefinitionsSchema, await service.call('GET', '/api/admin/strategies', { token: service.pats.Viewer })).strategies;
    expect(listed.map((strategy) => strategy.name)).toEqual(['flexibleRollout', 'default', 'remoteAddress', 'applicationHostname', 'tenant']);
    expect(listed.at(-1)).toMatchObject({ editable: true, deprecated: true, parameters: custom.parameters });
    expectError(await service.call('PUT', '/api/admin/strategies/default', { body: { parameters: [] } }), 409, 'InvalidOperationError');
    expectError(await service.call('POST', '/api/admin/strategies/default/deprecate'), 409, 'InvalidOperationError');
    expect((await service.call('DELETE', '/api/admin/strategies/tenant')).status).toBe(200);
    expect((await eventsOfType('strategy-created'))[0]).toMatchObject({ data: { name: 'tenant' } });
    expect((await eventsOfType('strategy-deprecated'))[0]).toMatchObject({ data: { name: 'tenant' } });
    expect((await eventsOfType('strategy-deleted'))[0]).toMatchObject({ preData: { name: 'tenant' } });
  });
});
