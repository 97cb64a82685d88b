import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { parseFlagQuery, writeFlagQuery, type FlagQuery } from './flagQuery';

/**
 * The page's query, read from and written to the address. A write keeps the path the address has
 * when it happens: the search box writes a moment after typing pauses, and by then a flag may have
 * been opened (a child path), which a write relative to this page would close again.
 */
export function useFlagQueryParams(): [FlagQuery, (next: FlagQuery, options?: { replace?: boolean }) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const latest = useRef(location);
  latest.current = location;
  const query = useMemo(() => parseFlagQuery(new URLSearchParams(location.search)), [location.search]);
  const setQuery = useCallback(
    (next: FlagQuery, { replace = false }: { replace?: boolean } = {}) => {
      const { pathname, search, hash } = latest.current;
      const written = writeFlagQuery(next, new URLSearchParams(search)).toString();
      navigate({ pathname, search: written ? `?${written}` : '', hash }, { replace });
    },
    [navigate],
  );
  return [query, setQuery];
}
