import { once } from 'node:events';
import { InMemStorageProvider, Unleash } from 'unleash-client';
import { InMemoryStorageProvider, UnleashClient } from 'unleash-proxy-client';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { featureSchema } from '../../contract/feature';
import { applicationDetailsSchema, applicationsSchema, featureMetricsSchema, featureUsageSchema, type FeatureEnvironmentMetrics } from '../../contract/metrics';
import { projectExposuresSchema } from '../../contract/flagUsage';
import { readConfigVersion } from '../store/configVersion';
import { expectError, startTestService, storeSnapshot, tokens, type TestService } from '../test/harness';

// Exposure metrics end to end on the real service: the frontend API's own answers counted, the
// official SDKs' metrics received over real sockets, and everything read back in Unleash's shapes.

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
  for (const name of ['banner', 'checkout']) {
    await service.createFlag('default', name);
    await service.call('POST', `/api/admin/projects/default/features/${name}/environments/development/on`);
  }
  await service.createFlag('default', 'idle');
});
afterEach(async () => service.close());

const raw = async (flag: string, hoursBack = 48) => (await service.call('GET', `/api/admin/client-metrics/features/${flag}/raw?hoursBack=${hoursBack}`, { answer: featureMetricsSchema })).answer.data;
const totals = (buckets: FeatureEnvironmentMetrics[]) => {
  const byApp = new Map<string, { yes: number; no: number; variants: Record<string, number> }>();
  for (const bucket of buckets) {
    const key = `${bucket.environment}/${bucket.appName ?? ''}`;
    const sum = byApp.get(key) ?? { yes: 0, no: 0, variants: {} };
    sum.yes += bucket.yes;
    sum.no += bucket.no;
    for (const [name, times] of Object.entries(bucket.variants ?? {})) sum.variants[name] = (sum.variants[name] ?? 0) + times;
    byApp.set(key, sum);
  }
  return Object.fromEntries(byApp);
};
const frontend = (query: string) => service.app.inject({ method: 'GET', url: `/api/frontend?${query}`, headers: { authorization: tokens.frontend } });

describe('the frontend API counts every answer it gives', () => {
  test('per flag, environment and appName: yes for the flags it answered, no for the others; kept answers and 304s too', async () => {
    const first = await frontend('appName=web&userId=1');
    expect(first.statusCode).toBe(200);
    await frontend('appName=web&userId=1');
    expect((await service.app.inject({ method: 'GET', url: '/api/frontend?appName=web&userId=1', headers: { authorization: tokens.frontend, 'if-none-match': String(first.headers.etag) } })).statusCode).toBe(304);
    await frontend('userId=2');

    expect(totals(await raw('banner'))).toEqual({ 'development/frontend-api': { yes: 1, no: 0, variants: {} }, 'development/web': { yes: 3, no: 0, variants: {} } });
    expect(totals(await raw('idle'))).toEqual({ 'development/frontend-api': { yes: 0, no: 1, variants: {} }, 'development/web': { yes: 0, no: 3, variants: {} } });

    const usage = (await service.call('GET', '/api/admin/client-metrics/features/banner', { answer: featureUsageSchema })).answer;
    expect(usage.lastHourUsage).toEqual([expect.objectContaining({ environment: 'development', yes: 4, no: 0 })]);
    expect(usage.seenApplications).toEqual(['frontend-api', 'web']);

    const flag = (await service.call('GET', '/api/admin/projects/default/features/banner', { answer: featureSchema })).answer;
    const development = flag.environments?.find((environment) => environment.name === 'development');
    expect(Date.now() - Date.parse(development?.lastSeenAt ?? '')).toBeLessThan(60_000);
    expect(flag.environments?.find((environment) => environment.name === 'production')?.lastSeenAt).toBeNull();

    const exposures = (await service.call('GET', '/api/admin/projects/default/exposures', { answer: projectExposuresSchema })).answer;
    expect(exposures).toEqual({ hours: 24, features: [{ name: 'banner', yes: 4, no: 0 }, { name: 'checkout', yes: 4, no: 0 }, { name: 'idle', yes: 0, no: 4 }] });
  });

  test('writing what it counted changes no configuration: the frontend API keeps its evaluators and answers', async () => {
    const version = readConfigVersion(service.db);
    const before = version();
    await frontend('appName=web');
    await raw('banner');
    expect(version()).toBe(before);
  });

  test('what is counted but not yet written is written when the service closes', async () => {
    await frontend('appName=web');
    await service.close({ keepData: true });
    service = await startTestService({ dataDir: service.dataDir });
    expect(totals(await raw('banner'))).toEqual({ 'development/web': { yes: 1, no: 0, variants: {} } });
  });

  test('with metrics off, nothing is counted and SDKs are answered 204', async () => {
    await service.close();
    service = await startTestService({ app: { metrics: false } });
    await service.createFlag('default', 'banner');
    await frontend('appName=web');
    const sent = await service.call('POST', '/api/client/metrics', { token: tokens.client, body: { appName: 'a', bucket: { start: new Date().toISOString(), stop: new Date().toISOString(), toggles: { banner: { yes: 1 } } } } });
    expect(sent.status).toBe(204);
    expect(await raw('banner')).toEqual([]);
  });
});

