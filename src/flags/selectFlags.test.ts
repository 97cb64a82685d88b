import { describe, expect, it } from 'vitest';
import type { Feature } from '../../contract';
import { defaultFlagQuery, type FlagQuery } from './flagQuery';
import { filterChoices, filterFlags, reuseSortedOrder, sameChoicesOf, selectFlags, sortFlags } from './selectFlags';

// Every flag was evaluated the day before `now`, unless a test says otherwise.
const now = Date.parse('2025-03-05T00:00:00Z');
const seen = '2025-03-04T00:00:00.000Z';
const flag = (name: string, fields: Partial<Feature> = {}, enabled: Record<string, boolean> = {}): Feature => ({
  name,
  environments: Object.entries(enabled).map(([environment, on]) => ({ name: environment, enabled: on, lastSeenAt: seen })),
  ...fields,
});

const flags: Feature[] = [
  flag('checkout-v2', { type: 'release', description: 'New checkout', createdAt: '2025-03-01T00:00:00Z', tags: [{ type: 'team', value: 'payments' }], lifecycle: { stage: 'live', enteredStageAt: '2025-03-02T00:00:00Z' } }, { development: true, production: true }),
  flag('dark-mode', { type: 'experiment', description: 'Night theme for the Checkout page', createdAt: '2025-01-01T00:00:00Z', stale: true }, { development: true, production: false }),
  flag('kill-search', { type: 'kill-switch', createdAt: '2025-02-01T00:00:00Z', tags: [{ type: 'team', value: 'search' }] }, { development: false, production: false }),
  flag('Banner', { type: 'release', createdAt: '2025-02-01T00:00:00Z' }, { staging: false }),
];

const names = (query: Partial<FlagQuery>, among = flags) => selectFlags(among, { ...defaultFlagQuery, ...query }, now).map((f) => f.name);

