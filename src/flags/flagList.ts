import { replaceEqualDeep } from '@tanstack/react-query';
import type { Feature } from '../../contract';

/**
 * A project's flags as the query cache holds them: the list, and the places edited since it was
 * read. An edit (a toggle, the service's answer to it) names the place it changed, so whatever was
 * derived from an earlier state of the list (the sort, the filter choices, the rows on screen)
 * follows by looking at those flags only: no pass over 10,000 flags, no deep comparison.
 */
export interface FlagList {
  readonly features: readonly Feature[];
  /** The list as read from the service: the same array in every list edited from it. */
  readonly read: readonly Feature[];
  /** The edits since that read, oldest first. */
  readonly edits: readonly ListEdit[];
}

/**
 * One edit: the place it changed. Each edit is an object of its own, made once, so a list whose
 * edits include it descends from the list that edit made.
 */
interface ListEdit {
  readonly place: number;
}

export const readFlagsAsList = (features: readonly Feature[]): FlagList => ({ features, read: features, edits: [] });

/** Replaces one flag; the others keep their identity, so their rows do not render again. */
export function updateFlagInList(list: FlagList, featureName: string, update: (feature: Feature) => Feature): FlagList {
  const index = list.features.findIndex((feature) => feature.name === featureName);
  if (index === -1) return list;
  const features = list.features.slice();
  features[index] = update(list.features[index]!);
  return { features, read: list.read, edits: [...list.edits, { place: index }] };
}

/**
 * The places where `next` may differ from `previous`, when `next` was edited from it; undefined
 * when it was not (another read), and then only a comparison of every place can tell.
 */
export function editedPlaces(previous: FlagList, next: FlagList): number[] | undefined {
  const count = previous.edits.length;
  const descends = next.read === previous.read && next.edits.length >= count && (count === 0 || next.edits[count - 1] === previous.edits[count - 1]);
  return descends ? next.edits.slice(count).map((edit) => edit.place) : undefined;
}

/**
 * The flags of `next` that are new objects at their place in `previous`, as pairs; undefined when
 * the lists differ in length, so that no place can be compared. A list read again keeps the
 * objects of the flags that did not change (shareFlagList), so identity tells.
 */
export function changedFlags(previous: FlagList, next: FlagList): [before: Feature, after: Feature][] | undefined {
  if (previous.features.length !== next.features.length) return undefined;
  const changed: [Feature, Feature][] = [];
  const compare = (i: number) => {
    const before = previous.features[i]!;
    const after = next.features[i]!;
    if (before !== after) changed.push([before, after]);
  };
  const places = editedPlaces(previous, next);
  if (places) new Set(places).forEach(compare);
  else for (let i = 0; i < next.features.length; i++) compare(i);
  return changed;
}

function isFlagList(value: unknown): value is FlagList {
  return typeof value === 'object' && value !== null && 'edits' in value && Array.isArray(value.edits);
}

/**
 * The list query's structural sharing. An edit already keeps the objects of every flag it did not
 * change, and comparing 10,000 flags again would cost milliseconds in the frame of a click: it is
 * taken as it is. A list read again keeps the objects of the flags that did not change (React
 * Query's deep comparison), and is the previous list itself when nothing changed.
 */
export function shareFlagList(previous: unknown, next: unknown): unknown {
  if (!isFlagList(next) || next.edits.length > 0 || !isFlagList(previous)) return next;
  const features = replaceEqualDeep(previous.features, next.features);
  return features === previous.features ? previous : readFlagsAsList(features);
}
