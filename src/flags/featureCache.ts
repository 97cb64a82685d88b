import type { Feature } from '../../contract';

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
