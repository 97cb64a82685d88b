import { describe, expect, it, vi } from 'vitest';
import { signOutOfBrowser } from '../api/tokenStore';
import { describeFlatContext, maxRecent, readRecent, recentContexts, recentContextsStore, rememberRecent, withRecent } from './recentContexts';

const entry = (search: string, at: string, contexts: Array<Record<string, string>> = []) => ({ search, at, contexts });

describe('recent contexts', () => {
  it('puts the newest first and keeps each context once', () => {
    const entries = withRecent([entry('?userId=a', '1'), entry('?userId=b', '2')], entry('?userId=b', '3'));
    expect(entries).toEqual([entry('?userId=b', '3'), entry('?userId=a', '1')]);
  });

  it(`keeps at most ${maxRecent}`, () => {
    let entries: ReturnType<typeof withRecent> = [];
    for (let i = 0; i < maxRecent + 3; i++) entries = withRecent(entries, entry(`?userId=${i}`, String(i)));
    expect(entries).toHaveLength(maxRecent);
    expect(entries[0]?.search).toBe(`?userId=${maxRecent + 2}`);
  });

  it('survives in localStorage and ignores what it did not write', () => {
    rememberRecent('?userId=alice', [{ userId: 'alice' }], new Date('2030-01-01T00:00:00Z'));
    expect(readRecent()).toEqual([entry('?userId=alice', '2030-01-01T00:00:00.000Z', [{ userId: 'alice' }])]);
    localStorage.setItem('flagdeck.playground.recent', '{"not": "a list"}');
    expect(readRecent()).toEqual([]);
    localStorage.setItem('flagdeck.playground.recent', 'not json');
    expect(readRecent()).toEqual([]);
  });

  it('reads an entry kept before entries held their contexts, and contexts that are not text as none', () => {
    localStorage.setItem('flagdeck.playground.recent', JSON.stringify([
      { search: '?userId=old', at: '1' },
      { search: '?userId=bad', at: '2', contexts: [{ userId: 1 }, ['x'], { userId: 'good' }] },
    ]));
    expect(readRecent()).toEqual([entry('?userId=old', '1'), entry('?userId=bad', '2', [{ userId: 'good' }])]);
  });

  it('offers other pages every context that names something, newest first, each once', () => {
    const entries = [
      entry('?userId=bob&compare=userId%3Dalice', '2', [{ userId: 'bob' }, { userId: 'alice', plan: 'pro' }]),
      entry('?plan=pro&userId=alice', '1', [{ plan: 'pro', userId: 'alice' }, {}]),
    ];
    expect(recentContexts(entries)).toEqual([{ userId: 'bob' }, { userId: 'alice', plan: 'pro' }]);
    expect(describeFlatContext({ userId: 'alice', plan: 'pro' })).toBe('userId=alice · plan=pro');
  });

  it('are forgotten when the user signs out: the user ids and emails in them are not left on the device', () => {
    rememberRecent('?userId=alice&properties%5Bemail%5D=alice%40example.com', [{ userId: 'alice', email: 'alice@example.com' }]);
    signOutOfBrowser();
    expect(readRecent()).toEqual([]);
    expect(localStorage.length).toBe(0);
  });

  it('as a page holds them, tell the page of each change and write it through to storage', () => {
    rememberRecent('?userId=alice', [{ userId: 'alice' }]);
    const store = recentContextsStore();
    const notify = vi.fn();
    store.subscribe(notify);
    expect(store.entries().map((each) => each.search)).toEqual(['?userId=alice']);

    store.remember('?userId=bob', [{ userId: 'bob' }]);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(store.entries().map((each) => each.search)).toEqual(['?userId=bob', '?userId=alice']);
    expect(readRecent()).toEqual(store.entries());

    store.forget();
    expect(notify).toHaveBeenCalledTimes(2);
    expect(store.entries()).toEqual([]);
    expect(readRecent()).toEqual([]);
  });
});
