import type { Feature, Strategy } from '../../../../contract';

/**
 * The flag as it reads once the service has stored `strategy` in `environment`: in place of the
 * strategy with its id, or last, where a new one goes.
 */
export function withStoredStrategy(feature: Feature, environment: string, strategy: Strategy): Feature {
  return {
    ...feature,
    environments: feature.environments?.map((entry) => {
      if (entry.name !== environment) return entry;
      const strategies = entry.strategies ?? [];
      const at = strategies.findIndex((candidate) => candidate.id !== undefined && candidate.id === strategy.id);
      return { ...entry, strategies: at < 0 ? [...strategies, strategy] : strategies.map((candidate, index) => (index === at ? strategy : candidate)) };
    }),
  };
}
