import { describe, expect, it } from 'vitest';
import { contextFromQuery, contextQueryString, contextToQuery, describeContext, emptyContext, normaliseContext, sameContext } from './playgroundContext';

const context = (fields: Partial<ReturnType<typeof emptyContext>>) => ({ ...emptyContext(), ...fields });

describe('the query string sent to /api/frontend', () => {
  it('names each filled field once, in a fixed order, then the properties by name', () => {
    const query = contextToQuery(
      context({ appName: 'web', userId: 'alice', properties: [{ name: 'tenant', value: 'acme' }, { name: 'plan', value: 'pro' }] }),
    );
    expect(query).toEqual([
      ['userId', 'alice'],
      ['appName', 'web'],
      ['properties[plan]', 'pro'],
      ['properties[tenant]', 'acme'],
    ]);
  });

  it('leaves out empty fields, as the service ignores them', () => {
    expect(contextQueryString(context({ userId: '', sessionId: 's1' }))).toBe('sessionId=s1');
  });

  it('encodes what would change the meaning of the query', () => {
    expect(contextQueryString(context({ userId: 'a&b=c', properties: [{ name: 'x y', value: '1+1' }] }))).toBe(
      'userId=a%26b%3Dc&properties%5Bx+y%5D=1%2B1',
    );
  });

  it('keeps a property with an empty value: it is still a property', () => {
    expect(contextToQuery(context({ properties: [{ name: 'beta', value: '' }] }))).toEqual([['properties[beta]', '']]);
  });
});

describe('normalising a context', () => {
  it('drops blank property rows and keeps the last value of a repeated name', () => {
    const normal = normaliseContext(
      context({ properties: [{ name: 'plan', value: 'free' }, { name: '', value: '' }, { name: 'plan', value: 'pro' }] }),
    );
    expect(normal.properties).toEqual([{ name: 'plan', value: 'pro' }]);
  });

  it('makes contexts that send the same query the same', () => {
    const a = context({ userId: 'alice', properties: [{ name: 'b', value: '2' }, { name: 'a', value: '1' }] });
    const b = context({ userId: 'alice', properties: [{ name: 'a', value: '1' }, { name: '', value: '' }, { name: 'b', value: '2' }] });
    expect(sameContext(a, b)).toBe(true);
    expect(sameContext(a, context({ userId: 'bob' }))).toBe(false);
  });
});

describe('reading a context from query parameters', () => {
  it('reads named fields, bracketed properties and loose parameters as properties', () => {
    const read = contextFromQuery(new URLSearchParams('userId=alice&properties%5Bplan%5D=pro&tenant=acme'));
    expect(read.userId).toBe('alice');
    expect(read.properties).toEqual([
      { name: 'plan', value: 'pro' },
      { name: 'tenant', value: 'acme' },
    ]);
  });

  it('skips the names it is told to ignore', () => {
    expect(contextFromQuery(new URLSearchParams('q=x&userId=a'), ['q']).properties).toEqual([]);
  });

  it('round-trips through its own query string', () => {
    const original = context({
      userId: 'ålice & co',
      currentTime: '2030-01-31T09:00:00.000Z',
      properties: [{ name: 'a[b]', value: '=' }, { name: 'plan', value: 'pro' }],
    });
    expect(contextFromQuery(new URLSearchParams(contextQueryString(original)))).toEqual(normaliseContext(original));
  });
});

describe('describing a context', () => {
  it('lists the filled fields and properties by name', () => {
    expect(describeContext(context({ userId: 'alice', properties: [{ name: 'plan', value: 'pro' }] }))).toBe('userId=alice · plan=pro');
    expect(describeContext(emptyContext())).toBe('empty context');
  });
});
