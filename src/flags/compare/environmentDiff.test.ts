import { describe, expect, it } from 'vitest';
import type { Feature, FeatureEnvironment, Strategy } from '../../../contract';
import { compareEnvironments, promotionChanges } from './environmentDiff';

const rollout = (id: string, percentage: string, extra: Partial<Strategy> = {}): Strategy => ({
  id, name: 'flexibleRollout', parameters: { rollout: percentage, stickiness: 'default', groupId: 'checkout' }, ...extra,
});
const flag = (development: Partial<FeatureEnvironment>, production: Partial<FeatureEnvironment>): Feature => ({
  name: 'checkout',
  environments: [{ name: 'development', enabled: false, ...development }, { name: 'production', enabled: false, ...production }],
});

describe('one flag in two environments', () => {
  it('finds nothing to promote where both hold the same, whatever the ids, key order and absent fields', () => {
    const same = flag(
      { enabled: true, strategies: [rollout('d1', '50', { constraints: [{ contextName: 'userId', operator: 'IN', values: ['a'] }], segments: [2, 1] })] },
      { enabled: true, strategies: [{ name: 'flexibleRollout', id: 'p1', title: '', segments: [1, 2], parameters: { groupId: 'checkout', stickiness: 'default', rollout: '50' }, constraints: [{ values: ['a'], operator: 'IN', contextName: 'userId' }] }] },
    );
    const comparison = compareEnvironments(same, 'development', 'production');
    expect(comparison.differences).toEqual([]);
    expect(comparison.same).toHaveLength(1);
  });

  it('names the switch, each strategy to add and to delete, and the variants that differ', () => {
    const comparison = compareEnvironments(flag(
      { enabled: true, strategies: [rollout('d1', '100'), rollout('d2', '25')], variants: [{ name: 'blue', weight: 1000, weightType: 'variable' }] },
      { enabled: false, strategies: [rollout('p1', '25'), rollout('p2', '5')] },
    ), 'development', 'production');
    expect(comparison.differences.map((difference) => [difference.kind, difference.id])).toEqual([
      ['enabled', 'checkout/enabled'], ['add', 'checkout/add/d1'], ['delete', 'checkout/delete/p2'], ['variants', 'checkout/variants'],
    ]);
    expect(comparison.same.map((strategy) => strategy.id)).toEqual(['d2']);
  });

  it('promotes only the differences chosen: additions, then deletions, variants, and the switch last', () => {
    const comparison = compareEnvironments(flag(
      { enabled: true, strategies: [rollout('d1', '100')], variants: [{ name: 'blue', weight: 1000, weightType: 'variable', stickiness: 'default' }] },
      { enabled: false, strategies: [rollout('p2', '5')] },
    ), 'development', 'production');
    const all = new Set(comparison.differences.map((difference) => difference.id));
    expect(promotionChanges([comparison], all)).toEqual([
      { feature: 'checkout', action: 'addStrategy', payload: expect.objectContaining({ name: 'flexibleRollout', parameters: { rollout: '100', stickiness: 'default', groupId: 'checkout' } }) },
      { feature: 'checkout', action: 'deleteStrategy', payload: { id: 'p2' } },
      { feature: 'checkout', action: 'patchVariant', payload: { variants: [{ name: 'blue', weight: 1000, weightType: 'variable', stickiness: 'default', payload: undefined, overrides: undefined }] } },
      { feature: 'checkout', action: 'updateEnabled', payload: { enabled: true } },
    ]);
    expect(promotionChanges([comparison], new Set(['checkout/enabled']))).toEqual([{ feature: 'checkout', action: 'updateEnabled', payload: { enabled: true } }]);
  });

  it('marks a strategy the service would refuse as not promotable and never sends it', () => {
    const comparison = compareEnvironments(flag({ strategies: [{ id: 'd1', name: 'flexibleRollout', parameters: { rollout: 'lots' } }] }, {}), 'development', 'production');
    expect(comparison.differences).toEqual([expect.objectContaining({ kind: 'add', body: undefined })]);
    expect(promotionChanges([comparison], new Set(['checkout/add/d1']))).toEqual([]);
  });
});