describe('the official SDKs send their metrics here', () => {
  test('unleash-client registers, and its counts, variants too, arrive under its client token\'s environment', async () => {
    const url = await service.app.listen({ port: 0, host: '127.0.0.1' });
    const sdk = new Unleash({
      url: `${url}/api/`, appName: 'checkout-service', instanceId: 'pod-1',
      customHeaders: { Authorization: tokens.client }, refreshInterval: 3_600_000, metricsInterval: 3_600_000,
      storageProvider: new InMemStorageProvider(), skipInstanceCountWarning: true,
    });
    try {
      await Promise.all([once(sdk, 'registered'), once(sdk, 'synchronized')]);
      for (let i = 0; i < 5; i++) sdk.isEnabled('banner');
      sdk.isEnabled('idle');
      sdk.getVariant('checkout');
      const sent = once(sdk, 'sent');
      // The SDK sends its bucket when asked; it says so once the service has answered.
      await sdk.flushMetrics();
      await sent;
    } finally {
      sdk.destroy();
    }
    expect(totals(await raw('banner'))).toEqual({ 'development/checkout-service': { yes: 5, no: 0, variants: {} } });
    expect(totals(await raw('idle'))).toEqual({ 'development/checkout-service': { yes: 0, no: 1, variants: {} } });
    expect(totals(await raw('checkout'))).toEqual({ 'development/checkout-service': { yes: 1, no: 0, variants: { disabled: 1 } } });

    const { applications } = (await service.call('GET', '/api/admin/metrics/applications', { answer: applicationsSchema })).answer;
    expect(applications).toEqual([expect.objectContaining({ appName: 'checkout-service', usage: [{ project: 'default', environments: ['development'] }] })]);
    const details = (await service.call('GET', '/api/admin/metrics/applications/checkout-service', { answer: applicationDetailsSchema })).answer;
    expect(details.instances).toEqual([expect.objectContaining({ instanceId: 'pod-1', environment: 'development', sdkType: 'backend', clientIp: '127.0.0.1' })]);
    expect(details.instances[0]?.sdkVersion).toMatch(/^unleash-(client-)?node(-sdk)?:\d/);
    expect(details.seenToggles.map((flag) => flag.name)).toEqual(['banner', 'checkout', 'idle']);
  });

  test('unleash-proxy-client evaluates through /api/frontend and sends what it showed to /api/frontend/client/metrics', async () => {
    const url = await service.app.listen({ port: 0, host: '127.0.0.1' });
    const client = new UnleashClient({
      url: `${url}/api/frontend`, clientKey: tokens.frontend, appName: 'storefront', refreshInterval: 0, metricsInterval: 3_600,
      metricsIntervalInitial: 0, storageProvider: new InMemoryStorageProvider(), fetch,
    });
    try {
      await client.start();
      client.isEnabled('banner');
      client.isEnabled('banner');
      client.isEnabled('idle');
      const sent = new Promise((resolve) => client.on('sent', resolve));
      await client.sendMetrics();
      await sent;
    } finally {
      client.stop();
    }
    // One answer to its fetch (yes for banner, no for idle) and the two showings and one it reported.
    expect(totals(await raw('banner'))).toEqual({ 'development/storefront': { yes: 3, no: 0, variants: {} } });
    expect(totals(await raw('idle'))).toEqual({ 'development/storefront': { yes: 0, no: 2, variants: {} } });
    const details = (await service.call('GET', '/api/admin/metrics/applications/storefront', { answer: applicationDetailsSchema })).answer;
    expect(details.instances).toEqual([expect.objectContaining({ instanceId: 'browser', sdkType: 'frontend', sdkVersion: expect.stringMatching(/^unleash-js-sdk:/) })]);
  });
});

