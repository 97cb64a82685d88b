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

/** Replaces one flag of a list; the other flags keep their identity, so their rows do not re-render. */
export function updateFlagInList(features: Feature[], featureName: string, update: (feature: Feature) => Feature): Feature[] {
  const index = features.findIndex((feature) => feature.name === featureName);
  if (index === -1) return features;
  const next = features.slice();
  next[index] = update(features[index]!);
  return next;
}

/** Takes the switch states the service answered with (the embedded service sends the Feature back). */
export function withServerSwitches(cached: Feature, server: Feature): Feature {
  if (!server.environments) return cached;
  return server.environments.reduce((feature, entry) => withEnvironmentEnabled(feature, entry.name, entry.enabled), cached);
}
