import { describe, expect, it } from 'vitest';
import type { Feature } from '../../contract';
import { enabledIn, withEnvironmentEnabled } from './featureCache';
import { changedFlags, editedPlaces, readFlagsAsList, shareFlagList, updateFlagInList } from './flagList';

const feature = (name: string, development: boolean, production: boolean): Feature => ({
  name,
  environments: [{ name: 'development', enabled: development }, { name: 'production', enabled: production }],
});
const turnOffIn = (environment: string) => (flag: Feature) => withEnvironmentEnabled(flag, environment, false);

describe('the cached flag list', () => {
  it('replaces one flag and keeps the others as they were, leaving the list it came from untouched', () => {
    const list = readFlagsAsList([feature('a', true, true), feature('b', true, true)]);
    const next = updateFlagInList(list, 'b', turnOffIn('development'));
    expect(next.features[0]).toBe(list.features[0]);
    expect(enabledIn(next.features[1], 'development')).toBe(false);
    expect(enabledIn(list.features[1], 'development')).toBe(true);
  });

  it('leaves the list as it is when the flag is not in it', () => {
    const list = readFlagsAsList([feature('a', true, true)]);
    expect(updateFlagInList(list, 'zzz', (f) => f)).toBe(list);
  });

  it('names the places a line of edits changed, and none for a list read again', () => {
    const list = readFlagsAsList([feature('a', true, true), feature('b', true, true), feature('c', true, true)]);
    const once = updateFlagInList(list, 'c', turnOffIn('development'));
    const twice = updateFlagInList(once, 'a', turnOffIn('production'));
    expect(editedPlaces(list, twice)).toEqual([2, 0]);
    expect(editedPlaces(once, twice)).toEqual([0]);
    expect(editedPlaces(list, list)).toEqual([]);
    expect(editedPlaces(list, readFlagsAsList([...twice.features]))).toBeUndefined();
    expect(editedPlaces(twice, once)).toBeUndefined();
  });

  it('does not take a list edited from another state of the same read for an edit of this one', () => {
    const list = readFlagsAsList([feature('a', true, true), feature('b', true, true)]);
    const one = updateFlagInList(list, 'a', turnOffIn('development'));
    const other = updateFlagInList(list, 'b', turnOffIn('development'));
    expect(editedPlaces(one, other)).toBeUndefined();
    expect(changedFlags(one, other)).toEqual([[one.features[0], other.features[0]], [one.features[1], other.features[1]]]);
  });

  it('tells the changed flags of an edited list by its edits, of a list read again by comparing every place', () => {
    const list = readFlagsAsList([feature('a', true, true), feature('b', true, true)]);
    const edited = updateFlagInList(list, 'b', turnOffIn('development'));
    expect(changedFlags(list, edited)).toEqual([[list.features[1], edited.features[1]]]);
    const readAgain = readFlagsAsList([list.features[0]!, feature('b', false, true)]);
    expect(changedFlags(list, readAgain)).toEqual([[list.features[1], readAgain.features[1]]]);
    expect(changedFlags(list, readFlagsAsList(list.features.slice(1)))).toBeUndefined();
  });
});

describe('sharing a list read again', () => {
  it('keeps the objects of the flags that did not change, and gives the previous list when nothing did', () => {
    const list = readFlagsAsList([feature('a', true, true), feature('b', true, true)]);
    const readAgain = readFlagsAsList([feature('a', true, true), feature('b', false, true)]);
    const shared = shareFlagList(list, readAgain);
    expect(shared).toMatchObject({ edits: [] });
    expect(shared).toHaveProperty(['features', 0], list.features[0]);
    expect(shared).toHaveProperty(['features', 1], readAgain.features[1]);
    expect(shareFlagList(list, readFlagsAsList([feature('a', true, true), feature('b', true, true)]))).toBe(list);
  });

  it('takes an edit as it is: it already keeps the objects it did not change', () => {
    const list = readFlagsAsList([feature('a', true, true), feature('b', true, true)]);
    const edited = updateFlagInList(list, 'b', turnOffIn('development'));
    expect(shareFlagList(list, edited)).toBe(edited);
  });
});
