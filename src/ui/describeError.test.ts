import { describe, expect, it } from 'vitest';
import { errorFromResponse, retryAfterSeconds } from '../api/errors';
import { describeError, retryWhen } from './describeError';

const missing = errorFromResponse('POST', '/api/admin/projects', 404, JSON.stringify({ id: 'x', name: 'NotFoundError', message: 'Could not find the route' }));

describe('describeError', () => {
  it('says a 404 is a missing thing in the words the page gives', () => {
    expect(describeError(missing, { notFound: 'This flag no longer exists.' })).toEqual({ title: 'Not found', message: 'This flag no longer exists.', retryable: false });
  });

  it('says a 404 on an operation the service lacks is not available, not missing', () => {
    expect(describeError(missing, { unavailable: 'Unleash open source has only the default project.' })).toEqual({
      title: 'Not available',
      message: 'Unleash open source has only the default project.',
      retryable: false,
    });
  });

  it('keeps other failures as they are where a 404 would be not available', () => {
    const refused = errorFromResponse('POST', '/api/admin/projects', 400, JSON.stringify({ id: 'x', name: 'BadDataError', message: 'name is required' }));
    expect(describeError(refused, { unavailable: 'never said' })).toEqual({ title: 'Refused', message: 'name is required', retryable: false });
  });
});

describe('an answer with a message alone', () => {
  it('says Unleash\'s own words where its body is only {message} (its maintenance mode\'s 503), and the status otherwise', () => {
    const maintenance = errorFromResponse('POST', '/api/admin/projects/default/features/x/environments/development/on', 503, JSON.stringify({ message: 'Unleash is currently in maintenance mode.' }));
    expect(maintenance.kind).toBe('Server');
    expect(maintenance.message).toBe('Unleash is currently in maintenance mode.');
    expect(errorFromResponse('POST', '/x', 503, '<html>busy</html>').message).toBe('The service failed to answer this request. (HTTP 503)');
  });
});

describe('a request the service limits (429)', () => {
  it('says when to retry, from the Retry-After header where the service sent one', () => {
    const limited = errorFromResponse('GET', '/api/admin/search/features', 429, 'Too many requests, please try again later.', '42');
    expect(limited.retryAfterSeconds).toBe(42);
    expect(describeError(limited)).toEqual({ title: 'Slow down', message: 'The service is limiting requests. Retry in 42 seconds.', retryable: true });
    expect(describeError(errorFromResponse('GET', '/x', 429, '')).message).toBe('The service is limiting requests. Wait a moment, then retry.');
  });

  it('reads Retry-After as seconds or as a date, and anything else as not said', () => {
    const now = Date.parse('2026-11-27T19:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Fri, 27 Nov 2026 19:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds('Fri, 27 Nov 2026 18:59:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });

  it('words the wait in seconds, then minutes', () => {
    expect([0, 1, 89, 90, 600].map(retryWhen)).toEqual(['Retry now.', 'Retry in 1 second.', 'Retry in 89 seconds.', 'Retry in 2 minutes.', 'Retry in 10 minutes.']);
  });
});
