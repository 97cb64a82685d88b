import { describe, expect, it } from 'vitest';
import type { Feature } from '../../contract';
import { anEvent, rollout } from './fixtures';
import { planRevert } from './revertPlan';

const flag = (production: Partial<NonNullable<Feature['environments']>[number]>): Feature => ({
  name: 'checkout-v2', project: 'default', environments: [{ name: 'production', enabled: true, strategies: [], variants: [], ...production }],
});

describe('reverting an event', () => {
  it('switches back a switch still as the event left it, from the type alone (Unleash records toggles with data null)', () => {
    expect(planRevert(anEvent({ type: 'feature-environment-disabled' }), flag({ enabled: false }))).toMatchObject({
      kind: 'revert', environment: 'production', change: { feature: 'checkout-v2', action: 'updateEnabled', payload: { enabled: true } },
    });
  });

  it('refuses a switch that was switched again since', () => {
    expect(planRevert(anEvent({ type: 'feature-environment-disabled' }), flag({ enabled: true }))).toEqual({
      kind: 'refused', reason: expect.stringContaining('switched again since'),
    });
  });

  it('puts an edited strategy back as it was, under its id, while nobody edited it since', () => {
    const event = anEvent({ type: 'feature-strategy-update', data: rollout(30), preData: rollout(100) });
    expect(planRevert(event, flag({ strategies: [rollout(30)] }))).toMatchObject({
      kind: 'revert', change: { action: 'updateStrategy', payload: { id: 'strategy-1', name: 'flexibleRollout', parameters: { rollout: '100' } } },
    });
  });

  it('refuses a strategy edited again since, or deleted since, naming which', () => {
    const event = anEvent({ type: 'feature-strategy-update', data: rollout(30), preData: rollout(100) });
    expect(planRevert(event, flag({ strategies: [rollout(50)] }))).toEqual({ kind: 'refused', reason: expect.stringContaining('edited again since') });
    expect(planRevert(event, flag({ strategies: [] }))).toEqual({ kind: 'refused', reason: expect.stringContaining('deleted from production since') });
  });

  it('deletes a strategy that was added, and adds back one that was removed (unless it is back already)', () => {
    expect(planRevert(anEvent({ type: 'feature-strategy-add', data: rollout(30) }), flag({ strategies: [rollout(30)] })))
      .toMatchObject({ kind: 'revert', change: { action: 'deleteStrategy', payload: { id: 'strategy-1' } } });
    const removed = anEvent({ type: 'feature-strategy-remove', preData: rollout(30) });
    expect(planRevert(removed, flag({ strategies: [] }))).toMatchObject({ kind: 'revert', change: { action: 'addStrategy', payload: { name: 'flexibleRollout' } } });
    expect(planRevert(removed, flag({ strategies: [rollout(30)] }))).toMatchObject({ kind: 'refused' });
  });

  it('says why where the service did not record the state before', () => {
    expect(planRevert(anEvent({ type: 'feature-strategy-update', data: rollout(30), preData: null }), flag({ strategies: [rollout(30)] })))
      .toEqual({ kind: 'refused', reason: expect.stringContaining('did not record') });
  });

  it('puts back earlier variants only while the variants are still those the event set', () => {
    const a = { name: 'a', weight: 1000, weightType: 'variable' as const, stickiness: 'default' };
    const b = { name: 'b', weight: 1000, weightType: 'variable' as const, stickiness: 'default' };
    const event = anEvent({ type: 'feature-environment-variants-updated', data: { variants: [b] }, preData: { variants: [a] } });
    expect(planRevert(event, flag({ variants: [b] }))).toMatchObject({ kind: 'revert', change: { action: 'patchVariant', payload: { variants: [{ name: 'a' }] } } });
    expect(planRevert(event, flag({ variants: [a] }))).toMatchObject({ kind: 'refused' });
  });

  it('refuses when the flag is gone', () => {
    expect(planRevert(anEvent(), undefined)).toEqual({ kind: 'refused', reason: expect.stringContaining('no longer exists') });
  });
});
