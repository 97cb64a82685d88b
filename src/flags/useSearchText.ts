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
 * When the address's search changes to the text the box last sent, that is the box's own write
 * landing: what was typed since stays, and is written in turn. Any other change (a navigation
 * from elsewhere: back, a link) replaces the box's text and drops what was still to write. Both
 * are adjusted during render, as React advises for state that follows a prop, so no frame shows
 * the old text. A write of the page's own (a filter, the sort, a reset, a flag's link) calls
 * `written` with the text it gives the address, so no later write of the box's lands on top of it.
 */
export function useSearchText(query: FlagQuery, setQuery: SetFlagQuery) {
  const [box, setBox] = useState<SearchBox>({ text: query.search, seen: query.search, unwritten: false, sent: null });
  if (box.seen !== query.search) {
    setBox(query.search === box.sent
      ? { ...box, seen: query.search, sent: null }
      : { text: query.search, seen: query.search, unwritten: false, sent: null });
  }

  useEffect(() => {
    if (!box.unwritten) return;
    const text = box.text;
    const write = setTimeout(() => {
      setBox((current) => ({ ...current, unwritten: current.text !== text, sent: text }));
      setQuery({ ...query, search: text }, { replace: true });
    }, searchWriteDelayMs);
    return () => clearTimeout(write);
  }, [box, query, setQuery]);

  const type = useCallback((text: string) => setBox((current) => ({ ...current, text, unwritten: true })), []);
  const written = useCallback((text: string) => setBox((current) => ({ ...current, text, unwritten: false, sent: null })), []);
  return { text: box.text, type, written };
}

interface SearchBox {
  text: string;
  /** The address's search this state follows. */
  seen: string;
  /** Typed since the last write. */
  unwritten: boolean;
  /** The text of the box's write on its way to the address. */
  sent: string | null;
}
