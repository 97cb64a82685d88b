import type { Feature } from '../../contract';

/**
 * "Why does this user not see flag Y?" starts with the project's flags that the answer leaves
 * out, and with what the configuration of the token's environment already tells.
 */
export interface NotEnabledFlag {
  name: string;
  type?: string;
  reason: string;
}

export function notEnabledFlags(
  features: readonly Feature[],
  results: ReadonlyArray<ReadonlyArray<{ name: string }>>,
  environment: string | null,
): NotEnabledFlag[] {
  const enabled = new Set(results.flatMap((toggles) => toggles.map((toggle) => toggle.name)));
  return features
    .filter((feature) => !feature.archived && !enabled.has(feature.name))
    .map((feature) => ({ name: feature.name, type: feature.type, reason: reasonFor(feature, environment) }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

function reasonFor(feature: Feature, environment: string | null): string {
  const settings = environment ? feature.environments?.find((entry) => entry.name === environment) : undefined;
  const parents = feature.dependencies?.map((dependency) => dependency.feature) ?? [];
  const dependsOn = parents.length ? ` It depends on ${parents.join(', ')}.` : '';
  if (!environment || !settings) return `Not in the answer.${dependsOn}`;
  if (!settings.enabled) return `Off in ${environment}.`;
  if (settings.hasEnabledStrategies === false || settings.strategies?.every((strategy) => strategy.disabled)) {
    return `On in ${environment}, but no strategy is enabled there.`;
  }
  return `On in ${environment}: its strategies or constraints do not match.${dependsOn}`;
}
