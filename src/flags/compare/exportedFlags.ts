import type { Feature, FeatureEnvironment, Strategy } from '../../../contract';
import type { ExportedConfiguration } from '../../../contract/importExport';

/** Each flag's state in the one environment an export reads, by flag name. */
function environmentsOf(environment: string, exported: ExportedConfiguration): Map<string, FeatureEnvironment> {
  const strategies = new Map<string, Strategy[]>();
  for (const strategy of exported.featureStrategies) {
    const list = strategies.get(strategy.featureName);
    if (list) list.push(strategy);
    else strategies.set(strategy.featureName, [strategy]);
  }
  const states = new Map<string, FeatureEnvironment>();
  for (const state of exported.featureEnvironments ?? []) {
    states.set(state.featureName, { name: environment, enabled: state.enabled, strategies: strategies.get(state.featureName) ?? [], variants: state.variants ?? [] });
  }
  return states;
}

/**
 * A project's flags in two environments, from one export of each, as one flag's details would
 * have them (what `compareEnvironments` takes), by name. A flag either export lacks the state of
 * has no entry for that environment. One pass over each export: 10,000 flags cost no more than
 * reading them.
 */
export function flagsOfExports(from: string, fromExport: ExportedConfiguration, to: string, toExport: ExportedConfiguration): Feature[] {
  const source = environmentsOf(from, fromExport);
  const target = environmentsOf(to, toExport);
  const names = [...new Set([...fromExport.features, ...toExport.features].map((flag) => flag.name))].sort((a, b) => a.localeCompare(b));
  return names.map((name) => ({
    name,
    environments: [source.get(name), target.get(name)].filter((environment): environment is FeatureEnvironment => environment !== undefined),
  }));
}
