import { describe, expect, it } from 'vitest';
import { rowChanged } from '../describe/diffRows';
import { describeChange } from './describeChange';

const context = { feature: 'checkout-v2', environment: 'production', segmentNames: new Map([[3, 'beta-testers']]) };
const rollout = (percent: string, extra: Record<string, unknown> = {}) => ({
  id: 's1', name: 'flexibleRollout', parameters: { rollout: percent, stickiness: 'userId', groupId: 'checkout-v2' }, ...extra,
});

describe('describeChange', () => {
  it('a switch reads as its state before and after', () => {
    expect(describeChange({ action: 'updateEnabled', payload: { enabled: false }, before: { enabled: true } }, context)).toEqual({
      summary: 'Turn off in production',
      rows: [{ label: 'Enabled', before: 'On', after: 'Off' }],
    });
  });

  it('a changed strategy reads rule by rule; only what changed counts as changed', () => {
    const diff = describeChange({
      action: 'updateStrategy',
      before: rollout('25', { title: 'Web shop', constraints: [{ contextName: 'appName', operator: 'IN', values: ['web'] }] }),
      payload: rollout('50', { title: 'Web shop', constraints: [{ contextName: 'appName', operator: 'IN', values: ['web'] }], segments: [3] }),
    }, context);
    expect(diff.summary).toBe('Change the strategy "Web shop" in production');
    expect(diff.rows).toEqual([
      { label: 'Title', before: 'Web shop', after: 'Web shop' },
      { label: 'Rule', before: '25% of users by userId', after: '50% of users by userId' },
      { label: 'Constraints', before: 'appName is one of web', after: 'appName is one of web' },
      { label: 'Segments', before: undefined, after: 'segment: beta-testers' },
      { label: 'Status', before: 'Active', after: 'Active' },
    ]);
    expect(diff.rows.filter(rowChanged).map((row) => row.label)).toEqual(['Rule', 'Segments']);
  });

  it('reads what a change replaces from the snapshot Unleash keeps in its payload, when there is no `before`', () => {
    const updated = describeChange({ action: 'updateStrategy', payload: { ...rollout('50'), snapshot: rollout('25') } }, context);
    expect(updated.rows.find((row) => row.label === 'Rule')).toEqual({ label: 'Rule', before: '25% of users by userId', after: '50% of users by userId' });
    const deleted = describeChange({ action: 'deleteStrategy', payload: { id: 's1', snapshot: rollout('10') } }, context);
    expect(deleted.rows[0]).toEqual({ label: 'Rule', before: '10% of users by userId', after: undefined });
    const variant = { name: 'blue', weight: 1000, weightType: 'variable', stickiness: 'default' };
    const variants = describeChange({ action: 'patchVariant', payload: { variants: [], snapshot: [variant] } }, context);
    expect(variants.rows).toEqual([{ label: 'blue', before: '100%', after: undefined }]);
  });

  it('a new strategy has nothing before it; a deleted one nothing after', () => {
    const added = describeChange({ action: 'addStrategy', payload: { name: 'default' } }, context);
    expect(added.summary).toBe('Add the strategy "default" in production');
    expect(added.rows[0]).toEqual({ label: 'Rule', before: undefined, after: 'On for everyone' });
    const deleted = describeChange({ action: 'deleteStrategy', payload: { id: 's1' }, before: rollout('10') }, context);
    expect(deleted.rows[0]).toEqual({ label: 'Rule', before: '10% of users by userId', after: undefined });
  });

  it('variants read one per name, weights as percentages', () => {
    const diff = describeChange({
      action: 'patchVariant',
      before: { variants: [{ name: 'blue', weight: 1000, weightType: 'variable', stickiness: 'default' }] },
      payload: { variants: [
        { name: 'blue', weight: 500, weightType: 'variable', stickiness: 'default' },
        { name: 'green', weight: 500, weightType: 'fix', stickiness: 'userId', payload: { type: 'string', value: 'g' } },
      ] },
    }, context);
    expect(diff.rows).toEqual([
      { label: 'blue', before: '100%', after: '50%' },
      { label: 'green', before: undefined, after: '50% (fixed), sticky on userId, string payload g' },
    ]);
  });

  it('without a before (a real Unleash sends none) shows only what the change makes', () => {
    expect(describeChange({ action: 'updateEnabled', payload: { enabled: true } }, context).rows).toEqual([{ label: 'Enabled', before: undefined, after: 'On' }]);
  });

  it('an action it does not know is shown as it came', () => {
    expect(describeChange({ action: 'reorderStrategy', payload: [{ id: 'a' }] }, context)).toEqual({
      summary: 'reorderStrategy', rows: [{ label: 'Payload', before: undefined, after: '[{"id":"a"}]' }],
    });
  });
});
