import { describe, expect, it, vi } from 'vitest';
import { signOutOfBrowser } from '../api/tokenStore';
import { maxRecent, readRecent, recentContextsStore, rememberRecent, withRecent } from './recentContexts';

describe('recent contexts', () => {
  it('puts the newest first and keeps each context once', () => {
    const entries = withRecent([{ search: '?userId=a', at: '1' }, { search: '?userId=b', at: '2' }], { search: '?userId=b', at: '3' });
    expect(entries).toEqual([{ search: '?userId=b', at: '3' }, { search: '?userId=a', at: '1' }]);
  });

  it(`keeps at most ${maxRecent}`, () => {
    let entries: ReturnType<typeof withRecent> = [];
    for (let i = 0; i < maxRecent + 3; i++) entries = withRecent(entries, { search: `?userId=${i}`, at: String(i) });
    expect(entries).toHaveLength(maxRecent);
    expect(entries[0]?.search).toBe(`?userId=${maxRecent + 2}`);
  });

  it('survives in localStorage and ignores what it did not write', () => {
    rememberRecent('?userId=alice', new Date('2030-01-01T00:00:00Z'));
    expect(readRecent()).toEqual([{ search: '?userId=alice', at: '2030-01-01T00:00:00.000Z' }]);
    localStorage.setItem('flagdeck.playground.recent', '{"not": "a list"}');
    expect(readRecent()).toEqual([]);
    localStorage.setItem('flagdeck.playground.recent', 'not json');
    expect(readRecent()).toEqual([]);
  });

  it('are forgotten when the user signs out: the user ids and emails in them are not left on the device', () => {
    rememberRecent('?userId=alice&properties%5Bemail%5D=alice%40example.com');
    signOutOfBrowser();
    expect(readRecent()).toEqual([]);
    expect(localStorage.length).toBe(0);
  });

  it('as a page holds them, tell the page of each change and write it through to storage', () => {
    rememberRecent('?userId=alice');
    const store = recentContextsStore();
    const notify = vi.fn();
    store.subscribe(notify);
    expect(store.entries().map((entry) => entry.search)).toEqual(['?userId=alice']);

    store.remember('?userId=bob');
    expect(notify).toHaveBeenCalledTimes(1);
    expect(store.entries().map((entry) => entry.search)).toEqual(['?userId=bob', '?userId=alice']);
    expect(readRecent()).toEqual(store.entries());

    store.forget();
    expect(notify).toHaveBeenCalledTimes(2);
    expect(store.entries()).toEqual([]);
    expect(readRecent()).toEqual([]);
  });
});
