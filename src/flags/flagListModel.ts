import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { Feature } from '../../contract';
import { changedFlags, editedPlaces, type FlagList } from './flagList';
import { flagListOptions } from './queries';
import { filterChoices, reuseSortedOrder, sameChoicesOf, sortFlags, type Exposures, type FilterChoices, type SortedFlags, type SortOrder } from './selectFlags';

const noEdits: ReadonlyMap<string, Feature> = new Map();

/**
 * What the Flags page derives from its project's flag list, held by the page for as long as it
 * shows that project (one instance per page, never shared). The query cache is the one optimistic
 * layer: a toggle edits the cached list, and this model follows those edits.
 *
 * - The list as the cache has it now, for useSyncExternalStore. React Query tells its observers of
 *   a change in a later task; a cache listener hears it at once, so the switch a click changed is
 *   drawn in the click's own frame, while the page renders the same list as a deferred value.
 * - The previous sort and filter choices, reused for a list that differs only in fields they do not
 *   read: sorting 10,000 flags with the collator takes tens of milliseconds.
 * - The pending edits: the flags edited in the cache since the list the rows on screen came from.
 */
export class FlagListModel {
  readonly #queryClient: QueryClient;
  readonly #listKey: ReturnType<typeof flagListOptions>['queryKey'];
  readonly #listHash: string;
  #lastSort: (SortedFlags & SortOrder & { list: FlagList; exposures: Exposures | undefined }) | undefined;
  #lastChoices: { list: FlagList; choices: FilterChoices } | undefined;
  #lastEdits: { shown: FlagList; live: FlagList; edits: ReadonlyMap<string, Feature> } | undefined;

  constructor(queryClient: QueryClient, projectId: string) {
    this.#queryClient = queryClient;
    this.#listKey = flagListOptions(projectId).queryKey;
    this.#listHash = hashKey(this.#listKey);
  }

  /** For useSyncExternalStore: called in the same task as the cache changes, not a task later. */
  subscribe = (onChange: () => void): (() => void) =>
    this.#queryClient.getQueryCache().subscribe((event) => {
      if (event.query.queryHash === this.#listHash) onChange();
    });

  /** The list as the cache has it now, optimistic edits included. */
  getList = (): FlagList | undefined => this.#queryClient.getQueryData(this.#listKey);

  /**
   * The list's flags in the given order: a new array, or the previous sort's when it still holds.
   * `exposures` are read by the exposures order alone; the other orders hold whatever they are.
   */
  sorted(list: FlagList, { sort, direction }: SortOrder, exposures?: Exposures): readonly Feature[] {
    const counts = sort === 'exposures' ? exposures : undefined;
    const same = this.#lastSort?.sort === sort && this.#lastSort.direction === direction && this.#lastSort.exposures === counts;
    const last = same ? this.#lastSort : undefined;
    if (last?.list === list) return last.sorted;
    const changed = last && changedFlags(last.list, list);
    const reused = last && changed && reuseSortedOrder(last, changed);
    const sorted = reused ?? sortFlags(list.features, { sort, direction }, counts);
    // Positions stay true in a reused order: only flags at the same place were replaced.
    this.#lastSort = { list, sort, direction, exposures: counts, sorted, position: reused ? last?.position : undefined };
    return sorted;
  }

  /** The filter choices, kept while the flags' types and tags stay as they were. */
  choices(list: FlagList): FilterChoices {
    const last = this.#lastChoices;
    if (last?.list === list) return last.choices;
    const changed = last && changedFlags(last.list, list);
    const choices = last && changed?.every(([before, after]) => sameChoicesOf(before, after)) ? last.choices : filterChoices(list.features);
    this.#lastChoices = { list, choices };
    return choices;
  }

  /**
   * The flags edited in `live` since `shown`, by name, as `live` has them: the rows on screen come
   * from `shown` (rendered deferred) and show these instead. None when `live` comes from another
   * read: the rows then follow with the deferred render.
   */
  editsSince(shown: FlagList | undefined, live: FlagList | undefined): ReadonlyMap<string, Feature> {
    if (!shown || !live || shown === live) return noEdits;
    const last = this.#lastEdits;
    if (last?.shown === shown && last.live === live) return last.edits;
    const places = editedPlaces(shown, live);
    const edits = new Map((places ?? []).map((place) => [live.features[place]!.name, live.features[place]!]));
    this.#lastEdits = { shown, live, edits };
    return edits;
  }
}
