import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Feature } from '../../contract';
import { withEnvironmentEnabled } from './featureCache';
import { readFlagsAsList, updateFlagInList, type FlagList } from './flagList';
import { FlagListModel } from './flagListModel';
import { flagListOptions } from './queries';
import { compareFlags, filterChoices } from './selectFlags';

const flag = (name: string, fields: Partial<Feature> = {}): Feature => ({
  name,
  environments: [{ name: 'development', enabled: false }],
  ...fields,
});

const flags = readFlagsAsList([
  flag('checkout-v2', { type: 'release', createdAt: '2025-03-01T00:00:00Z', tags: [{ type: 'team', value: 'payments' }] }),
  flag('dark-mode', { type: 'experiment', createdAt: '2025-01-01T00:00:00Z' }),
  flag('kill-search', { type: 'kill-switch', createdAt: '2025-02-01T00:00:00Z', tags: [{ type: 'team', value: 'search' }] }),
  flag('Banner', { type: 'release', createdAt: '2025-02-01T00:00:00Z' }),
]);
const byName = { sort: 'name', direction: 'asc' } as const;
const turnOn = (name: string) => (list: FlagList) => updateFlagInList(list, name, (f) => withEnvironmentEnabled(f, 'development', true));
const model = () => new FlagListModel(new QueryClient(), 'default');

describe('the Flags page model: the sort', () => {
  it('answers as a fresh sort would, whatever it sorted last', () => {
    const page = model();
    const toggled = readFlagsAsList(flags.features.map((f) => ({ ...f, stale: !f.stale })));
    page.sorted(flags, { sort: 'created', direction: 'desc' });
    expect(page.sorted(toggled, { sort: 'created', direction: 'desc' })).toEqual([...toggled.features].sort(compareFlags('created', 'desc')));
    expect(page.sorted(toggled, { sort: 'type', direction: 'asc' })).toEqual([...toggled.features].sort(compareFlags('type', 'asc')));
  });

  it('follows toggles made in the cache from the flags they name, keeping every other flag where it was', () => {
    const page = model();
    const before = page.sorted(flags, byName);
    const twice = turnOn('Banner')(turnOn('kill-search')(flags));
    const after = page.sorted(twice, byName);
    expect(after).toEqual([...twice.features].sort(compareFlags('name', 'asc')));
    expect(after.find((f) => f.name === 'kill-search')).toBe(twice.features.find((f) => f.name === 'kill-search'));
    expect(after.find((f) => f.name === 'dark-mode')).toBe(before.find((f) => f.name === 'dark-mode'));
  });

  it('gives the same rows back for a list read again without a change, so nothing renders again', () => {
    const page = model();
    const before = page.sorted(flags, byName);
    expect(page.sorted(readFlagsAsList([...flags.features]), byName)).toBe(before);
  });

  it('keeps one page\'s sort to itself', () => {
    const one = model();
    const other = model();
    const sorted = one.sorted(flags, byName);
    other.sorted(readFlagsAsList(flags.features.slice(1)), byName);
    expect(one.sorted(readFlagsAsList([...flags.features]), byName)).toBe(sorted);
  });
});

describe('the Flags page model: the filter choices', () => {
  it('keeps the choices of a list whose flags changed in other fields, and follows a new tag or type', () => {
    const page = model();
    const before = page.choices(flags);
    expect(page.choices(turnOn('checkout-v2')(flags))).toBe(before);
    const tagged = updateFlagInList(flags, 'dark-mode', (f) => ({ ...f, tags: [{ type: 'team', value: 'growth' }] }));
    expect(page.choices(tagged).tags).toContain('team:growth');
    const retyped = updateFlagInList(tagged, 'dark-mode', (f) => ({ ...f, type: 'operational' }));
    expect(page.choices(retyped).types).toContain('operational');
    const fewer = readFlagsAsList(retyped.features.filter((f) => f.name !== 'kill-search'));
    expect(page.choices(fewer)).toEqual(filterChoices(fewer.features));
  });
});

describe('the Flags page model: the cached list and its pending edits', () => {
  it('hears an edit of the cached list in the same task, and names the flags edited since the rows were selected', () => {
    const queryClient = new QueryClient();
    const page = new FlagListModel(queryClient, 'default');
    const { queryKey } = flagListOptions('default');
    queryClient.setQueryData(queryKey, flags);
    let heard = 0;
    const stop = page.subscribe(() => heard++);
    queryClient.setQueryData(queryKey, (list) => list && turnOn('dark-mode')(list));
    stop();

    expect(heard).toBe(1);
    const live = page.getList();
    expect(live?.features.find((f) => f.name === 'dark-mode')?.environments?.[0]?.enabled).toBe(true);
    const edits = page.editsSince(flags, live);
    expect([...edits.keys()]).toEqual(['dark-mode']);
    expect(page.editsSince(flags, flags).size).toBe(0);
    // Another read: the rows follow with the page's next render.
    expect(page.editsSince(flags, readFlagsAsList([...flags.features])).size).toBe(0);
  });

  it('hears nothing of another project\'s list', () => {
    const queryClient = new QueryClient();
    const page = new FlagListModel(queryClient, 'default');
    let heard = 0;
    const stop = page.subscribe(() => heard++);
    queryClient.setQueryData(flagListOptions('other').queryKey, flags);
    stop();
    expect(heard).toBe(0);
  });
});
