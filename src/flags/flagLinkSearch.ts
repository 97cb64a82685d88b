import { createContext } from 'react';

/**
 * What a flag's link in the list carries: the page's query as typed (the address gets the search
 * box's text only once typing pauses), and what to do when the link is followed (drop that
 * pending write, which would otherwise land on top of the flag's page and close it again).
 * A context rather than a prop: only the links read it, so a key press re-renders them, not rows.
 */
export const FlagLinkSearch = createContext<{ search: string; onFollow: () => void }>({ search: '', onFollow: () => {} });
