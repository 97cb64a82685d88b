import { openChangeRequestStates, type ChangeRequestState } from '../../contract/changeRequest';
import { addChange, addComment, addReview, insertChangeRequest } from '../store/changeRequests';
import { snapshotOf } from '../store/changeRequestSnapshots';
import { setState } from '../store/changeRequestWrite';
import type { Db } from '../store/openDatabase';
import { ago, ahead } from './time';
import { userIdAuthor } from '../store/events';

interface DemoChangeRequest {
  title: string;
  state: ChangeRequestState;
  by: string;
  /** Off the hour and the day, so a request's steps, minutes apart, read alike in relative time. */
  hoursAgo: number;
  /** `strategyId` looks up the feature's first production strategy, as updateStrategy names it. */
  changes: Array<{ feature: string; action: string; payload: (strategyId: (feature: string) => string) => unknown }>;
  approvedBy?: string[];
  rejectedBy?: { user: string; reason: string };
  comments?: Array<{ by: string; text: string }>;
  /** When a Scheduled request is to apply. */
  scheduledAt?: string;
}

const minApprovals = 2;

/** Hours after a request's creation that each step of the demo's workflow was taken. */
const after = { submitted: 0.2, comment: 0.25, cancelled: 0.3, rejected: 1, scheduled: 0.5, applied: 1 };
const approvalAfter = (index: number) => 0.5 * (index + 1);

interface Step { state: ChangeRequestState; by: string; hoursAfter: number; scheduledAt?: string }

/**
 * The states a request went through to reach its own, in order, each with who moved it and when,
 * as the workflow would have recorded them: submitted by its author, Approved with the approval
 * that reached the minimum, Rejected with the rejection, then scheduled, applied or cancelled.
 */
function stepsOf(request: DemoChangeRequest): Step[] {
  const fail = (why: string): never => {
    throw new Error(`demo change request "${request.title}" is ${request.state} but ${why}`);
  };
  const approvers = request.approvedBy ?? [];
  if (request.state === 'Draft') return [];
  const submitted: Step = { state: 'In review', by: request.by, hoursAfter: after.submitted };
  switch (request.state) {
    case 'In review':
      if (approvers.length >= minApprovals) fail('has enough approvals to be Approved');
      return [submitted];
    case 'Rejected':
      return [submitted, { state: 'Rejected', by: request.rejectedBy?.user ?? fail('nobody rejected it'), hoursAfter: after.rejected }];
    case 'Cancelled':
      return [submitted, { state: 'Cancelled', by: request.by, hoursAfter: after.cancelled }];
    default: {
      const deciding = approvers[minApprovals - 1] ?? fail(`has fewer than ${minApprovals} approvals`);
      const approved: Step = { state: 'Approved', by: deciding, hoursAfter: approvalAfter(minApprovals - 1) };
      if (request.state === 'Approved') return [submitted, approved];
      if (request.state === 'Applied') return [submitted, approved, { state: 'Applied', by: request.by, hoursAfter: approved.hoursAfter + after.applied }];
      const scheduledAt = request.scheduledAt ?? fail('has no time to apply at');
      return [submitted, approved, { state: 'Scheduled', by: request.by, hoursAfter: approved.hoursAfter + after.scheduled, scheduledAt }];
    }
  }
}

/** Open requests in every open state (one Scheduled) and a few closed ones, on production of `default`. */
export function seedDemoChangeRequests(db: Db, users: Map<string, number>, now: number): void {
  const hours = (h: number) => ago(h / 24, now);
  const requests: DemoChangeRequest[] = [
    {
      title: 'Roll checkout-v2 out to half of the web shop', state: 'In review', by: 'pm', hoursAgo: 5.75,
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
      scheduledAt: ahead(2, now),
    },
    {
      title: 'Premium analytics for the pro plan', state: 'Applied', by: 'pm', hoursAgo: 24 * 6 + 3,
      changes: [{
        feature: 'premium-analytics', action: 'addStrategy',
        payload: () => ({ name: 'flexibleRollout', parameters: { rollout: '100', stickiness: 'default', groupId: 'premium-analytics' }, constraints: [{ contextName: 'plan', operator: 'IN', values: ['pro'] }] }),
      }],
      approvedBy: ['alice', 'bob'],
    },
    {
      title: 'Search ranking v3 for everyone', state: 'Rejected', by: 'bob', hoursAgo: 24 * 4 + 3,
      changes: [{
        feature: 'search-ranking-v3', action: 'updateStrategy',
        payload: (id) => ({ id: id('search-ranking-v3'), name: 'flexibleRollout', parameters: { rollout: '100', stickiness: 'sessionId', groupId: 'search-ranking-v3' } }),
      }],
      rejectedBy: { user: 'alice', reason: 'Wait for the experiment to reach significance.' },
    },
    {
      title: 'Disable the payments kill switch by mistake', state: 'Cancelled', by: 'pm', hoursAgo: 24 * 9 + 3,
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
    const at = (hoursAfter: number) => hours(request.hoursAgo - hoursAfter);
    const createdAt = at(0);
    // Every request starts as a Draft and moves on through the workflow's own writes.
    const by = (name: string, when: string) => ({ ...userIdAuthor(db, userId(name)), at: when });
    const id = insertChangeRequest(db, by(request.by, createdAt), {
      project: 'default', environment: 'production', title: request.title, minApprovals,
      createdBy: userId(request.by), createdAt, state: 'Draft',
    });
    for (const change of request.changes) {
      const payload = change.payload(strategyId);
      // What the change replaces, kept as the service keeps it for a change made through the API:
      // a closed request shows it, an open one compares it with the flag for conflicts.
      const replaced = snapshotOf(db, { project: 'default', environment: 'production', feature: change.feature, action: change.action, payload });
      addChange(db, by(request.by, createdAt), id, {
        feature: change.feature, action: change.action, payload, createdBy: userId(request.by), createdAt,
        ...(replaced.kind === 'state' ? { snapshot: replaced.value } : {}),
      });
    }
    for (const [index, approver] of (request.approvedBy ?? []).entries()) {
      addReview(db, by(approver, at(approvalAfter(index))), id, { userId: userId(approver), kind: 'approval', createdAt: at(approvalAfter(index)) });
    }
    if (request.rejectedBy) {
      const rejectedAt = at(after.rejected);
      addReview(db, by(request.rejectedBy.user, rejectedAt), id, { userId: userId(request.rejectedBy.user), kind: 'rejection', reason: request.rejectedBy.reason, createdAt: rejectedAt });
    }
    for (const comment of request.comments ?? []) addComment(db, id, { userId: userId(comment.by), text: comment.text, createdAt: at(after.comment) });
    for (const step of stepsOf(request)) {
      setState(db, by(step.by, at(step.hoursAfter)), id, step.state, { userId: userId(step.by), at: at(step.hoursAfter), ...(step.scheduledAt ? { scheduledAt: step.scheduledAt } : {}) });
    }
  }
  // The demo promises every open state; fail loudly if an edit above drops one.
  const seeded = new Set(requests.map((r) => r.state));
  for (const state of openChangeRequestStates) if (!seeded.has(state)) throw new Error(`demo change requests lack the ${state} state`);
}
