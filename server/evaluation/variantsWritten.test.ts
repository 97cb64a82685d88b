import { once } from 'node:events';
import { InMemStorageProvider, Unleash } from 'unleash-client';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { frontendTogglesSchema } from '../../contract';
import { startTestService, tokens, type TestService } from '../test/harness';

// Variants written through the admin API (PUT, then PATCH) are handed out by /api/frontend exactly
// as the official server SDK hands them out from /api/client/features: the same variant, payload
// and override for every context, fixed and variable weights alike.

const flag = '/api/admin/projects/default/features/written';
let service: TestService;
let sdk: Unleash;

beforeAll(async () => {
  service = await startTestService();
  await service.createFlag('default', 'written');
  await service.call('POST', `${flag}/environments/development/on`);
  const put = await service.call('PUT', `${flag}/environments/development/variants`, { body: [
    { name: 'gamma', weightType: 'variable', stickiness: 'userId', payload: { type: 'csv', value: 'a,b' } },
    { name: 'Alpha', weight: 125, weightType: 'fix', stickiness: 'userId', payload: { type: 'json', value: '{"steps": 3}' }, overrides: [{ contextName: 'userId', values: ['alice', 'carol'] }] },
    { name: 'beta', weightType: 'variable', stickiness: 'userId', payload: { type: 'number', value: '42' } },
  ] });
  expect(put.status, put.text).toBe(200);
  const patch = await service.call('PATCH', `${flag}/environments/development/variants`, { body: [
    { op: 'add', path: '/-', value: { name: 'delta', weightType: 'variable', stickiness: 'userId', overrides: [{ contextName: 'plan', values: ['pro'] }] } },
  ] });
  expect(patch.status, patch.text).toBe(200);
  const baseUrl = await service.app.listen({ port: 0, host: '127.0.0.1' });
  sdk = new Unleash({
    url: `${baseUrl}/api/`, appName: 'variants-written', customHeaders: { Authorization: tokens.client },
    refreshInterval: 3_600_000, disableMetrics: true, storageProvider: new InMemStorageProvider(), skipInstanceCountWarning: true,
  });
  await once(sdk, 'synchronized');
});
afterAll(async () => {
  sdk.destroy();
  await service.close();
});

test('every context gets from /api/frontend the variant the SDK picks', async () => {
  const contexts = [
    ...Array.from({ length: 120 }, (_, index) => ({ userId: `user-${index}` })),
    { userId: 'alice' }, { userId: 'carol' }, { userId: 'dave', properties: { plan: 'pro' } },
  ];
  const seen = new Set<string>();
  for (const context of contexts) {
    const query = new URLSearchParams({ userId: context.userId, ...('properties' in context ? { 'properties[plan]': context.properties.plan } : {}) });
    const response = await service.app.inject({ method: 'GET', url: `/api/frontend?${query}`, headers: { authorization: tokens.frontend } });
    const toggle = frontendTogglesSchema.parse(response.json()).toggles.find((entry) => entry.name === 'written');
    const { name, enabled, payload } = sdk.getVariant('written', { ...context, appName: 'variants-written', environment: 'development' });
    expect(toggle?.variant, JSON.stringify(context)).toEqual({ name, enabled, feature_enabled: true, ...(payload ? { payload } : {}) });
    seen.add(name);
  }
  // Every variant is reached (the weights and overrides are in play, not one answer for all).
  expect([...seen].sort()).toEqual(['Alpha', 'beta', 'delta', 'gamma']);
  expect(sdk.getVariant('written', { userId: 'alice' }).name).toBe('Alpha');
});
