import { describe, expect, it } from 'vitest';
import type { Feature } from '../../../../contract';
import { withStoredStrategy } from './storedStrategy';

const feature: Feature = {
  name: 'checkout',
  environments: [
    { name: 'development', enabled: true, strategies: [{ id: 's1', name: 'default' }, { id: 's2', name: 'flexibleRollout', parameters: { rollout: '10' } }] },
    { name: 'production', enabled: true, strategies: [{ id: 's3', name: 'default' }] },
  ],
};

describe('a strategy the service stored, in the flag read before', () => {
  it('takes the place of the strategy with its id, in that environment only', () => {
    const stored = { id: 's2', name: 'flexibleRollout', parameters: { rollout: '50' } };
    expect(withStoredStrategy(feature, 'development', stored).environments).toEqual([
      { ...feature.environments![0], strategies: [{ id: 's1', name: 'default' }, stored] },
      feature.environments![1],
    ]);
  });

  it('goes last when it is new', () => {
    const stored = { id: 's4', name: 'default', title: 'Everyone' };
    expect(withStoredStrategy(feature, 'production', stored).environments?.[1]?.strategies).toEqual([{ id: 's3', name: 'default' }, stored]);
  });
});
