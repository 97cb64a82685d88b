import { describe, expect, it } from 'vitest';
import { eventSentence, sentenceText } from './eventSentence';
import { anEvent, rollout } from './fixtures';

const sentence = (...args: Parameters<typeof anEvent>) => sentenceText(eventSentence(anEvent(...args)));

describe('an event as a sentence', () => {
  it('says who switched which flag on or off, where', () => {
    expect(sentence({ type: 'feature-environment-disabled' })).toBe('ann@example.com turned checkout-v2 off in production');
    expect(sentence({ type: 'feature-environment-enabled', createdBy: 'bob', environment: 'staging' })).toBe('bob turned checkout-v2 on in staging');
  });

  it('names an added rollout by its share', () => {
    expect(sentence({ type: 'feature-strategy-add', createdBy: 'alice', environment: 'staging', data: rollout(25) })).toBe('alice added a 25% rollout to checkout-v2 in staging');
    expect(sentence({ type: 'feature-strategy-add', data: { name: 'default', parameters: {} } })).toBe('ann@example.com added the standard strategy (on for everyone) to checkout-v2 in production');
    expect(sentence({ type: 'feature-strategy-add', data: rollout(10, { title: 'Beta' }) })).toBe('ann@example.com added the strategy "Beta" to checkout-v2 in production');
  });

  it('says how a rollout moved when that is all that changed', () => {
    expect(sentence({ type: 'feature-strategy-update', preData: rollout(100), data: rollout(25) })).toBe('ann@example.com changed the rollout of checkout-v2 in production from 100% to 25%');
  });

  it('says a strategy was edited when more than its share changed', () => {
    const constrained = rollout(25, { constraints: [{ contextName: 'userId', operator: 'IN', values: ['bob'] }] });
    expect(sentence({ type: 'feature-strategy-update', preData: rollout(100), data: constrained })).toBe('ann@example.com edited the rollout strategy of checkout-v2 in production');
  });

  it('names a removed strategy from what it was', () => {
    expect(sentence({ type: 'feature-strategy-remove', preData: rollout(50, { title: 'Desktop' }), data: null })).toBe('ann@example.com removed the strategy "Desktop" from checkout-v2 in production');
  });

  it('describes the flag’s life, variants and tags', () => {
    expect(sentence({ type: 'feature-created', environment: null })).toBe('ann@example.com created checkout-v2');
    expect(sentence({ type: 'feature-archived', environment: null })).toBe('ann@example.com archived checkout-v2');
    expect(sentence({ type: 'feature-environment-variants-updated', data: { variants: [] } })).toBe('ann@example.com set the variants of checkout-v2 in production');
    expect(sentence({ type: 'feature-tagged', environment: null, data: { type: 'simple', value: 'team-a' } })).toBe('ann@example.com tagged checkout-v2 simple: team-a');
  });

  it('names segments, context fields and tokens', () => {
    expect(sentence({ type: 'segment-updated', featureName: null, environment: null, project: null, data: { name: 'beta-testers', constraints: [] } })).toBe('ann@example.com edited the segment beta-testers');
    expect(sentence({ type: 'context-field-deleted', featureName: null, environment: null, preData: { name: 'region' } })).toBe('ann@example.com deleted the context field region');
    expect(sentence({ type: 'api-token-created', featureName: null, environment: null, data: { tokenName: 'ci', type: 'client' } })).toBe('ann@example.com created the API token ci');
  });

  it('names the change request an event belongs to', () => {
    expect(sentence({ type: 'change-request-approval-added', featureName: null, data: { changeRequestId: 12 } })).toBe('ann@example.com approved change request #12 in production');
    expect(sentence({ type: 'change-request-approved', featureName: null, data: { changeRequestId: 12 } })).toBe('ann@example.com gave the last approval needed by change request #12 in production');
    expect(sentence({ type: 'change-request-applied', featureName: null, data: null })).toBe('ann@example.com applied a change request in production');
  });

  it('gives an event type it does not know by its name', () => {
    expect(sentence({ type: 'feature-potentially-stale-on', environment: null })).toBe('ann@example.com: feature-potentially-stale-on on checkout-v2');
    expect(sentence({ type: 'feature-potentially-stale-on', label: 'Flag potentially stale', environment: null })).toBe('ann@example.com: Flag potentially stale on checkout-v2');
  });

  it('says following a flag as following', () => {
    expect(sentence({ type: 'feature-favorited', environment: null })).toBe('ann@example.com followed checkout-v2');
  });

  it('says when an admin skipped the approvals the environment requires', () => {
    expect(sentence({ type: 'feature-environment-disabled', data: { skippedApprovals: 2 } })).toBe('ann@example.com turned checkout-v2 off in production, skipping the 2 approvals it requires');
    expect(sentence({ type: 'feature-strategy-add', data: { ...rollout(25), skippedApprovals: 1 } })).toBe('ann@example.com added a 25% rollout to checkout-v2 in production, skipping the approval it requires');
  });
});
