import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientFeatureSchema, clientFeaturesSchema } from '../../contract/clientFeatures';
import { insertSegment } from '../store/segments';
import { expectError, parsed, startTestService, tokens, type TestService } from '../test/harness';
import { systemAuthor } from '../store/events';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
  const segment = insertSegment(service.db, systemAuthor, { name: 'beta', constraints: [{ contextName: 'userId', operator: 'IN', values: ['1'] }], createdAt: new Date().toISOString() });
  await service.createFlag('default', 'parent');
  await service.createFlag('default', 'child');
  await service.createFlag('default', 'archived');
  await service.createFlag('other', 'elsewhere');
  await service.call('POST', '/api/admin/projects/default/features/parent/environments/development/strategies', { body: { name: 'default', segments: [segment] } });
  await service.call('POST', '/api/admin/projects/default/features/parent/environments/development/strategies', { body: { name: 'default', disabled: true, title: 'off' } });
  await service.call('POST', '/api/admin/projects/default/features/parent/environments/development/on');
  await service.call('POST', '/api/admin/projects/default/features/child/dependencies', { body: { feature: 'parent', variants: ['x'] } });
  await service.call('DELETE', '/api/admin/projects/default/features/archived');
});
afterEach(() => service.close());

describe('GET /api/client/features', () => {
  it('answers the client-features document of the token\'s environment and project', async () => {
    const document = parsed(clientFeaturesSchema, await service.call('GET', '/api/client/features', { token: tokens.client }));
    expect(document.version).toBe(2);
    expect(document.features.map((f) => [f.name, f.enabled])).toEqual([['child', false], ['parent', true]]);
    const parent = document.features.find((f) => f.name === 'parent');
    // Disabled strategies never reach an SDK.
    expect(parent?.strategies.map((s) => [s.name, s.segments])).toEqual([['default', [document.segments?.[0]?.id]]]);
    expect(document.features.find((f) => f.name === 'child')?.dependencies).toEqual([{ feature: 'parent', enabled: true, variants: ['x'] }]);
    expect(document.segments?.map((s) => s.name)).toEqual(['beta']);
  });

  it('lets an admin token name the environment', async () => {
    const document = parsed(clientFeaturesSchema, await service.call('GET', '/api/client/features?environment=production'));
    expect(document.features.map((f) => [f.name, f.enabled])).toEqual([['child', false], ['elsewhere', false], ['parent', false]]);
    expectError(await service.call('GET', '/api/client/features?environment=mars'), 404, 'NotFoundError');
  });

  it('answers 401 without a token and 403 to frontend tokens and PATs', async () => {
    expectError(await service.call('GET', '/api/client/features', { token: null }), 401, 'AuthenticationRequired');
    expectError(await service.call('GET', '/api/client/features', { token: tokens.frontend }), 403, 'NoAccessError');
    expectError(await service.call('GET', '/api/client/features', { token: service.pats.Admin }), 403, 'NoAccessError');
  });
});

describe('GET /api/client/features/{featureName}', () => {
  it('answers one flag as the document gives it, for the token\'s environment and projects', async () => {
    const document = parsed(clientFeaturesSchema, await service.call('GET', '/api/client/features', { token: tokens.client }));
    const one = parsed(clientFeatureSchema, await service.call('GET', '/api/client/features/parent', { token: tokens.client }));
    expect(one).toEqual(document.features.find((feature) => feature.name === 'parent'));
    expect(one.strategies).toHaveLength(1);
  });

  it('answers 404 for a flag archived, unknown, or outside the token\'s projects', async () => {
    for (const name of ['archived', 'nothing-here', 'elsewhere']) expectError(await service.call('GET', `/api/client/features/${name}`, { token: tokens.client }), 404, 'NotFoundError');
    expectError(await service.call('GET', '/api/client/features/parent', { token: tokens.frontend }), 403, 'NoAccessError');
  });
});
