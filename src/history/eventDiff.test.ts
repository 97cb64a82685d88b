import { describe, expect, it } from 'vitest';
import { rowChanged } from '../describe/diffRows';
import { eventDiff } from './eventDiff';
import { anEvent, rollout } from './fixtures';

const noSegments = new Map<number, string>();
const changed = (rows: ReturnType<typeof eventDiff>) => (rows ?? []).filter(rowChanged);

describe('what an event changed', () => {
  it('reads a switch from its type, since Unleash records it without data', () => {
    expect(eventDiff(anEvent({ type: 'feature-environment-disabled' }), noSegments)).toEqual([{ label: 'Enabled', before: 'On', after: 'Off' }]);
    expect(eventDiff(anEvent({ type: 'feature-environment-enabled' }), noSegments)).toEqual([{ label: 'Enabled', before: 'Off', after: 'On' }]);
  });

  it('writes a strategy edit as rules, constraints and segments in words', () => {
    const before = rollout(100, { constraints: [{ contextName: 'userId', operator: 'IN', values: ['ann'] }] });
    const after = rollout(25, { constraints: [{ contextName: 'userId', operator: 'IN', values: ['ann', 'bob'] }], segments: [4] });
    const rows = eventDiff(anEvent({ type: 'feature-strategy-update', preData: before, data: after }), new Map([[4, 'beta-testers']]));
    expect(changed(rows)).toEqual([
      { label: 'Rule', before: '100% of users', after: '25% of users' },
      { label: 'Constraints', before: 'userId is one of ann', after: 'userId is one of ann, bob' },
      { label: 'Segments', before: undefined, after: 'segment: beta-testers' },
    ]);
  });

  it('shows an added strategy against nothing, and a removed one against nothing', () => {
    const added = eventDiff(anEvent({ type: 'feature-strategy-add', data: rollout(25) }), noSegments);
    expect(added?.find((row) => row.label === 'Rule')).toEqual({ label: 'Rule', before: undefined, after: '25% of users' });
    const removed = eventDiff(anEvent({ type: 'feature-strategy-remove', preData: rollout(25) }), noSegments);
    expect(removed?.find((row) => row.label === 'Rule')).toEqual({ label: 'Rule', before: '25% of users', after: undefined });
  });

  it('compares variants by name, weights as percentages', () => {
    const rows = eventDiff(anEvent({
      type: 'feature-environment-variants-updated',
      preData: { variants: [{ name: 'blue', weight: 1000, weightType: 'variable', stickiness: 'default' }] },
      data: { variants: [{ name: 'blue', weight: 500, weightType: 'variable', stickiness: 'default' }, { name: 'red', weight: 500, weightType: 'variable', stickiness: 'default', payload: { type: 'string', value: 'x' } }] },
    }), noSegments);
    expect(rows).toEqual([
      { label: 'blue', before: '100%', after: '50%' },
      { label: 'red', before: undefined, after: '50%, string payload x' },
    ]);
  });

  it("writes a segment's constraints in words", () => {
    const rows = eventDiff(anEvent({
      type: 'segment-updated', featureName: null,
      preData: { name: 'beta', constraints: [{ contextName: 'country', operator: 'IN', values: ['NO'] }] },
      data: { name: 'beta', constraints: [{ contextName: 'country', operator: 'NOT_IN', values: ['NO', 'SE'] }] },
    }), noSegments);
    expect(changed(rows)).toEqual([{ label: 'Constraints', before: 'country is one of NO', after: 'country is not one of NO, SE' }]);
  });

  it("shows a flag's settings that changed", () => {
    const rows = eventDiff(anEvent({ type: 'feature-metadata-updated', preData: { name: 'x', description: 'old', type: 'release' }, data: { name: 'x', description: 'new', type: 'release' } }), noSegments);
    expect(changed(rows)).toEqual([{ label: 'Description', before: 'old', after: 'new' }]);
  });

  it('falls back to the fields an unknown event changed, and to nothing where it holds nothing', () => {
    expect(eventDiff(anEvent({ type: 'feature-favorited', preData: { a: 1, b: 'x' }, data: { a: 2, b: 'x' } }), noSegments)).toEqual([{ label: 'a', before: '1', after: '2' }]);
    expect(eventDiff(anEvent({ type: 'feature-archived', data: null, preData: null }), noSegments)).toBeNull();
  });
});
