import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import type { FlagQuery } from './flagQuery';
import { FlagListModel } from './flagListModel';
import { flagListOptions } from './queries';
import { filterFlags, type Exposures, type FilterChoices } from './selectFlags';
import { unusedCutoff as unusedCutoffOf } from './unusedFlags';

const noChoices: FilterChoices = { types: [], tags: [] };

/**
 * The Flags page's list: the query, the list it renders, its rows for `query` and the filter
 * choices, derived through one FlagListModel made when the page mounts (the page is mounted once
 * per project). A new list (a toggle, a read) renders in the background: selecting, sorting and
 * the filter choices take milliseconds on 10,000 flags and must not hold up the frame that shows a
 * switch move (FlagTable draws the edited switches from the model's live list meanwhile).
 */
export function useFlagList(projectId: string, query: FlagQuery, exposures?: Exposures) {
  const queryClient = useQueryClient();
  const [model] = useState(() => new FlagListModel(queryClient, projectId));
  const flags = useQuery(flagListOptions(projectId));
  // The first list is rendered at once: nothing is on screen yet for a background render to keep
  // responsive, and a deferred one would cost the first rows a second pass.
  const deferred = useDeferredValue(flags.data);
  const shown = deferred ?? flags.data;
  const { sort, direction } = query;
  const sorted = useMemo(() => (shown ? model.sorted(shown, { sort, direction }, exposures) : []), [model, shown, sort, direction, exposures]);
  // The week behind "no evaluations in 7 days" is counted back from when the list was read.
  const readAt = flags.dataUpdatedAt;
  const unusedCutoff = useMemo(() => unusedCutoffOf(readAt), [readAt]);
  const rows = useMemo(() => filterFlags(sorted, query, readAt), [sorted, query, readAt]);
  const choices = useMemo(() => (shown ? model.choices(shown) : noChoices), [model, shown]);
  // Unleash's flag list says nothing of dependencies (no flag has `dependencies` or `children`):
  // a column of dashes there would claim there are none. The details panel has them.
  const listsDependencies = useMemo(
    () => shown?.features.some((feature) => feature.dependencies !== undefined || feature.children !== undefined) ?? false,
    [shown],
  );
  return { model, flags, shown, rows, choices, listsDependencies, unusedCutoff };
}
