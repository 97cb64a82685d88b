import { describe, expect, it } from 'vitest';
import { may, type Viewer } from '../viewer/viewer';
import { approvalsText, firstTab, needsReviewBy, nextStep, reviewBlockedBy, sortForAction, tabFromQuery, tabRows, titleOf, type InboxItem } from './inbox';

const reviewer: Viewer = { id: 2, permissions: [{ permission: 'APPROVE_CHANGE_REQUEST' }, { permission: 'APPLY_CHANGE_REQUEST' }] };
const viewerRole: Viewer = { id: 3, permissions: [] };

let nextId = 1;
function item(state: InboxItem['state'], extra: Partial<InboxItem> = {}): InboxItem {
  return {
    id: nextId++, environment: 'production', project: 'default', state, minApprovals: 2, approvals: [], rejections: [],
    createdBy: { id: 1, username: 'pm' }, createdAt: '2026-01-01T00:00:00Z', features: [{ name: 'checkout' }], ...extra,
  };
}

describe('who a request waits for', () => {
  it('needs the review of another person who may approve and has not reviewed it', () => {
    expect(needsReviewBy(item('In review'), reviewer)).toBe(true);
    expect(needsReviewBy(item('In review', { createdBy: { id: 2 } }), reviewer)).toBe(false);
    expect(needsReviewBy(item('In review', { approvals: [{ createdBy: { id: 2 } }] }), reviewer)).toBe(false);
    expect(needsReviewBy(item('In review', { rejections: [{ createdBy: { id: 2 } }] }), reviewer)).toBe(false);
    expect(needsReviewBy(item('In review'), viewerRole)).toBe(false);
    expect(needsReviewBy(item('Approved'), reviewer)).toBe(false);
    expect(needsReviewBy(item('In review'), { id: 0, permissions: [{ permission: 'ADMIN' }] })).toBe(false);
  });

  it('a schedule suspended because its flags moved waits for a new approval; a pending one does not', () => {
    const at = '2030-01-01T00:00:00Z';
    expect(needsReviewBy(item('Scheduled', { schedule: { scheduledAt: at, status: 'suspended', reason: 'The flags changed since the approval.' } }), reviewer)).toBe(true);
    expect(needsReviewBy(item('Scheduled', { schedule: { scheduledAt: at, status: 'pending' } }), reviewer)).toBe(false);
  });

  it('permissions scoped to a project or an environment hold only there', () => {
    const scoped: Viewer = { id: 4, permissions: [{ permission: 'APPROVE_CHANGE_REQUEST', project: 'default', environment: 'production' }] };
    expect(may(scoped, 'APPROVE_CHANGE_REQUEST', { project: 'default', environment: 'production' })).toBe(true);
    expect(may(scoped, 'APPROVE_CHANGE_REQUEST', { project: 'payments', environment: 'production' })).toBe(false);
    expect(may(scoped, 'APPROVE_CHANGE_REQUEST', { project: 'default', environment: 'staging' })).toBe(false);
  });
});

describe('the order: what needs action first', () => {
  it('review, failed schedule, ready to apply, own drafts, then waiting, scheduled, closed', () => {
    const rows = [
      item('Applied'),
      item('Scheduled', { schedule: { scheduledAt: '2026-02-01T00:00:00Z', status: 'pending' } }),
      item('Draft', { createdBy: { id: 2 } }),
      item('In review', { createdBy: { id: 2 } }),
      item('Approved'),
      item('Scheduled', { schedule: { scheduledAt: '2026-02-01T00:00:00Z', status: 'failed', reason: 'archived' } }),
      item('In review'),
    ];
    expect(sortForAction(rows, reviewer).map((row) => nextStep(row, reviewer).words)).toEqual([
      'Needs your review', 'Needs attention', 'Ready to apply', 'Your draft: submit it for review',
      'Waiting for reviewers', 'Will apply on schedule', 'Closed',
    ]);
  });

  it('within a rank, the newest first', () => {
    const older = item('In review', { createdAt: '2026-01-01T00:00:00Z' });
    const newer = item('In review', { createdAt: '2026-01-02T00:00:00Z' });
    expect(sortForAction([older, newer], reviewer).map((row) => row.id)).toEqual([newer.id, older.id]);
  });
});

describe('tabs', () => {
  it('review, mine (with closed ones the search adds, once each), and all open', () => {
    const forMe = item('In review');
    const myDraft = item('Draft', { createdBy: { id: 2 } });
    const myApplied = item('Applied', { createdBy: { id: 2 } });
    const open = [forMe, myDraft];
    expect(tabRows('review', open, [], reviewer)).toEqual([forMe]);
    expect(tabRows('mine', open, [myDraft, myApplied], reviewer)).toEqual([myDraft, myApplied]);
    expect(tabRows('open', open, [myApplied], reviewer)).toEqual([forMe, myDraft]);
  });

  it('the tab comes from the address; anything else is the first tab', () => {
    expect(tabFromQuery('mine')).toBe('mine');
    expect(tabFromQuery(null)).toBe('review');
    expect(tabFromQuery('all')).toBe('review');
    expect(tabFromQuery(null, 'open')).toBe('open');
    expect(tabFromQuery('review', 'open')).toBe('review');
  });

  it('opens on every open request for whoever can review none, and says why once', () => {
    const adminToken: Viewer = { id: 0, permissions: [{ permission: 'ADMIN' }] };
    const admin: Viewer = { id: 1, permissions: [{ permission: 'ADMIN' }] };
    const scoped: Viewer = { id: 4, permissions: [{ permission: 'APPROVE_CHANGE_REQUEST', project: 'web', environment: 'production' }] };
    expect(firstTab(reviewer)).toBe('review');
    expect(firstTab(admin)).toBe('review');
    expect(firstTab(scoped)).toBe('review');
    expect(firstTab(adminToken)).toBe('open');
    expect(firstTab(viewerRole)).toBe('open');
    expect(reviewBlockedBy(adminToken)).toMatch(/^An API token is nobody in particular/);
    expect(reviewBlockedBy(viewerRole)).toBe('You cannot review change requests: that takes the APPROVE_CHANGE_REQUEST permission.');
    expect(reviewBlockedBy(reviewer)).toBeUndefined();
  });
});

describe('words in a row', () => {
  it('approvals as "1 of 2", unknown when the service did not list them', () => {
    expect(approvalsText(item('In review', { approvals: [{}] }))).toBe('1 of 2');
    expect(approvalsText({ minApprovals: undefined, approvals: undefined })).toBeUndefined();
  });

  it('an untitled request is named by its number', () => {
    expect(titleOf({ id: 7, title: null })).toBe('Change request #7');
    expect(titleOf({ id: 7, title: 'Ship it' })).toBe('Ship it');
  });
});
