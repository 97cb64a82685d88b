import { contextFromQuery, contextQueryString, contextToQuery, type PlaygroundContext } from './playgroundContext';

/**
 * The playground's address holds everything needed to reproduce what is on screen, never a token:
 * the first context as the very query string `/api/frontend` receives, each compared context as a
 * `compare` parameter holding its own query string, how it is evaluated, and the view options.
 */
export interface PlaygroundState {
  contexts: PlaygroundContext[];
  /** The admin playground (the signed-in user's rights, with reasons), or the frontend API with a frontend token. */
  via: Via;
  /** The environment the admin playground evaluates in; empty for the project's first. */
  environment: string;
  view: 'form' | 'raw';
  search: string;
  onlyDifferences: boolean;
  /** "Configuration at": a past moment (ISO) whose configuration the first context is also evaluated against; empty for none. */
  at: string;
}

export type Via = 'admin' | 'frontend';

export const maxContexts = 3;

const own = { compare: 'compare', via: 'via', environment: 'env', view: 'view', search: 'q', onlyDifferences: 'diff', at: 'configAt' } as const;
const ownNames: readonly string[] = Object.values(own);

export function readPlaygroundState(params: URLSearchParams): PlaygroundState {
  const first = contextFromQuery(params, ownNames);
  const compared = params
    .getAll(own.compare)
    .slice(0, maxContexts - 1)
    .map((query) => contextFromQuery(new URLSearchParams(query)));
  return {
    contexts: [first, ...compared],
    via: params.get(own.via) === 'frontend' ? 'frontend' : 'admin',
    environment: params.get(own.environment) ?? '',
    view: params.get(own.view) === 'raw' ? 'raw' : 'form',
    search: params.get(own.search) ?? '',
    onlyDifferences: params.get(own.onlyDifferences) === '1',
    at: params.get(own.at) ?? '',
  };
}

export function playgroundSearch({ contexts, via, environment, view, search, onlyDifferences, at }: PlaygroundState): string {
  const [first, ...compared] = contexts;
  const params = new URLSearchParams(first ? contextToQuery(first) : []);
  for (const context of compared.slice(0, maxContexts - 1)) params.append(own.compare, contextQueryString(context));
  if (via === 'frontend') params.set(own.via, 'frontend');
  else if (environment) params.set(own.environment, environment);
  if (view === 'raw') params.set(own.view, 'raw');
  if (search) params.set(own.search, search);
  if (onlyDifferences) params.set(own.onlyDifferences, '1');
  if (at) params.set(own.at, at);
  const query = params.toString();
  return query ? `?${query}` : '';
}
