import { describe, expect, it } from 'vitest';
import { defaultFlagQuery, isFiltered, parseFlagQuery, withoutFilters, writeFlagQuery } from './flagQuery';

const parse = (search: string) => parseFlagQuery(new URLSearchParams(search));

describe('the flags page query in the URL', () => {
  it('is the default view when the address has no parameters', () => {
    expect(parse('')).toEqual(defaultFlagQuery);
  });

  it('reads search, filters and sort', () => {
    expect(parse('q=checkout&type=release&tag=team:payments&stage=live&stale=yes&enabled=production&disabled=development&sort=-created')).toEqual({
      search: 'checkout', type: 'release', tag: 'team:payments', stage: 'live', stale: 'any',
      enabledIn: 'production', disabledIn: 'development', sort: 'created', direction: 'desc',
    });
  });

  it('ignores values it does not understand instead of failing', () => {
    const query = parse('stage=someday&stale=maybe&sort=-colour&type=');
    expect(query.stage).toBeNull();
    expect(query.stale).toBeNull();
    expect(query.type).toBeNull();
    expect([query.sort, query.direction]).toEqual(['name', 'asc']);
  });

  it('reads "stale=no" as only flags that are not stale', () => {
    expect(parse('stale=no').stale).toBe('fresh');
    expect(parse('stale=unused').stale).toBe('unused');
    expect(parse('stale=marked').stale).toBe('marked');
  });

  it('writes back what it reads, and leaves defaults out of the address', () => {
    const search = 'q=checkout&type=release&tag=team%3Apayments&stage=live&stale=no&enabled=production&sort=type';
    expect(writeFlagQuery(parse(search)).toString()).toBe(search);
    expect(writeFlagQuery(defaultFlagQuery).toString()).toBe('');
  });

  it('keeps parameters it does not own', () => {
    const base = new URLSearchParams('other=1&q=old');
    expect(writeFlagQuery({ ...defaultFlagQuery, search: 'new' }, base).toString()).toBe('other=1&q=new');
  });

  it('counts search and filters as filtering, but not the sort', () => {
    expect(isFiltered(defaultFlagQuery)).toBe(false);
    expect(isFiltered({ ...defaultFlagQuery, sort: 'created', direction: 'desc' })).toBe(false);
    expect(isFiltered({ ...defaultFlagQuery, search: '  ' })).toBe(false);
    expect(isFiltered({ ...defaultFlagQuery, search: 'x' })).toBe(true);
    expect(isFiltered({ ...defaultFlagQuery, enabledIn: 'production' })).toBe(true);
  });

  it('resetting drops every filter and keeps the sort', () => {
    const query = parse('q=a&type=release&sort=-created');
    expect(withoutFilters(query)).toEqual({ ...defaultFlagQuery, sort: 'created', direction: 'desc' });
  });
});
