import type { AuditEvent } from '../../contract/events';

/** Test data: events as Unleash 8.2 records them (toggles with `data: null`, strategies whole). */

let nextId = 1;

export function anEvent(extra: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id: nextId++, createdAt: '2026-03-02T14:05:00.000Z', type: 'feature-environment-disabled', createdBy: 'ann@example.com', createdByUserId: 3,
    featureName: 'checkout-v2', project: 'default', environment: 'production', data: null, preData: null, tags: [],
    ...extra,
  };
}

export const rollout = (percent: number, extra: Record<string, unknown> = {}) => ({
  id: 'strategy-1', name: 'flexibleRollout', title: null, disabled: false, constraints: [], segments: [], variants: [], sortOrder: 0,
  parameters: { rollout: String(percent), stickiness: 'default', groupId: 'checkout-v2' },
  ...extra,
});
