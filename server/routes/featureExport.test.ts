import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exportResultSchema } from '../../contract/importExport';
import { eventSearchResponseSchema } from '../../contract/events';
import { expectError, parsed, startTestService, type TestService } from '../test/harness';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
});
afterEach(() => service.close());

const exported = async (body: unknown, token?: string) =>
  parsed(exportResultSchema, await service.call('POST', '/api/admin/features-batch/export', { body, ...(token ? { token } : {}) }));

describe('POST /api/admin/features-batch/export', () => {
  it('gives a project\'s live flags in one environment with their strategies, switch and variants, and nothing of the other environments', async () => {
    for (const name of ['a', 'b', 'gone']) await service.createFlag('default', name);
    await service.createFlag('other', 'elsewhere');
    await service.call('DELETE', '/api/admin/projects/default/features/gone');
    const strategy = { name: 'flexibleRollout', title: 'Half', parameters: { rollout: '50', stickiness: 'default', groupId: 'a' }, constraints: [{ contextName: 'userId', operator: 'IN', values: ['ann'] }] };
    expect((await service.call('POST', '/api/admin/projects/default/features/a/environments/production/strategies', { body: strategy })).status).toBe(200);
    expect((await service.call('POST', '/api/admin/projects/default/features/a/environments/development/strategies', { body: { name: 'default' } })).status).toBe(200);
    expect((await service.call('PUT', '/api/admin/projects/default/features/a/environments/production/variants', { body: [{ name: 'blue', weight: 1000, weightType: 'variable', stickiness: 'default' }] })).status).toBe(200);
    expect((await service.call('POST', '/api/admin/projects/default/features/a/environments/production/on')).status).toBe(200);

    // Anyone signed in may read it, as in Unleash, which records the export with its query.
    const result = await exported({ environment: 'production', project: 'default' }, service.pats.Viewer);
    const events = parsed(eventSearchResponseSchema, await service.call('GET', '/api/admin/search/events?type=IS:features-exported')).events;
    expect(events).toEqual([expect.objectContaining({ createdBy: 'test-viewer', project: 'default', environment: 'production', data: { environment: 'production', project: 'default' } })]);
    expect(result.features.map((flag) => flag.name)).toEqual(['a', 'b']);
    expect(result.featureStrategies).toEqual([expect.objectContaining({ featureName: 'a', title: 'Half', parameters: strategy.parameters, constraints: [expect.objectContaining({ values: ['ann'] })], id: expect.any(String) })]);
    expect(result.featureEnvironments).toEqual([
      { name: 'a', featureName: 'a', environment: 'production', enabled: true, variants: [expect.objectContaining({ name: 'blue', weight: 1000 })] },
      { name: 'b', featureName: 'b', environment: 'production', enabled: false, variants: [] },
    ]);
  });

  it('gives the flags named, from any project, leaving out names that are not live flags', async () => {
    await service.createFlag('default', 'a');
    await service.createFlag('other', 'elsewhere');
    const result = await exported({ environment: 'development', features: ['elsewhere', 'a', 'nope'] });
    expect(result.features.map((flag) => flag.name).sort()).toEqual(['a', 'elsewhere']);
  });

  it('refuses an environment that does not exist, or a query naming neither a project nor flags, with 400 naming the field', async () => {
    expect(expectError(await service.call('POST', '/api/admin/features-batch/export', { body: { environment: 'nowhere', project: 'default' } }), 400, 'BadDataError').details?.[0]?.path).toBe('environment');
    expectError(await service.call('POST', '/api/admin/features-batch/export', { body: { environment: 'development' } }), 400, 'BadDataError');
  });
});
