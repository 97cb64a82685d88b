import { describe, expect, test } from 'vitest';
import { contextLimits } from './buildContext';
import { contextFromBody, parseContextBody } from './contextFromBody';
import { InvalidContextError } from './invalidContextError';

describe('reading a context from a POST body', () => {
  test('named fields, properties and loose fields, as in a query string', () => {
    expect(parseContextBody({ context: { userId: 'u1', tenant: 'acme', properties: { plan: 'pro' } } }))
      .toEqual({ userId: 'u1', properties: { tenant: 'acme', plan: 'pro' } });
  });

  test('numbers and booleans are read as the strings an SDK compares, null as absent', () => {
    expect(parseContextBody({ context: { seats: 12, beta: true, userId: null, properties: { x: null } } }))
      .toEqual({ properties: { seats: '12', beta: 'true' } });
  });

  test('currentTime is honoured', () => {
    expect(parseContextBody({ context: { currentTime: '2030-01-31' } }).currentTime).toEqual(new Date(Date.UTC(2030, 0, 31)));
  });

  test('no body or no context gives the frontend API\'s defaults only', () => {
    for (const body of [undefined, {}, { context: null }]) {
      expect(contextFromBody(body, '203.0.113.7')).toMatchObject({
        appName: 'frontend-api', environment: 'default', remoteAddress: '203.0.113.7', properties: {},
      });
    }
  });
});

describe('a body that is not a context is refused', () => {
  const message = (body: unknown) => {
    try {
      parseContextBody(body);
    } catch (error) {
      if (error instanceof InvalidContextError) return error.message;
      throw error;
    }
    throw new Error('the body was accepted');
  };

  test('a context that is not an object', () => {
    expect(message({ context: 'u1' })).toBe('context must be a JSON object');
    expect(message([1])).toBe('the request body must be a JSON object');
  });

  test('a field that is an object or a list', () => {
    expect(message({ context: { userId: { id: 1 } } })).toBe('context.userId must be a string, number or boolean');
    expect(message({ context: { properties: { tags: ['a'] } } })).toBe('context.properties.tags must be a string, number or boolean');
  });

  test('properties that are not an object', () => {
    expect(message({ context: { properties: 'plan' } })).toBe('context.properties must be a JSON object');
  });

  test('the same limits as the query string', () => {
    expect(message({ context: { userId: 'x'.repeat(contextLimits.maxValueLength + 1) } })).toMatch(/^context field "userId" is/);
    expect(message({ context: { currentTime: 'soon' } })).toMatch(/^currentTime "soon" is not an ISO 8601 date/);
  });
});
