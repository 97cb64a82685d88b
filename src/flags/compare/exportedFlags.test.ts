import { describe, expect, it } from 'vitest';
import type { ExportedConfiguration } from '../../../contract/importExport';
import { compareEnvironments } from './environmentDiff';
import { flagsOfExports } from './exportedFlags';

const rollout = (featureName: string, id: string, percentage: string) => ({
  featureName, id, name: 'flexibleRollout', parameters: { rollout: percentage, stickiness: 'default', groupId: featureName },
});
const exportOf = (states: Record<string, boolean>, strategies: ExportedConfiguration['featureStrategies']): ExportedConfiguration => ({
  features: Object.keys(states).map((name) => ({ name })),
  featureStrategies: strategies,
  featureEnvironments: Object.entries(states).map(([name, enabled]) => ({ name, featureName: name, enabled, variants: [] })),
});

describe('a project\'s flags from one export of each environment', () => {
  it('puts each flag\'s two states side by side, its strategies with them, so they compare as one flag\'s details would', () => {
    const development = exportOf({ a: true, b: false }, [rollout('a', 'd1', '100'), rollout('a', 'd2', '10'), rollout('b', 'd3', '5')]);
    const production = exportOf({ a: false, b: false }, [rollout('b', 'p1', '5')]);
    const flags = flagsOfExports('development', development, 'production', production);
    expect(flags.map((flag) => flag.name)).toEqual(['a', 'b']);
    expect(flags[0]?.environments?.map((environment) => [environment.name, environment.enabled, environment.strategies?.map((strategy) => strategy.id)])).toEqual([
      ['development', true, ['d1', 'd2']], ['production', false, []],
    ]);
    const [a, b] = flags.map((flag) => compareEnvironments(flag, 'development', 'production'));
    expect(a?.differences.map((difference) => difference.kind)).toEqual(['enabled', 'add', 'add']);
    expect(b?.differences).toEqual([]);
  });

  it('leaves out the state of a flag an export does not hold (created between the two reads)', () => {
    const flags = flagsOfExports('development', exportOf({ a: true, late: true }, []), 'production', exportOf({ a: true }, []));
    expect(flags.find((flag) => flag.name === 'late')?.environments?.map((environment) => environment.name)).toEqual(['development']);
    expect(compareEnvironments(flags[1] ?? { name: 'late' }, 'development', 'production').differences).toEqual([]);
  });
});
