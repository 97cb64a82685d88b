import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api';
import type { PromotionChange } from './environmentDiff';
import { promoteOneByOne } from './promoteOneByOne';

const add = (feature: string): PromotionChange => ({ feature, action: 'addStrategy', payload: { name: 'default' } });
const on = (feature: string): PromotionChange => ({ feature, action: 'updateEnabled', payload: { enabled: true } });
const refusal = (kind: 'BadRequest' | 'Network') => new ApiError({ kind, message: 'refused', method: 'POST', path: '/x' });

describe('a promotion made change by change', () => {
  it('makes every change in order and says each was made', async () => {
    const made: PromotionChange[] = [];
    const outcomes = await promoteOneByOne([add('a'), on('a'), on('b')], async (change) => made.push(change));
    expect(made).toEqual([add('a'), on('a'), on('b')]);
    expect(outcomes).toEqual([{ kind: 'made' }, { kind: 'made' }, { kind: 'made' }]);
  });

  it('leaves a flag\'s later changes unmade after one of its changes fails, and goes on with the other flags', async () => {
    const made: PromotionChange[] = [];
    const error = refusal('BadRequest');
    const outcomes = await promoteOneByOne([add('a'), on('a'), on('b')], async (change) => {
      if (change.feature === 'a' && change.action === 'addStrategy') throw error;
      made.push(change);
    });
    expect(made).toEqual([on('b')]);
    expect(outcomes).toEqual([{ kind: 'failed', error }, { kind: 'notTried', because: 'flagFailed' }, { kind: 'made' }]);
  });

  it('stops every later change when the service itself fails (out of reach, signed out, slow, or asking to slow down)', async () => {
    const made: PromotionChange[] = [];
    const error = refusal('Network');
    const outcomes = await promoteOneByOne([on('a'), on('b'), on('c')], async (change) => {
      if (change.feature === 'b') throw error;
      made.push(change);
    });
    expect(made).toEqual([on('a')]);
    expect(outcomes).toEqual([{ kind: 'made' }, { kind: 'failed', error }, { kind: 'notTried', because: 'serviceStopped' }]);
  });

  it('tells each outcome as it comes', async () => {
    const told: number[] = [];
    await promoteOneByOne([on('a'), on('b')], async () => undefined, (outcomes) => told.push(outcomes.length));
    expect(told).toEqual([1, 2]);
  });
});
