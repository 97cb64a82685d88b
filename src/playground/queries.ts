import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdvancedPlaygroundRequest } from '../../contract';
import { getFeature } from '../api/features';
import { evaluateFrontend, listApiTokens } from '../api/frontend';
import { evaluateAdmin, evaluateAt } from '../api/playground';
import { searchEvents } from '../api/events';
import { isApiError } from '../api';
import { eventSearchPageMax } from '../../contract/events';
import type { PlaygroundAtRequest, PlaygroundAtResponse } from '../../contract/timeTravel';
import { adminAnswer, frontendAnswer } from './answers';
import { changedSince, type ChangedSince } from './changedSince';

/**
 * Evaluations are keyed by the query string (the context's normal form) and a fingerprint of the
 * token, so switching token never shows another token's answer, while the token itself stays out
 * of the key.
 */
export const playgroundKeys = {
  all: ['playground'] as const,
  evaluations: () => [...playgroundKeys.all, 'evaluation'] as const,
  evaluation: (tokenFingerprint: string, query: string) => [...playgroundKeys.evaluations(), tokenFingerprint, query] as const,
  adminEvaluation: (request: AdvancedPlaygroundRequest) => [...playgroundKeys.evaluations(), 'admin', request] as const,
  apiTokens: () => [...playgroundKeys.all, 'api-tokens'] as const,
  dependencies: (projectId: string, featureName: string) => [...playgroundKeys.all, 'dependencies', projectId, featureName] as const,
};

export const evaluationOptions = (query: string, token: string) =>
  queryOptions({
    queryKey: playgroundKeys.evaluation(fingerprint(token), query),
    queryFn: async ({ signal }) => frontendAnswer(await evaluateFrontend(new URLSearchParams(query), token, signal)),
    enabled: token !== '',
    // Evaluating is the point of the page: each request asks the service again.
    staleTime: 0,
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
    // A 401 here is about the frontend token, not the sign-in: the page shows it by the form.
    meta: { ownToken: true },
  });

/** The admin playground, with the signed-in user's token; a 401 here is the sign-in's, as anywhere else. */
export const adminEvaluationOptions = (request: AdvancedPlaygroundRequest) =>
  queryOptions({
    queryKey: playgroundKeys.adminEvaluation(request),
    queryFn: async ({ signal }) => adminAnswer(await evaluateAdmin(request, signal), request.environments[0] ?? ''),
    enabled: request.environments.every((environment) => environment !== ''),
    staleTime: 0,
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
  });

/** A flag's parents, to say which one a context does not satisfy (the admin playground only says that one does not). */
export const flagDependenciesOptions = (projectId: string, featureName: string) =>
  queryOptions({
    queryKey: playgroundKeys.dependencies(projectId, featureName),
    queryFn: async ({ signal }) => (await getFeature(projectId, featureName, signal)).dependencies ?? [],
    staleTime: 60_000,
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

/** What the event search says changed since the moment; `complete` is false where it holds more than one page. */
export type ChangedSinceRead = ChangedSince & { complete: boolean };

export type TimeTravelData = { available: true; answer: PlaygroundAtResponse } | { available: false; changed: ChangedSinceRead | undefined };

/** The newest page of the search from the moment's day on, for a service that cannot rebuild (undefined where it cannot search either). */
async function readChangedSince({ at, environment, projects }: PlaygroundAtRequest, signal: AbortSignal): Promise<ChangedSinceRead | undefined> {
  const query: [string, string][] = [['from', `IS:${at.slice(0, 10)}`], ['offset', '0'], ['limit', String(eventSearchPageMax)]];
  if (Array.isArray(projects)) query.push(['project', `IS_ANY_OF:${projects.join(',')}`]);
  try {
    const { events, total } = await searchEvents(query, signal);
    return { ...changedSince(events, at, environment), complete: total <= events.length };
  } catch (error) {
    if (signal.aborted) throw error;
    return undefined;
  }
}

/**
 * The first context against the configuration of a past moment. A service without time travel
 * (404: Unleash) is a state, not an error: its event search names the flags changed since instead.
 */
export const timeTravelOptions = (request: PlaygroundAtRequest) =>
  queryOptions({
    queryKey: [...playgroundKeys.all, 'at', request] as const,
    queryFn: async ({ signal }): Promise<TimeTravelData> => {
      try {
        return { available: true, answer: await evaluateAt(request, signal) };
      } catch (error) {
        if (isApiError(error, 'NotFound')) return { available: false, changed: await readChangedSince(request, signal) };
        throw error;
      }
    },
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