describe('bad metrics', () => {
  const now = new Date().toISOString();
  test.each([
    ['no appName', { bucket: { start: now, stop: now, toggles: {} } }, 'appName'],
    ['no bucket', { appName: 'a' }, 'bucket'],
    ['a bucket without stop', { appName: 'a', bucket: { start: now, toggles: {} } }, 'stop'],
    ['a date that is none', { appName: 'a', bucket: { start: 'yesterday-ish', stop: now, toggles: {} } }, 'start'],
    ['a negative count', { appName: 'a', bucket: { start: now, stop: now, toggles: { banner: { yes: -1 } } } }, 'yes'],
    ['a count that is text', { appName: 'a', bucket: { start: now, stop: now, toggles: { banner: { no: '3' } } } }, 'no'],
  ])('%s: 400 naming the field, and nothing changes', async (_, body, field) => {
    const before = storeSnapshot(service.db);
    for (const [url, token] of [['/api/client/metrics', tokens.client], ['/api/frontend/client/metrics', tokens.frontend]] as const) {
      const error = expectError(await service.call('POST', url, { token, body }), 400, 'BadDataError');
      expect(error.message).toContain(field);
    }
    expect(await raw('banner')).toEqual([]);
    expect(storeSnapshot(service.db)).toBe(before);
  });

  test('a registration without its start or interval is refused', async () => {
    expectError(await service.call('POST', '/api/client/register', { token: tokens.client, body: { appName: 'a', interval: 1000 } }), 400, 'BadDataError');
    expectError(await service.call('POST', '/api/client/register', { token: tokens.client, body: { appName: 'a', started: now } }), 400, 'BadDataError');
    expect((await service.call('GET', '/api/admin/metrics/applications', { answer: applicationsSchema })).answer.applications).toEqual([]);
  });

  test('a frontend token cannot send server metrics, nor a client token browser ones', async () => {
    const body = { appName: 'a', bucket: { start: now, stop: now, toggles: {} } };
    expectError(await service.call('POST', '/api/client/metrics', { token: tokens.frontend, body }), 403, 'NoAccessError');
    expectError(await service.call('POST', '/api/frontend/client/metrics', { token: tokens.client, body }), 403, 'NoAccessError');
  });
});

