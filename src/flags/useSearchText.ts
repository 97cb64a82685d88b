import { useCallback, useEffect, useState } from 'react';
import type { FlagQuery } from './flagQuery';
import type { SetFlagQuery } from './useFlagQueryParams';

/** How long typing pauses before the address takes the search box's text. */
export const searchWriteDelayMs = 300;

/**
 * The search box's text, ahead of the address. Typing shows at once (the 10,000-row filter follows
 * as the page's deferred render); the address takes the text once typing pauses, since writing it
 * is a router navigation that re-renders the whole page, 20-40 ms a key on 10,000 flags.
 *
 * When the address's search changes (the write arriving, or a navigation from elsewhere: back, a
 * link) the box takes it and drops what was still to write. That is adjusted during render, as
 * React advises for state that follows a prop, so no frame shows the old text. A write of the
 * page's own (a filter, the sort, a reset, a flag's link) calls `written` with the text it gives
 * the address, so no later write of the box's lands on top of it.
 */
export function useSearchText(query: FlagQuery, setQuery: SetFlagQuery) {
  const [box, setBox] = useState({ text: query.search, seen: query.search, unwritten: false });
  if (box.seen !== query.search) setBox({ text: query.search, seen: query.search, unwritten: false });

  useEffect(() => {
    if (!box.unwritten) return;
    const write = setTimeout(() => setQuery({ ...query, search: box.text }, { replace: true }), searchWriteDelayMs);
    return () => clearTimeout(write);
  }, [box, query, setQuery]);

  const type = useCallback((text: string) => setBox({ text, seen: query.search, unwritten: true }), [query.search]);
  const written = useCallback((text: string) => setBox((current) => ({ ...current, text, unwritten: false })), []);
  return { text: box.text, type, written };
}
