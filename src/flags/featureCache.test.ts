import { describe, expect, it } from 'vitest';
import type { Feature } from '../api/contract';
import { editedPlaces, enabledIn, shareFlagList, updateFlagInList, withEnvironmentEnabled, withServerSwitches } from './featureCache';

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

  it('replaces one flag of a list and keeps the others as they were', () => {
    const list = [feature('a', true, true), feature('b', true, true)];
    const next = updateFlagInList(list, 'b', (f) => withEnvironmentEnabled(f, 'development', false));
    expect(next[0]).toBe(list[0]);
    expect(enabledIn(next[1], 'development')).toBe(false);
  });

  it('leaves the list as it is when the flag is not in it', () => {
    const list = [feature('a', true, true)];
    expect(updateFlagInList(list, 'zzz', (f) => f)).toBe(list);
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

  it('shares the unchanged flags of a list read again, and takes an edited list as it is', () => {
    const list = [feature('a', true, true), feature('b', true, true)];
    const readAgain = [feature('a', true, true), feature('b', false, true)];
    const shared = shareFlagList(list, readAgain) as Feature[];
    expect(shared[0]).toBe(list[0]);
    expect(shared[1]).toEqual(readAgain[1]);
    const edited = updateFlagInList(list, 'b', (flag) => withEnvironmentEnabled(flag, 'development', false));
    expect(shareFlagList(list, edited)).toBe(edited);
  });

  it('names the places a chain of edits changed, and nothing for a list it did not make', () => {
    const list = [feature('a', true, true), feature('b', true, true), feature('c', true, true)];
    const once = updateFlagInList(list, 'c', (flag) => withEnvironmentEnabled(flag, 'development', false));
    const twice = updateFlagInList(once, 'a', (flag) => withEnvironmentEnabled(flag, 'production', false));
    expect(editedPlaces(list, twice)).toEqual([0, 2]);
    expect(editedPlaces(once, twice)).toEqual([0]);
    expect(editedPlaces(list, list)).toEqual([]);
    expect(editedPlaces(list, [...twice])).toBeUndefined();
    expect(editedPlaces(twice, list)).toBeUndefined();
  });
});
