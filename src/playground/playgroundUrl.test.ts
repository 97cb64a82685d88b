import { describe, expect, it } from 'vitest';
import { emptyContext } from './playgroundContext';
import { playgroundSearch, readPlaygroundState, type PlaygroundState } from './playgroundUrl';

const state = (overrides: Partial<PlaygroundState>): PlaygroundState => ({
  contexts: [emptyContext()],
  via: 'admin',
  environment: '',
  view: 'form',
  search: '',
  onlyDifferences: false,
  at: '',
  ...overrides,
});

describe('the playground address', () => {
  it('holds the first context as the query string sent to the service', () => {
    const search = playgroundSearch(state({ contexts: [{ ...emptyContext(), userId: 'alice', properties: [{ name: 'plan', value: 'pro' }] }] }));
    expect(search).toBe('?userId=alice&properties%5Bplan%5D=pro');
  });

  it('holds compared contexts, the view and the filters, and reads them back', () => {
    const written = state({
      contexts: [
        { ...emptyContext(), userId: 'alice' },
        { ...emptyContext(), userId: 'bob', properties: [{ name: 'compare', value: 'x' }] },
        { ...emptyContext(), userId: 'carol' },
      ],
      view: 'raw',
      search: 'checkout',
      onlyDifferences: true,
      at: '',
    });
    expect(readPlaygroundState(new URLSearchParams(playgroundSearch(written)))).toEqual(written);
  });

  it('holds how the contexts are evaluated: the admin playground\'s environment, or the frontend API', () => {
    const admin = state({ contexts: [{ ...emptyContext(), userId: 'bob' }], environment: 'production' });
    expect(playgroundSearch(admin)).toBe('?userId=bob&env=production');
    expect(readPlaygroundState(new URLSearchParams(playgroundSearch(admin)))).toEqual(admin);
    const frontend = state({ contexts: [{ ...emptyContext(), userId: 'bob' }], via: 'frontend' });
    expect(playgroundSearch(frontend)).toBe('?userId=bob&via=frontend');
    expect(readPlaygroundState(new URLSearchParams('userId=bob&via=frontend')).via).toBe('frontend');
    expect(readPlaygroundState(new URLSearchParams('userId=bob')).via).toBe('admin');
  });

  it('is empty for an empty context', () => {
    expect(playgroundSearch(state({}))).toBe('');
  });

  it('reads at most three contexts', () => {
    const read = readPlaygroundState(new URLSearchParams('userId=a&compare=userId%3Db&compare=userId%3Dc&compare=userId%3Dd'));
    expect(read.contexts.map((context) => context.userId)).toEqual(['a', 'b', 'c']);
  });

  it('never takes its own parameters for context properties', () => {
    const read = readPlaygroundState(new URLSearchParams('view=raw&q=x&diff=1&via=frontend&env=production&tenant=acme'));
    expect(read.contexts[0]?.properties).toEqual([{ name: 'tenant', value: 'acme' }]);
  });
});
