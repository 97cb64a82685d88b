import { openChangeRequestStates, type ChangeRequestState } from '../../src/api/contract/changeRequest';
import { addChange, addComment, addReview, insertChangeRequest, type NewChangeRequest } from '../store/changeRequests';
import type { Db } from '../store/openDatabase';
import { ago, ahead } from './time';

interface DemoChangeRequest {
  title: string;
  state: ChangeRequestState;
  by: string;
  hoursAgo: number;
  /** `strategyId` looks up the feature's first production strategy, as updateStrategy names it. */
  changes: Array<{ feature: string; action: string; payload: (strategyId: (feature: string) => string) => unknown }>;
  approvedBy?: string[];
  rejectedBy?: { user: string; reason: string };
  comments?: Array<{ by: string; text: string }>;
  schedule?: NewChangeRequest['schedule'];
}

/** Open requests in every open state (one Scheduled) and a few closed ones, on production of `default`. */
export function seedDemoChangeRequests(db: Db, users: Map<string, number>, now: number): void {
  const hours = (h: number) => ago(h / 24, now);
  const requests: DemoChangeRequest[] = [
    {
      title: 'Roll checkout-v2 out to half of the web shop', state: 'In review', by: 'pm', hoursAgo: 5,
      changes: [{
        feature: 'checkout-v2', action: 'updateStrategy',
        payload: (id) => ({
          id: id('checkout-v2'), name: 'flexibleRollout', title: 'Web shop, half of users',
          parameters: { rollout: '50', stickiness: 'userId', groupId: 'checkout-v2' },
          constraints: [{ contextName: 'appName', operator: 'IN', values: ['web-shop', 'web-shop-beta'] }],
        }),
      }],
      approvedBy: ['alice'],
      comments: [{ by: 'alice', text: 'Looks good; the error rate at 25% is flat.' }],
    },
    {
      title: 'Turn on the AI summaries for staff', state: 'Draft', by: 'pm', hoursAgo: 1,
      changes: [{ feature: 'ai-summaries', action: 'updateEnabled', payload: () => ({ enabled: true }) }],
    },
    {
      title: 'Give beta testers the quick links', state: 'Draft', by: 'bob', hoursAgo: 3,
      changes: [{ feature: 'nav-quick-links', action: 'updateEnabled', payload: () => ({ enabled: true }) }],
    },
    {
      title: 'Turn the debug panel off in production', state: 'Approved', by: 'bob', hoursAgo: 26,
      changes: [{ feature: 'internal-debug-panel', action: 'updateEnabled', payload: () => ({ enabled: false }) }],
      approvedBy: ['alice', 'pm'],
    },
    {
      title: 'Weekend headline for the pricing page', state: 'Scheduled', by: 'pm', hoursAgo: 30,
      changes: [{
        feature: 'pricing-page-copy', action: 'patchVariant',
        payload: () => ({ variants: [{ name: 'weekend', weight: 1000, weightType: 'variable', stickiness: 'default', payload: { type: 'json', value: '{"headline":"Ship on Monday, relax on Sunday"}' }, overrides: [] }] }),
      }],
      approvedBy: ['alice', 'bob'],
      schedule: { scheduledAt: ahead(2, now), status: 'pending' },
    },
    {
      title: 'Premium analytics for the pro plan', state: 'Applied', by: 'pm', hoursAgo: 24 * 6,
      changes: [{
        feature: 'premium-analytics', action: 'addStrategy',
        payload: () => ({ name: 'flexibleRollout', parameters: { rollout: '100', stickiness: 'default', groupId: 'premium-analytics' }, constraints: [{ contextName: 'plan', operator: 'IN', values: ['pro'] }] }),
      }],
      approvedBy: ['alice', 'bob'],
    },
    {
      title: 'Search ranking v3 for everyone', state: 'Rejected', by: 'bob', hoursAgo: 24 * 4,
      changes: [{
        feature: 'search-ranking-v3', action: 'updateStrategy',
        payload: (id) => ({ id: id('search-ranking-v3'), name: 'flexibleRollout', parameters: { rollout: '100', stickiness: 'sessionId', groupId: 'search-ranking-v3' } }),
      }],
      rejectedBy: { user: 'alice', reason: 'Wait for the experiment to reach significance.' },
    },
    {
      title: 'Disable the payments kill switch by mistake', state: 'Cancelled', by: 'pm', hoursAgo: 24 * 9,
      changes: [{ feature: 'payments-outage-kill-switch', action: 'updateEnabled', payload: () => ({ enabled: false }) }],
      comments: [{ by: 'pm', text: 'Wrong flag, cancelling.' }],
    },
  ];

  const userId = (name: string): number => {
    const id = users.get(name);
    if (id === undefined) throw new Error(`demo user ${name} is missing`);
    return id;
  };

  const strategyId = (feature: string): string => {
    const row = db.prepare<[string], { id: string }>("SELECT id FROM strategies WHERE feature = ? AND environment = 'production' ORDER BY sort_order LIMIT 1").get(feature);
    if (!row) throw new Error(`demo change request: ${feature} has no production strategy`);
    return row.id;
  };

  for (const request of requests) {
    const createdAt = hours(request.hoursAgo);
    const id = insertChangeRequest(db, {
      project: 'default', environment: 'production', title: request.title, minApprovals: 2,
      createdBy: userId(request.by), createdAt, state: request.state,
      ...(request.schedule ? { schedule: request.schedule } : {}),
    });
    for (const change of request.changes) {
      addChange(db, id, { feature: change.feature, action: change.action, payload: change.payload(strategyId), createdBy: userId(request.by), createdAt });
    }
    for (const [index, approver] of (request.approvedBy ?? []).entries()) {
      addReview(db, id, { userId: userId(approver), kind: 'approval', createdAt: hours(request.hoursAgo - 0.5 * (index + 1)) });
    }
    if (request.rejectedBy) {
      addReview(db, id, { userId: userId(request.rejectedBy.user), kind: 'rejection', reason: request.rejectedBy.reason, createdAt: hours(request.hoursAgo - 1) });
    }
    for (const comment of request.comments ?? []) addComment(db, id, { userId: userId(comment.by), text: comment.text, createdAt: hours(request.hoursAgo - 0.25) });
  }
  // The demo promises every open state; fail loudly if an edit above drops one.
  const seeded = new Set(requests.map((r) => r.state));
  for (const state of openChangeRequestStates) if (!seeded.has(state)) throw new Error(`demo change requests lack the ${state} state`);
}