describe('reading metrics as Unleash does', () => {
  test('hoursBack up to 48 gives hourly buckets, ending with the current hour; more gives daily ones', async () => {
    await frontend('appName=web');
    const hourly = await raw('banner', 48);
    expect(hourly).toHaveLength(48);
    expect(hourly.at(-1)).toEqual(expect.objectContaining({ yes: 1, appName: 'web', environment: 'development', featureName: 'banner' }));
    expect(new Date(hourly.at(-1)?.timestamp ?? '').getTime()).toBe(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    const daily = await raw('banner', 720);
    expect(daily).toHaveLength(30);
    expect(daily.at(-1)).toEqual(expect.objectContaining({ yes: 1 }));
    expect(new Date(daily.at(-1)?.timestamp ?? '').getUTCHours()).toBe(0);
    expect(await raw('banner', 0)).toHaveLength(24);
  });

  test('an application nobody saw is 404 in Unleash\'s words', async () => {
    const error = expectError(await service.call('GET', '/api/admin/metrics/applications/nobody'), 404, 'NotFoundError');
    expect(error.message).toBe('Could not find appName=nobody');
  });
});

describe('what Unleash Edge passes on, and browser SDKs\' registration', () => {
  test('bulk metrics file each application and each flag\'s counts under their environment; a client token\'s own only', async () => {
    const timestamp = new Date().toISOString();
    const body = {
      applications: [
        { appName: 'edge-app', instanceId: 'pod-1', environment: 'development', sdkVersion: 'unleash-client-java:9.0.0' },
        { appName: 'edge-app', instanceId: 'pod-2', environment: 'production' },
      ],
      metrics: [
        { featureName: 'banner', appName: 'edge-app', environment: 'development', timestamp, yes: 3, no: 1, variants: { blue: 2 } },
        { featureName: 'banner', appName: 'edge-app', environment: 'production', timestamp, yes: 7, no: 0 },
      ],
    };
    expect((await service.call('POST', '/api/client/metrics/bulk', { token: tokens.client, body })).status).toBe(202);
    expect(totals(await raw('banner'))).toEqual({ 'development/edge-app': { yes: 3, no: 1, variants: { blue: 2 } } });
    const details = (await service.call('GET', '/api/admin/metrics/applications/edge-app', { answer: applicationDetailsSchema })).answer;
    expect(details.instances).toEqual([expect.objectContaining({ instanceId: 'pod-1', environment: 'development', sdkVersion: 'unleash-client-java:9.0.0' })]);
    expect((await service.call('POST', '/api/client/metrics/bulk', { body })).status).toBe(202);
    expect(totals(await raw('banner'))).toEqual({ 'development/edge-app': { yes: 6, no: 2, variants: { blue: 4 } }, 'production/edge-app': { yes: 7, no: 0, variants: {} } });
  });

  test('a bulk report bad in one place is refused whole, naming the field', async () => {
    const before = storeSnapshot(service.db);
    const body = { applications: [{ appName: 'edge-app', instanceId: 'pod-1', environment: 'development' }], metrics: [{ featureName: 'banner', appName: 'edge-app', environment: 'development', yes: -1 }] };
    expect(expectError(await service.call('POST', '/api/client/metrics/bulk', { token: tokens.client, body }), 400, 'BadDataError').message).toContain('yes');
    expect(await raw('banner')).toEqual([]);
    expect(storeSnapshot(service.db)).toBe(before);
  });

  test('a browser SDK\'s registration is answered 200 and kept nowhere, as Unleash does; its metrics 200', async () => {
    const before = storeSnapshot(service.db);
    const registration = { appName: 'web', interval: 15_000, started: new Date().toISOString(), strategies: [] };
    expect((await service.call('POST', '/api/frontend/client/register', { token: tokens.frontend, body: registration })).status).toBe(200);
    expectError(await service.call('POST', '/api/frontend/client/register', { token: tokens.frontend, body: { appName: 'web' } }), 400, 'BadDataError');
    expect(storeSnapshot(service.db)).toBe(before);
    const stamp = new Date().toISOString();
    expect((await service.call('POST', '/api/frontend/client/metrics', { token: tokens.frontend, body: { appName: 'web', bucket: { start: stamp, stop: stamp, toggles: { banner: { yes: 1 } } } } })).status).toBe(200);
  });
});
