import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../contract/events';
import { beforeAndAfter, notificationSentence } from './notificationWords';

const switched: AuditEvent = {
  id: 7, type: 'feature-environment-disabled', createdAt: '2030-01-01T10:00:00.000Z', createdBy: 'bob@example.com', createdByUserId: 3,
  featureName: 'checkout-v2', project: 'default', environment: 'production', data: { enabled: false, skippedApprovals: 2 }, preData: { enabled: true },
};

describe('a notification', () => {
  it('says who did what where', () => {
    expect(notificationSentence(switched)).toBe('bob@example.com turned off checkout-v2 in production');
  });

  it('gives each changed field before and after, not what stayed', () => {
    expect(beforeAndAfter(switched)).toEqual(['enabled: on → off']);
    expect(beforeAndAfter({ preData: { name: 'default', parameters: { rollout: '10' } }, data: { name: 'default', parameters: { rollout: '50' } } }))
      .toEqual(['parameters: {"rollout":"10"} → {"rollout":"50"}']);
    expect(beforeAndAfter({ preData: null, data: { name: 'flexibleRollout' } })).toEqual(['name: — → flexibleRollout']);
  });
});
