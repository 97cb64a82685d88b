import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { evaluateFrontend, listApiTokens } from '../api/frontend';

/**
 * Evaluations are keyed by the query string (the context's normal form) and a fingerprint of the
 * token, so switching token never shows another token's answer, while the token itself stays out
 * of the key.
 */
export const playgroundKeys = {
  all: ['playground'] as const,
  evaluations: () => [...playgroundKeys.all, 'evaluation'] as const,
  evaluation: (tokenFingerprint: string, query: string) => [...playgroundKeys.evaluations(), tokenFingerprint, query] as const,
  apiTokens: () => [...playgroundKeys.all, 'api-tokens'] as const,
};

export const evaluationOptions = (query: string, token: string) =>
  queryOptions({
    queryKey: playgroundKeys.evaluation(fingerprint(token), query),
    queryFn: ({ signal }) => evaluateFrontend(new URLSearchParams(query), token, signal),
    enabled: token !== '',
    // Evaluating is the point of the page: each request asks the service again.
    staleTime: 0,
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
    // A 401 here is about the frontend token, not the sign-in: the page shows it by the form.
    meta: { ownToken: true },
  });

export const apiTokensOptions = () =>
  queryOptions({
    queryKey: playgroundKeys.apiTokens(),
    queryFn: ({ signal }) => listApiTokens(signal),
    staleTime: 60_000,
    retry: false,
  });

/** FNV-1a: enough to tell tokens apart in a cache key, and not the token. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
