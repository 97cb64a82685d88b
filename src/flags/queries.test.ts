import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateFlagsOf, invalidateSetupOf } from '../lib/queryClient';
import { changeRequestEnvironmentsOptions, dependenciesExistOptions, flagListOptions, flagOptions } from './queries';

describe("a change made elsewhere to a project's flags (a change request applied)", () => {
  it("marks that project's flag reads stale, and no other project's", async () => {
    const client = new QueryClient();
    // An observer puts its query in the cache, with the query's options, without reading anything.
    const read = [
      new QueryObserver(client, flagListOptions('shop')).getCurrentQuery(),
      new QueryObserver(client, flagOptions('shop', 'checkout')).getCurrentQuery(),
      new QueryObserver(client, dependenciesExistOptions('shop')).getCurrentQuery(),
    ];
    const untouched = [
      new QueryObserver(client, flagListOptions('other')).getCurrentQuery(),
      new QueryObserver(client, changeRequestEnvironmentsOptions('shop')).getCurrentQuery(),
    ];

    await invalidateFlagsOf(client, 'shop');

    expect(read.map((query) => query.state.isInvalidated)).toEqual([true, true, true]);
    expect(untouched.map((query) => query.state.isInvalidated)).toEqual([false, false]);
  });
});

describe("a change to a project's set-up (its environments, its change request settings)", () => {
  it("marks that project's flag reads and change request settings stale, and no other project's", async () => {
    const client = new QueryClient();
    const read = [
      new QueryObserver(client, flagListOptions('shop')).getCurrentQuery(),
      new QueryObserver(client, changeRequestEnvironmentsOptions('shop')).getCurrentQuery(),
    ];
    const untouched = [new QueryObserver(client, changeRequestEnvironmentsOptions('other')).getCurrentQuery()];

    await invalidateSetupOf(client, 'shop');

    expect(read.map((query) => query.state.isInvalidated)).toEqual([true, true]);
    expect(untouched.map((query) => query.state.isInvalidated)).toEqual([false]);
  });
});