describe('selecting the flags to show', () => {
  it('shows every flag by name, ignoring case, when nothing is filtered', () => {
    expect(names({})).toEqual(['Banner', 'checkout-v2', 'dark-mode', 'kill-search']);
  });

  it('searches names and descriptions, ignoring case', () => {
    expect(names({ search: 'CHECKOUT' })).toEqual(['checkout-v2', 'dark-mode']);
  });

  it('filters by type, tag, lifecycle stage and staleness', () => {
    expect(names({ type: 'release' })).toEqual(['Banner', 'checkout-v2']);
    expect(names({ tag: 'team:search' })).toEqual(['kill-search']);
    expect(names({ stage: 'live' })).toEqual(['checkout-v2']);
    expect(names({ stale: 'marked' })).toEqual(['dark-mode']);
    expect(names({ stale: 'fresh' })).toEqual(['Banner', 'checkout-v2', 'kill-search']);
  });

  it('calls a flag stale that nothing evaluated for a week, unless it is younger than that', () => {
    const unused = [
      ...flags,
      flag('forgotten', { createdAt: '2025-01-01T00:00:00Z' }, { production: true }),
      flag('never-seen', { createdAt: '2025-01-01T00:00:00Z' }),
      flag('brand-new', { createdAt: '2025-03-03T00:00:00Z' }),
    ].map((feature) => (feature.name === 'forgotten' ? { ...feature, environments: [{ name: 'production', enabled: true, lastSeenAt: '2025-02-20T00:00:00.000Z' }] } : feature));
    expect(names({ stale: 'unused' }, unused)).toEqual(['forgotten', 'never-seen']);
    expect(names({ stale: 'any' }, unused)).toEqual(['dark-mode', 'forgotten', 'never-seen']);
    expect(names({ stale: 'fresh' }, unused)).toEqual(['Banner', 'brand-new', 'checkout-v2', 'kill-search']);
  });

  it('filters by being on, or off, in an environment; a flag without that environment is neither', () => {
    expect(names({ enabledIn: 'production' })).toEqual(['checkout-v2']);
    expect(names({ disabledIn: 'production' })).toEqual(['dark-mode', 'kill-search']);
  });

  it('combines filters: a flag must pass them all', () => {
    expect(names({ search: 'checkout', enabledIn: 'development', stale: 'fresh' })).toEqual(['checkout-v2']);
  });

  it('sorts by creation date, newest first when descending, ties by name', () => {
    expect(names({ sort: 'created', direction: 'desc' })).toEqual(['checkout-v2', 'Banner', 'kill-search', 'dark-mode']);
    expect(names({ sort: 'created' })).toEqual(['dark-mode', 'Banner', 'kill-search', 'checkout-v2']);
  });

  it('sorts by the day\'s exposures, a flag without any as none, ties by name', () => {
    const exposures = new Map([['kill-search', 50], ['dark-mode', 7]]);
    expect(sortFlags(flags, { sort: 'exposures', direction: 'desc' }, exposures).map((f) => f.name)).toEqual(['kill-search', 'dark-mode', 'Banner', 'checkout-v2']);
  });

  it('sorts by type, ties by name', () => {
    expect(names({ sort: 'type' })).toEqual(['dark-mode', 'kill-search', 'Banner', 'checkout-v2']);
  });

  it('gives the same rows when the list is already in the query order', () => {
    const query = { ...defaultFlagQuery, sort: 'created' as const, direction: 'desc' as const, search: 'e' };
    expect(filterFlags(sortFlags(flags, query), query, now)).toEqual(selectFlags(flags, query, now));
  });

  it('does not change the list it was given', () => {
    const before = flags.map((f) => f.name);
    selectFlags(flags, { ...defaultFlagQuery, sort: 'created' });
    expect(flags.map((f) => f.name)).toEqual(before);
  });

  it('offers as filter choices the types and tags the flags use', () => {
    expect(filterChoices(flags)).toEqual({ types: ['experiment', 'kill-switch', 'release'], tags: ['team:payments', 'team:search'] });
  });

  it('keeps the filter choices when a flag changed in other fields than its type and tags', () => {
    const checkout = flags[0]!;
    expect(sameChoicesOf(checkout, { ...checkout, environments: [], tags: checkout.tags?.map((tag) => ({ ...tag })) })).toBe(true);
    expect(sameChoicesOf(checkout, { ...checkout, tags: [{ type: 'team', value: 'growth' }] })).toBe(false);
    expect(sameChoicesOf(checkout, { ...checkout, type: 'operational' })).toBe(false);
  });
});

describe('reusing the last sort', () => {
  const byName = { sorted: sortFlags(flags, { sort: 'name', direction: 'asc' }) };
  const changedAt = (list: Feature[]) => list.flatMap((after, i) => (after === flags[i] ? [] : [[flags[i]!, after] as [Feature, Feature]]));

  it('keeps the order when only a switch changed, with the changed flag in its place', () => {
    const toggled = flags.map((f) => (f.name === 'dark-mode' ? { ...f, environments: [] } : f));
    const reused = reuseSortedOrder({ ...byName }, changedAt(toggled));
    expect(reused?.map((f) => f.name)).toEqual(['Banner', 'checkout-v2', 'dark-mode', 'kill-search']);
    expect(reused?.find((f) => f.name === 'dark-mode')).toBe(toggled.find((f) => f.name === 'dark-mode'));
    expect(reused).toEqual(sortFlags(toggled, { sort: 'name', direction: 'asc' }));
  });

  it('gives the same list back when nothing changed', () => {
    expect(reuseSortedOrder(byName, [])).toBe(byName.sorted);
  });

  it('sorts again when a field the sort reads changed', () => {
    const renamed = flags.map((f) => (f.name === 'Banner' ? { ...f, name: 'zebra' } : f));
    expect(reuseSortedOrder({ ...byName }, changedAt(renamed))).toBeUndefined();
    const older = flags.map((f) => (f.name === 'kill-search' ? { ...f, createdAt: '2020-01-01T00:00:00Z' } : f));
    expect(reuseSortedOrder({ ...byName }, changedAt(older))).toBeUndefined();
    const retyped = flags.map((f) => (f.name === 'kill-search' ? { ...f, type: 'release' } : f));
    expect(reuseSortedOrder({ ...byName }, changedAt(retyped))).toBeUndefined();
  });
});
