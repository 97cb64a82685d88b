import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseFlagQuery, writeFlagQuery, type FlagQuery } from './flagQuery';

/** The page's query, read from and written to the address. */
export function useFlagQueryParams(): [FlagQuery, (next: FlagQuery, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseFlagQuery(params), [params]);
  const setQuery = useCallback(
    (next: FlagQuery, { replace = false }: { replace?: boolean } = {}) => {
      setParams((current) => writeFlagQuery(next, current), { replace });
    },
    [setParams],
  );
  return [query, setQuery];
}
