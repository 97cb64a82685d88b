import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { playgroundSearch, readPlaygroundState, type PlaygroundState } from './playgroundUrl';

/** The playground's state as the address holds it, and a way to change it. */
export function usePlaygroundUrl() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readPlaygroundState(params), [params]);

  const update = useCallback(
    (next: Partial<PlaygroundState>, { push = false }: { push?: boolean } = {}) => {
      // A new evaluation is a step back-able to; typing in the search box is not.
      setParams(new URLSearchParams(playgroundSearch({ ...state, ...next })), { replace: !push });
    },
    [setParams, state],
  );

  return { state, update };
}

/** The contexts alone, as remembered among the recent ones. */
export function contextsSearch(contexts: PlaygroundState['contexts']): string {
  return playgroundSearch({ contexts, via: 'admin', environment: '', view: 'form', search: '', onlyDifferences: false, at: '' });
}
