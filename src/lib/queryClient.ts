import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The query sends its own token (the playground's frontend token): its 401 is not the sign-in's. */
      ownToken?: boolean;
      /** The project whose flags the query reads: see invalidateFlagsOf. */
      flagsOf?: string;
      /** The project whose set-up (environments, change request settings) the query reads: see invalidateSetupOf. */
      setupOf?: string;
    };
  }
}

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
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.ownToken) onError(error);
      },
    }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { staleTime: 15_000, retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

/**
 * Marks stale every query that reads a project's flags (those whose meta names the project in
 * `flagsOf`): a change made on another page, a change request applied, moves them without that
 * page knowing the Flags page's queries.
 */
export function invalidateFlagsOf(queryClient: QueryClient, projectId: string): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => query.meta?.flagsOf === projectId });
}

/**
 * Marks stale every query that reads a project's flags or its set-up: once its environments or
 * change request settings change, the Flags page's columns and questions read them anew. (A flag
 * changed elsewhere moves none of the set-up, so invalidateFlagsOf leaves it alone.)
 */
export function invalidateSetupOf(queryClient: QueryClient, projectId: string): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => query.meta?.flagsOf === projectId || query.meta?.setupOf === projectId });
}
