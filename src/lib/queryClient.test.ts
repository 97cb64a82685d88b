import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { createQueryClient } from './queryClient';

const unauthenticated = () => new ApiError({ kind: 'AuthenticationRequired', message: 'no', method: 'GET', path: '/x', status: 401 });

describe('a 401 from a query', () => {
  it('ends the session when the query used the sign-in token', async () => {
    const onAuthenticationRequired = vi.fn();
    const client = createQueryClient(onAuthenticationRequired);
    await client.fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(unauthenticated()) }).catch(() => undefined);
    expect(onAuthenticationRequired).toHaveBeenCalledOnce();
  });

  it('is left to the page when the query sent its own token', async () => {
    const onAuthenticationRequired = vi.fn();
    const client = createQueryClient(onAuthenticationRequired);
    await client
      .fetchQuery({ queryKey: ['b'], queryFn: () => Promise.reject(unauthenticated()), meta: { ownToken: true } })
      .catch(() => undefined);
    expect(onAuthenticationRequired).not.toHaveBeenCalled();
  });
});
