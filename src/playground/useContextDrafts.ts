import { useState } from 'react';
import { contextFromJson, contextToJson } from './contextJson';
import { emptyContext, type PlaygroundContext } from './playgroundContext';
import { contextsSearch } from './usePlaygroundUrl';

/**
 * The contexts as being typed, before they are evaluated. In the raw view each keeps its JSON
 * text, valid or not, so switching views or a typo never loses what was typed.
 */
export interface ContextDraft {
  context: PlaygroundContext;
  rawText: string;
  rawError: string | null;
}

const draftOf = (context: PlaygroundContext): ContextDraft => ({ context, rawText: contextToJson(context), rawError: null });

export function useContextDrafts(committed: PlaygroundContext[]) {
  const committedKey = contextsSearch(committed);
  // `seen`: the address's contexts the drafts last followed; `ownWrite`: the contexts this form
  // is writing to the address.
  const [state, setState] = useState(() => ({ drafts: committed.map(draftOf), seen: committedKey, ownWrite: null as string | null }));
  // A change of address that did not come from this form (back, forward, a recent context, a
  // link) shows its contexts; the form's own evaluations leave the form as typed. Adjusted during
  // render, as React advises for state that follows a prop.
  if (state.seen !== committedKey) {
    setState({ drafts: state.ownWrite === committedKey ? state.drafts : committed.map(draftOf), seen: committedKey, ownWrite: null });
  }
  const { drafts } = state;
  const setDrafts = (update: (all: ContextDraft[]) => ContextDraft[]) => setState((current) => ({ ...current, drafts: update(current.drafts) }));

  return {
    drafts,
    /** Call before writing other contexts to the address than it holds now. */
    markOwnWrite: (contexts: PlaygroundContext[]) => setState((current) => ({ ...current, ownWrite: contextsSearch(contexts) })),
    setContext: (index: number, context: PlaygroundContext) =>
      setDrafts((all) => all.map((draft, i) => (i === index ? { context, rawText: contextToJson(context), rawError: null } : draft))),
    setRawText: (index: number, rawText: string) =>
      setDrafts((all) =>
        all.map((draft, i) => {
          if (i !== index) return draft;
          const parsed = contextFromJson(rawText);
          return parsed.ok ? { context: parsed.context, rawText, rawError: null } : { ...draft, rawText, rawError: parsed.error };
        }),
      ),
    /** Fresh JSON from each context, when the raw view opens. */
    refreshRaw: () => setDrafts((all) => all.map((draft) => draftOf(draft.context))),
    add: () => setDrafts((all) => [...all, draftOf(all.at(-1)?.context ?? emptyContext())]),
    remove: (index: number) => setDrafts((all) => all.filter((_, i) => i !== index)),
  };
}
