import { beforeEach, describe, expect, it } from 'vitest';
import { fakeService, ok } from '../test/fakeService';
import { applicationDetails, featureMetrics, listApplications } from './metrics';
import { uiConfig } from './uiConfig';

/*
 * Exposure metrics as a real Unleash 8.2 (open source) answered them, after the official Node and
 * browser SDKs reported evaluations of checkout-v2, fed through the console's API layer. The
 * compatibility suite (e2e-unleash/exposures.spec.ts) reads the same from a running Unleash.
 */
beforeEach(() => sessionStorage.setItem('flagdeck.token', '*:*.admin'));

const zero = (timestamp: string, appName: string) => ({ timestamp, no: 0, yes: 0, appName, environment: 'development', featureName: 'checkout-v2' });

describe('Unleash 8.2\'s exposure metrics, as the console reads them', () => {
  it('raw metrics: a bucket per hour and application, zeros included, variants only where counted', async () => {
    fakeService({
      'GET /api/admin/client-metrics/features/checkout-v2/raw': ok({
        version: 1, maturity: 'stable',
        data: [
          zero('2026-11-27T17:00:00.000Z', 'probe-backend'), zero('2026-11-27T17:00:00.000Z', 'probe-storefront'),
          { featureName: 'checkout-v2', appName: 'probe-backend', environment: 'development', timestamp: '2026-11-27T18:00:00.000Z', yes: 6, no: 0, variants: { blue: 1, green: 2 } },
          { featureName: 'checkout-v2', appName: 'probe-storefront', environment: 'development', timestamp: '2026-11-27T18:00:00.000Z', yes: 8, no: 0, variants: { blue: 4 } },
        ],
      }),
    });
    const { data } = await featureMetrics('checkout-v2', 48);
    expect(data.filter((bucket) => bucket.yes > 0).map((bucket) => [bucket.appName, bucket.yes, bucket.variants])).toEqual([
      ['probe-backend', 6, { blue: 1, green: 2 }], ['probe-storefront', 8, { blue: 4 }],
    ]);
  });

  it('the applications: strategies by name in the list, as objects in an application\'s details, which the console does not read', async () => {
    fakeService({
      'GET /api/admin/metrics/applications': ok({
        applications: [{
          appName: 'probe-backend', createdAt: '2026-11-27T18:15:17.919Z', updatedAt: '2026-11-27T18:15:17.919Z', description: null, strategies: ['default', 'flexibleRollout'],
          createdBy: 'unleash_system_user', url: null, color: null, icon: null, project: 'default', environment: 'development', usage: [{ project: 'default', environments: ['development'] }],
        }],
        total: 1,
      }),
      'GET /api/admin/metrics/applications/probe-storefront': ok({
        appName: 'probe-storefront', createdAt: '2026-11-27T18:15:17.919Z', description: null, url: null, color: null, icon: null,
        strategies: [{ displayName: 'Standard', name: 'default', editable: false, description: 'This strategy turns on / off for your entire userbase.', parameters: [], deprecated: false, title: null }, { name: 'gradualRolloutRandom', notFound: true }],
        instances: [{ appName: 'probe-storefront', instanceId: 'browser', sdkVersion: 'unleash-js-sdk:3.8.2', sdkType: 'frontend', clientIp: null, lastSeen: '2026-11-27T18:15:17.923Z', createdAt: '2026-11-27T18:15:17.923Z', environment: 'development' }],
        seenToggles: [{ name: 'checkout-v2', description: 'The new checkout flow', type: 'release', project: 'default', stale: false, createdAt: '2026-11-27T18:14:18.244Z', impressionData: false, archived: false }],
        links: { self: '/api/applications/probe-storefront' },
      }),
    });
    expect((await listApplications()).applications).toMatchObject([{ appName: 'probe-backend', usage: [{ project: 'default', environments: ['development'] }] }]);
    expect(await applicationDetails('probe-storefront')).toMatchObject({
      instances: [{ instanceId: 'browser', sdkVersion: 'unleash-js-sdk:3.8.2', clientIp: null }], seenToggles: [{ name: 'checkout-v2', project: 'default', archived: false }],
    });
  });

  it('ui-config: the edition (enterprise empty in open source), the experimental flags as booleans or variants', async () => {
    fakeService({
      'GET /api/admin/ui-config': ok({
        version: '8.2.0', versionInfo: { current: { oss: '8.2.0', enterprise: '' }, latest: {}, isLatest: true, instanceId: '130e81b8-bc8c-4407-89d6-4e0b23e7bc9e' },
        flags: { anonymiseEventLog: false, messageBanner: { name: 'disabled', enabled: false, feature_enabled: false }, extendedUsageMetrics: false },
        authenticationType: 'open-source', baseUriPath: '',
      }),
    });
    expect(await uiConfig()).toEqual({
      flags: { anonymiseEventLog: false, messageBanner: { name: 'disabled', enabled: false, feature_enabled: false }, extendedUsageMetrics: false },
      versionInfo: { current: { oss: '8.2.0', enterprise: '' } },
    });
  });
});
