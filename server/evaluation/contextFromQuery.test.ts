import { describe, expect, test } from 'vitest';
import { contextLimits } from './buildContext';
import { contextFromQuery, parseContextQuery } from './contextFromQuery';
import { InvalidContextError } from './invalidContextError';

const caller = '203.0.113.7';

describe('reading a context from the query string', () => {
  test('the fields Unleash knows by name are top-level fields', () => {
    const context = parseContextQuery({
      userId: 'u1', sessionId: 's1', remoteAddress: '10.0.0.1', environment: 'production', appName: 'shop',
    });
    expect(context).toEqual({
      userId: 'u1', sessionId: 's1', remoteAddress: '10.0.0.1', environment: 'production', appName: 'shop',
      properties: {},
    });
  });

  test('properties[name]=value is a property', () => {
    expect(parseContextQuery({ 'properties[plan]': 'pro' }).properties).toEqual({ plan: 'pro' });
  });

  test('any other parameter is a property too', () => {
    expect(parseContextQuery({ tenant: 'acme' }).properties).toEqual({ tenant: 'acme' });
  });

  test('an explicit property wins over a loose parameter of the same name, as in Unleash', () => {
    expect(parseContextQuery({ tenant: 'loose', 'properties[tenant]': 'explicit' }).properties)
      .toEqual({ tenant: 'explicit' });
  });

  test('a nested properties object from a qs-style parser is read the same way', () => {
    expect(parseContextQuery({ properties: { plan: 'pro', region: 'eu' } }).properties)
      .toEqual({ plan: 'pro', region: 'eu' });
  });

  test('an empty named field counts as absent, an empty property is kept', () => {
    const context = parseContextQuery({ userId: '', 'properties[plan]': '' });
    expect(context.userId).toBeUndefined();
    expect(context.properties).toEqual({ plan: '' });
  });

  test('currentTime is honoured as a date, with or without a time and an offset', () => {
    expect(parseContextQuery({ currentTime: '2030-01-31T09:00:00.000Z' }).currentTime)
      .toEqual(new Date(Date.UTC(2030, 0, 31, 9)));
    expect(parseContextQuery({ currentTime: '2030-01-31T10:00+01:00' }).currentTime)
      .toEqual(new Date(Date.UTC(2030, 0, 31, 9)));
    expect(parseContextQuery({ currentTime: '2030-01-31' }).currentTime).toEqual(new Date(Date.UTC(2030, 0, 31)));
  });

  test('a property named like an Object member stays a plain property', () => {
    const context = parseContextQuery({ 'properties[__proto__]': 'x', constructor: 'y' });
    expect(Object.getOwnPropertyNames(context.properties).sort()).toEqual(['__proto__', 'constructor']);
    expect(Object.getPrototypeOf(context.properties)).toBe(Object.prototype);
  });
});

describe('the defaults the frontend API adds, as Unleash adds them', () => {
  test('a missing appName is "frontend-api" and a missing environment "default"', () => {
    const context = contextFromQuery({}, caller);
    expect(context.appName).toBe('frontend-api');
    expect(context.environment).toBe('default');
  });

  test('a missing remoteAddress is the caller\'s address', () => {
    expect(contextFromQuery({}, caller).remoteAddress).toBe(caller);
  });

  test('a missing sessionId is a fresh random one for every request', () => {
    const first = contextFromQuery({}, caller).sessionId;
    expect(first).toMatch(/^[0-9a-f]{36}$/);
    expect(contextFromQuery({}, caller).sessionId).not.toBe(first);
  });

  test('given values are kept', () => {
    const given = { appName: 'shop', environment: 'production', remoteAddress: '10.0.0.1', sessionId: 's1' };
    expect(contextFromQuery(given, caller)).toMatchObject(given);
  });
});

describe('bad input is refused with a message for a 400', () => {
  const refusal = (query: unknown) => {
    try {
      parseContextQuery(query);
    } catch (error) {
      if (error instanceof InvalidContextError) return error;
      throw error;
    }
    throw new Error('the query was accepted');
  };

  test('a repeated parameter', () => {
    const error = refusal({ userId: ['a', 'b'] });
    expect(error.message).toBe('parameter "userId" is repeated; give each context field once');
    expect(error.parameter).toBe('userId');
  });

  test('a repeated property', () => {
    expect(refusal({ 'properties[plan]': ['a', 'b'] }).message).toContain('"properties[plan]" is repeated');
  });

  test('an unparsable currentTime', () => {
    expect(refusal({ currentTime: 'next monday' }).message).toMatch(/^currentTime "next monday" is not an ISO 8601 date/);
    expect(refusal({ currentTime: '2030-13-45' }).parameter).toBe('currentTime');
    expect(refusal({ currentTime: '2030-02-31' }).parameter).toBe('currentTime');
    expect(parseContextQuery({ currentTime: '2028-02-29' }).currentTime).toEqual(new Date(Date.UTC(2028, 1, 29)));
  });

  test('a value over the length limit', () => {
    const limit = contextLimits.maxValueLength;
    expect(parseContextQuery({ userId: 'x'.repeat(limit) }).userId).toHaveLength(limit);
    const error = refusal({ userId: 'x'.repeat(limit + 1) });
    expect(error.message).toBe(`context field "userId" is ${limit + 1} characters long, at most ${limit} are accepted`);
    expect(refusal({ 'properties[plan]': 'x'.repeat(limit + 1) }).parameter).toBe('properties[plan]');
  });

  test('a parameter name over the length limit', () => {
    expect(refusal({ ['n'.repeat(contextLimits.maxNameLength + 1)]: 'v' }).message).toMatch(/^context field name "n+…" is/);
  });

  test('too many parameters', () => {
    const fields = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`p${i}`, 'v']));
    expect(Object.keys(parseContextQuery(fields(contextLimits.maxFields)).properties ?? {})).toHaveLength(contextLimits.maxFields);
    expect(refusal(fields(contextLimits.maxFields + 1)).message)
      .toBe(`too many context fields: ${contextLimits.maxFields + 1}, at most ${contextLimits.maxFields} are accepted`);
  });

  test('a property without a name', () => {
    expect(refusal({ 'properties[]': 'v' }).message).toBe('a property needs a name: properties[name]=value');
  });

  test('properties given as a plain value', () => {
    expect(refusal({ properties: 'plan' }).message).toBe('properties must be given as properties[name]=value');
  });
});
