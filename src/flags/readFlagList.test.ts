import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Feature } from '../../contract';
import { projectListOptions } from '../projects';
import { failure, fakeService, ok, type FakeCall } from '../test/fakeService';
import { readFlagList, withLifecycles } from './readFlagList';

/** Each call as "METHOD /path?query", in order. */
const sent = (calls: readonly FakeCall[]) => calls.map((call) => `${call.method} ${call.path}${call.query.size > 0 ? `?${call.query}` : ''}`);

beforeEach(() => sessionStorage.setItem('flagdeck.token', '*:*.admin'));

const read = (projectId = 'default', client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) =>
  readFlagList(client, projectId, new AbortController().signal);

const initial = { stage: 'initial', enteredStageAt: '2026-11-22T04:07:09.932Z' } as const;
const completed = { stage: 'completed', enteredStageAt: '2026-11-22T04:08:25.802Z' } as const;
const projects = ok({ version: 1, projects: [{ id: 'default', name: 'Default' }] });
/** Unleash 8's project flag list: no lifecycle on any flag. */
const unleashList = (names: string[]) => ok({ version: 2, features: names.map((name) => ({ name, type: 'release', environments: [] })) });
const searchPage = (names: string[], total: number) => ok({ features: names.map((name) => ({ name, lifecycle: name === 'checkout-banner' ? { ...completed, status: 'kept' } : initial })), total });

describe('reading a project\'s flags', () => {
  it('on the embedded service, whose list has every flag\'s stage, reads nothing more', async () => {
    const { calls } = fakeService({
      'GET /api/admin/projects/default/features': ok({ features: [{ name: 'a', lifecycle: initial }, { name: 'b', lifecycle: completed }] }),
    });
    expect((await read()).map((flag) => flag.lifecycle?.stage)).toEqual(['initial', 'completed']);
    expect(sent(calls)).toEqual(['GET /api/admin/projects/default/features?shape=list']);
  });

  it('on Unleash, whose list has no stages, takes them from the feature search by name', async () => {
    const { calls } = fakeService({
      'GET /api/admin/projects/default/features': unleashList(['checkout-v2', 'checkout-banner', 'not-searched']),
      'GET /api/admin/search/features': searchPage(['checkout-banner', 'checkout-v2'], 2),
    });
    const flags = await read();
    expect(flags.map((flag) => [flag.name, flag.lifecycle?.stage])).toEqual([['checkout-v2', 'initial'], ['checkout-banner', 'completed'], ['not-searched', undefined]]);
    expect(sent(calls).slice(1)).toEqual(['GET /api/admin/search/features?project=IS%3Adefault&sortBy=name&sortOrder=asc&offset=0&limit=100']);
  });

  it('reads every page of the search: the first tells how many, the rest follow at once', async () => {
    const names = Array.from({ length: 230 }, (_, i) => `flag-${String(i).padStart(3, '0')}`);
    const { calls } = fakeService({
      'GET /api/admin/projects/default/features': unleashList(names),
      'GET /api/admin/search/features': ({ query }) => {
        const offset = Number(query.get('offset'));
        return searchPage(names.slice(offset, offset + Number(query.get('limit'))), names.length);
      },
    });
    const flags = await read();
    expect(flags.every((flag) => flag.lifecycle?.stage === 'initial')).toBe(true);
    expect(calls.slice(1).map((call) => call.query.get('offset'))).toEqual(['0', '100', '200']);
  });

  it('a search the service does not have (404) or refuses leaves the list as it came', async () => {
    for (const status of [404, 403, 500]) {
      fakeService({
        'GET /api/admin/projects/default/features': unleashList(['a']),
        'GET /api/admin/search/features': failure(status, 'Error', 'no'),
      });
      expect(await read()).toEqual([{ name: 'a', type: 'release', environments: [] }]);
    }
  });

  it('an empty list of a project the project list does not name is NotFound, as the embedded service answers', async () => {
    fakeService({
      'GET /api/admin/projects/nope/features': ok({ version: 2, features: [] }),
      'GET /api/admin/projects': projects,
    });
    await expect(read('nope')).rejects.toMatchObject({ kind: 'NotFound', message: 'There is no project "nope" on this service.' });
  });

  it('an empty list of a known project is just empty, and the project list in the cache is not read again', async () => {
    const { calls } = fakeService({ 'GET /api/admin/projects/default/features': ok({ features: [] }) });
    const client = new QueryClient();
    client.setQueryData(projectListOptions().queryKey, [{ id: 'default', name: 'Default' }]);
    expect(await read('default', client)).toEqual([]);
    expect(sent(calls)).toEqual(['GET /api/admin/projects/default/features?shape=list']);
  });

  it('when the project list cannot be read, an empty list stays an empty list', async () => {
    fakeService({
      'GET /api/admin/projects/elsewhere/features': ok({ features: [] }),
      'GET /api/admin/projects': failure(403, 'NoAccessError', 'no'),
    });
    expect(await read('elsewhere')).toEqual([]);
  });
});

describe('withLifecycles', () => {
  it('keeps the list itself when the search named no stage, and each unnamed flag itself', () => {
    const features: Feature[] = [{ name: 'a' }, { name: 'b' }];
    expect(withLifecycles(features, new Map())).toBe(features);
    const merged = withLifecycles(features, new Map([['b', completed]]));
    expect(merged[0]).toBe(features[0]);
    expect(merged[1]).toEqual({ name: 'b', lifecycle: completed });
  });
});
