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
    expect(describeChange({ action: 'updateReleasePlan', payload: [{ id: 'a' }] }, context)).toEqual({
      summary: 'updateReleasePlan', rows: [{ label: 'Payload', before: undefined, after: '[{"id":"a"}]' }],
    });
  });
});

describe('describeChange: the order of strategies, archiving and dependencies', () => {
  const everyone = { id: 's2', name: 'default', title: 'Everyone else' };
  it('a new order reads place by place, each strategy by its title or rule', () => {
    const diff = describeChange({ action: 'reorderStrategy', payload: [{ id: 's2', sortOrder: 0 }, { id: 's1', sortOrder: 1 }], before: [rollout('25'), everyone] }, context);
    expect(diff.summary).toBe('Reorder the strategies in production');
    expect(diff.rows).toEqual([
      { label: '1st', before: '25% of users by userId', after: 'Everyone else' },
      { label: '2nd', before: 'Everyone else', after: '25% of users by userId' },
    ]);
  });

  it('a new order from Unleash, which keeps nothing it replaces, reads as the order it makes', () => {
    const diff = describeChange({ action: 'reorderStrategy', payload: [{ id: 'b', sortOrder: 1 }, { id: 'a', sortOrder: 0 }] }, context);
    expect(diff.rows).toEqual([{ label: '1st', before: undefined, after: 'strategy a' }, { label: '2nd', before: undefined, after: 'strategy b' }]);
  });

  it('archiving, adding and removing a parent read as what SDKs are served and what each parent must be', () => {
    expect(describeChange({ action: 'archiveFeature' }, context)).toEqual({
      summary: 'Archive checkout-v2', rows: [{ label: 'Flag', before: 'Served to SDKs', after: 'Archived: served in no environment' }],
    });
    const added = describeChange({ action: 'addDependency', payload: { feature: 'payments', variants: ['a'] }, before: [{ feature: 'login', enabled: true, variants: [] }] }, context);
    expect(added.summary).toBe('Make checkout-v2 depend on payments');
    expect(added.rows).toEqual([
      { label: 'Parent login', before: 'must be enabled', after: 'must be enabled' },
      { label: 'Parent payments', before: undefined, after: 'must be enabled, with variant a' },
    ]);
    const removed = describeChange({ action: 'deleteDependency', before: [{ feature: 'login', enabled: false, variants: [] }] }, context);
    expect(removed).toEqual({ summary: 'Remove every dependency of checkout-v2', rows: [{ label: 'Parent login', before: 'must be disabled', after: undefined }] });
  });
});
