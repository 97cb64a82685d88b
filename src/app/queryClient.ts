import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api';

/** Only failures that may pass on their own are retried: never a 4xx or a broken contract. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return false;
  const transient = error.kind === 'Network' || error.kind === 'Timeout' || error.kind === 'Server';
  return transient && failureCount < 2;
}

export function createQueryClient(onAuthenticationRequired: () => void): QueryClient {
  const onError = (error: unknown) => {
    if (isApiError(error, 'AuthenticationRequired')) onAuthenticationRequired();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { staleTime: 15_000, retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
