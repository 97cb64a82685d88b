import { describe, expect, it } from 'vitest';
import { isOutdatedSdk } from './outdatedSdks';

describe('isOutdatedSdk', () => {
  it('calls a version below the minimum of a known SDK outdated', () => {
    expect(isOutdatedSdk('unleash-client-node:5.3.1')).toBe(true);
    expect(isOutdatedSdk('unleash-client-node:4.9.9')).toBe(true);
    expect(isOutdatedSdk('unleash-node-sdk:6.6.0-beta.1')).toBe(true);
  });
  it('leaves current versions, unknown SDKs and unreadable versions alone', () => {
    expect(isOutdatedSdk('unleash-client-node:5.3.2')).toBe(false);
    expect(isOutdatedSdk('unleash-client-node:10.0.0')).toBe(false);
    expect(isOutdatedSdk('someone-elses-sdk:0.0.1')).toBe(false);
    expect(isOutdatedSdk('unleash-client-node:latest')).toBe(false);
    expect(isOutdatedSdk(null)).toBe(false);
  });
});
