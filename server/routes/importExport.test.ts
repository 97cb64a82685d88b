import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventSearchResponseSchema } from '../../contract/events';
import { featureSchema } from '../../contract/feature';
import { exportResultSchema, importValidationSchema } from '../../contract/importExport';
import { expectError, parsed, startTestService, storeSnapshot, type TestService } from '../test/harness';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
});
afterEach(() => service.close());

async function exported() {
  await service.createFlag('default', 'checkout');
  await service.call('POST', '/api/admin/projects/default/features/checkout/environments/development/strategies', {
    body: { name: 'flexibleRollout', parameters: { rollout: '25', stickiness: 'userId', groupId: 'checkout' }, constraints: [{ contextName: 'userId', operator: 'IN', values: ['ann'] }] },
  });
  await service.call('PUT', '/api/admin/projects/default/features/checkout/environments/development/variants', { body: [{ name: 'blue', weight: 1000, weightType: 'variable', stickiness: 'default' }] });
  await service.call('POST', '/api/admin/features/checkout/tags', { body: { type: 'simple', value: 'team-checkout' } });
  return parsed(exportResultSchema, await service.call('POST', '/api/admin/features-batch/export', { body: { environment: 'development', features: ['checkout'] } }));
}

describe('export and import in Unleash\'s format', () => {
  it('exports a flag\'s strategies, variants, tags and the context fields they use, and records the export', async () => {
    const data = await exported();
    expect(data.features).toEqual([expect.objectContaining({ name: 'checkout', project: 'default', type: 'release' })]);
    expect(data.featureStrategies).toEqual([expect.objectContaining({ featureName: 'checkout', name: 'flexibleRollout', parameters: { rollout: '25', stickiness: 'userId', groupId: 'checkout' } })]);
    expect(data.featureEnvironments).toEqual([expect.objectContaining({ featureName: 'checkout', enabled: false, variants: [expect.objectContaining({ name: 'blue' })] })]);
    expect(data.featureTags).toEqual([{ featureName: 'checkout', tagType: 'simple', tagValue: 'team-checkout' }]);
    expect(data.contextFields?.map((field) => field.name)).toEqual(['userId']);
    const events = parsed(eventSearchResponseSchema, await service.call('GET', '/api/admin/search/events?type=IS:features-exported')).events;
    expect(events[0]).toMatchObject({ environment: 'development', data: { features: ['checkout'] } });
  });

  it('says what an import would overwrite, imports it for a person all or nothing, and refuses an admin API token', async () => {
    const data = await exported();
    const renamed: unknown = JSON.parse(JSON.stringify(data).replaceAll('"checkout"', '"checkout-copy"'));
    const validation = parsed(importValidationSchema, await service.call('POST', '/api/admin/features-batch/validate', { body: { project: 'default', environment: 'development', data } }));
    expect(validation).toEqual({ errors: [], warnings: [{ message: expect.stringContaining('will be overwritten'), affectedItems: ['checkout'] }], permissions: [] });
    const elsewhere = parsed(importValidationSchema, await service.call('POST', '/api/admin/features-batch/validate', { body: { project: 'other', environment: 'development', data } }));
    expect(elsewhere.errors[0]?.affectedItems).toEqual(['checkout']);

    const before = storeSnapshot(service.db);
    expectError(await service.call('POST', '/api/admin/features-batch/import', { body: { project: 'other', environment: 'development', data: renamed } }), 400, 'BadDataError');
    expectError(await service.call('POST', '/api/admin/features-batch/import', { token: service.pats.Admin, body: { project: 'other', environment: 'development', data } }), 400, 'BadDataError');
    expect(storeSnapshot(service.db)).toBe(before);

    expect((await service.call('POST', '/api/admin/features-batch/import', { token: service.pats.Editor, body: { project: 'other', environment: 'development', data: renamed } })).status).toBe(200);
    const copy = parsed(featureSchema, await service.call('GET', '/api/admin/projects/other/features/checkout-copy'));
    const development = copy.environments?.find((environment) => environment.name === 'development');
    expect(development?.strategies?.map((strategy) => strategy.parameters)).toEqual([{ rollout: '25', stickiness: 'userId', groupId: 'checkout-copy' }]);
    expect(development?.variants?.map((variant) => variant.name)).toEqual(['blue']);
    expect(copy.tags).toEqual([{ type: 'simple', value: 'team-checkout' }]);
    expect(development?.enabled).toBe(false);
  });
});
