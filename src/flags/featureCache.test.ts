import { describe, expect, it } from 'vitest';
import type { Feature } from '../../contract';
import { enabledIn, withEnvironmentEnabled, withServerSwitches } from './featureCache';

const feature = (name: string, development: boolean, production: boolean): Feature => ({
  name,
  environments: [{ name: 'development', enabled: development }, { name: 'production', enabled: production }],
});

describe('editing cached flags', () => {
  it('switches one environment of one flag and leaves the original untouched', () => {
    const before = feature('a', true, true);
    const after = withEnvironmentEnabled(before, 'production', false);
    expect(enabledIn(after, 'production')).toBe(false);
    expect(enabledIn(after, 'development')).toBe(true);
    expect(enabledIn(before, 'production')).toBe(true);
  });

  it('takes every switch state from the service answer', () => {
    const cached = feature('a', true, true);
    expect(withServerSwitches(cached, feature('a', false, true)).environments).toEqual(feature('a', false, true).environments);
    expect(withServerSwitches(cached, { name: 'a' })).toBe(cached);
  });

  it('takes what switching on changes besides the switch: the lifecycle stage and the strategy summary', () => {
    const cached: Feature = {
      name: 'a', type: 'release', lifecycle: { stage: 'initial', enteredStageAt: '2025-01-01T00:00:00Z' },
      environments: [{ name: 'development', enabled: false, hasStrategies: false, hasEnabledStrategies: false }],
    };
    const server: Feature = {
      name: 'a', lifecycle: { stage: 'pre-live', enteredStageAt: '2025-02-01T00:00:00Z' },
      environments: [{ name: 'development', enabled: true, hasStrategies: true, hasEnabledStrategies: true, strategies: [] }],
    };
    const merged = withServerSwitches(cached, server);
    expect(merged.lifecycle?.stage).toBe('pre-live');
    expect(merged.environments).toEqual([{ name: 'development', enabled: true, hasStrategies: true, hasEnabledStrategies: true }]);
    expect(merged.type).toBe('release');
  });
});
