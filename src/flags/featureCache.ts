import { replaceEqualDeep } from '@tanstack/react-query';
import type { Feature } from '../api/contract';

/** Edits of cached features, for optimistic toggles: each returns new objects, never mutates. */

export function withEnvironmentEnabled(feature: Feature, environment: string, enabled: boolean): Feature {
  return {
    ...feature,
    environments: feature.environments?.map((entry) => (entry.name === environment ? { ...entry, enabled } : entry)),
  };
}

export function enabledIn(feature: Feature | undefined, environment: string): boolean | undefined {
  return feature?.environments?.find((entry) => entry.name === environment)?.enabled;
}

/** For a list made by updateFlagInList: the list it was made from, and the place it changed. */
const edits = new WeakMap<readonly Feature[], { base: readonly Feature[]; index: number }>();

/** Replaces one flag of a list; the other flags keep their identity, so their rows do not re-render. */
export function updateFlagInList(features: Feature[], featureName: string, update: (feature: Feature) => Feature): Feature[] {
  const index = features.findIndex((feature) => feature.name === featureName);
  if (index === -1) return features;
  const next = features.slice();
  next[index] = update(features[index]!);
  edits.set(next, { base: features, index });
  return next;
}

/**
 * The places where `next` may differ from `previous`, when `next` came from it through a few
 * edits of updateFlagInList (toggles); undefined when it did not (a list read from the service),
 * and then only a comparison of every place can tell.
 */
export function editedPlaces(previous: readonly Feature[], next: readonly Feature[]): number[] | undefined {
  const places: number[] = [];
  let list = next;
  for (let steps = 0; list !== previous; steps++) {
    const edit = edits.get(list);
    if (!edit || steps === 16) return undefined;
    places.push(edit.index);
    list = edit.base;
  }
  return places;
}

/**
 * The flag list's structural sharing: a list read from the service keeps the objects of every flag
 * that did not change (React Query's deep comparison); an edit by updateFlagInList already does,
 * and comparing 10,000 flags again would cost milliseconds in the frame of a click.
 */
export function shareFlagList(previous: unknown, next: unknown): unknown {
  return Array.isArray(next) && edits.has(next) ? next : replaceEqualDeep(previous, next);
}

/**
 * Takes what a toggle changes from the service's answer (the embedded service sends the Feature
 * back): every switch state, the strategy summaries (switching on adds a strategy where there was
 * none) and the lifecycle stage (switching on moves it). The rest stays as the list had it.
 */
export function withServerSwitches(cached: Feature, server: Feature): Feature {
  if (!server.environments) return cached;
  const answered = new Map(server.environments.map((entry) => [entry.name, entry]));
  return {
    ...cached,
    lifecycle: server.lifecycle ?? cached.lifecycle,
    environments: cached.environments?.map((entry) => {
      const now = answered.get(entry.name);
      if (!now) return entry;
      return {
        ...entry,
        enabled: now.enabled,
        ...(now.hasStrategies === undefined ? {} : { hasStrategies: now.hasStrategies }),
        ...(now.hasEnabledStrategies === undefined ? {} : { hasEnabledStrategies: now.hasEnabledStrategies }),
      };
    }),
  };
}
