import { describe, expect, it } from 'vitest';
import { applicationFacts, sdkWords } from './applicationFacts';

describe('an application\'s facts', () => {
  it('counts its instances, names their SDKs once each and takes the latest last seen', () => {
    expect(applicationFacts({
      appName: 'shop', seenToggles: [],
      instances: [
        { instanceId: 'a', sdkVersion: 'unleash-client-node:6.12.1', lastSeen: '2026-01-01T10:00:00.000Z' },
        { instanceId: 'b', sdkVersion: 'unleash-client-node:6.12.1', lastSeen: '2026-01-01T12:00:00.000Z' },
        { instanceId: 'c', sdkVersion: null, lastSeen: null },
      ],
    })).toEqual({ instances: 3, sdks: ['unleash-client-node:6.12.1'], lastSeen: '2026-01-01T12:00:00.000Z' });
  });

  it('says an SDK and its version in words', () => {
    expect(sdkWords('unleash-js-sdk:3.8.2')).toBe('unleash-js-sdk 3.8.2');
    expect(sdkWords('custom')).toBe('custom');
  });
});
