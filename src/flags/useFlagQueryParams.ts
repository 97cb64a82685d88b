import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { parseFlagQuery, writeFlagQuery, type FlagQuery } from './flagQuery';

export type SetFlagQuery = (next: FlagQuery, options?: { replace?: boolean }) => void;

/**
 * The page's query, read from and written to the address. A write names no path, so the router
 * keeps the one the address has when the write happens: the search box writes a moment after
 * typing pauses, and by then a flag may have been opened (a child path), which a write naming
 * this page's path would close again.
 */
export function useFlagQueryParams(): [FlagQuery, SetFlagQuery] {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => parseFlagQuery(new URLSearchParams(search)), [search]);
  const setQuery = useCallback<SetFlagQuery>(
    (next, { replace = false } = {}) => {
      const written = writeFlagQuery(next, new URLSearchParams(search)).toString();
      navigate({ search: written ? `?${written}` : '', hash }, { replace });
    },
    [navigate, search, hash],
  );
  return [query, setQuery];
}
