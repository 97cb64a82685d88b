import { describe, expect, it } from 'vitest';
import { errorFromResponse } from '../api/errors';
import { describeError } from './describeError';

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
