import { isOpenChangeRequestState } from '../../contract/changeRequest';
import type { ChangeRequestSearchItem } from '../../contract/changeRequestRequests';
import { isPerson, may, type Viewer } from '../viewer/viewer';

/**
 * The inbox's rules: which requests wait for whom, in which tab, in which order. A row is a
 * search item, the shape both the search and each project's open listing
 * (`GET …/change-requests/open`) fit.
 */
export type InboxItem = ChangeRequestSearchItem;

export const inboxTabs = ['review', 'mine', 'open'] as const;
export type InboxTab = (typeof inboxTabs)[number];

export const tabLabels: Record<InboxTab, string> = { review: 'Needs my review', mine: 'My requests', open: 'All open' };

export const isOpen = (item: InboxItem) => isOpenChangeRequestState(item.state);

const reviewedBy = (item: InboxItem, userId: number) =>
  [...(item.approvals ?? []), ...(item.rejections ?? [])].some((review) => review.createdBy?.id === userId);

/**
 * In review (or a schedule suspended for a new approval), somebody else's, not yet reviewed by the
 * viewer, and theirs to approve (a person's: a token cannot review).
 */
export function needsReviewBy(item: InboxItem, viewer: Viewer): boolean {
  return isPerson(viewer)
    && (item.state === 'In review' || (item.state === 'Scheduled' && item.schedule?.status === 'suspended'))
    && item.createdBy.id !== viewer.id
    && !reviewedBy(item, viewer.id)
    && may(viewer, 'APPROVE_CHANGE_REQUEST', item);
}

export const isMine = (item: InboxItem, viewer: Viewer) => item.createdBy.id === viewer.id;

export interface NextStep {
  /** Lower comes first: what the viewer can act on now, then what waits on others, then history. */
  rank: number;
  words: string;
  tone: 'accent' | 'danger' | 'warning' | 'muted';
}

export function nextStep(item: InboxItem, viewer: Viewer): NextStep {
  if (needsReviewBy(item, viewer)) return { rank: 0, words: 'Needs your review', tone: 'accent' };
  if (item.state === 'Scheduled' && item.schedule?.status === 'failed') return { rank: 1, words: 'Needs attention', tone: 'danger' };
  if (item.state === 'Approved' && may(viewer, 'APPLY_CHANGE_REQUEST', item)) return { rank: 2, words: 'Ready to apply', tone: 'accent' };
  if (item.state === 'Draft' && isMine(item, viewer)) return { rank: 3, words: 'Your draft: submit it for review', tone: 'warning' };
  if (item.state === 'In review') return { rank: 4, words: isMine(item, viewer) ? 'Waiting for reviewers' : 'In review by others', tone: 'muted' };
  if (item.state === 'Approved') return { rank: 4, words: 'Waiting to be applied', tone: 'muted' };
  if (item.state === 'Scheduled') return { rank: 5, words: item.schedule?.status === 'suspended' ? 'Schedule suspended' : 'Will apply on schedule', tone: 'muted' };
  return { rank: 6, words: 'Closed', tone: 'muted' };
}

/** What needs the viewer comes first; within a rank, the newest. */
export function sortForAction(items: readonly InboxItem[], viewer: Viewer): InboxItem[] {
  return items
    .map((item) => ({ item, rank: nextStep(item, viewer).rank, at: Date.parse(item.createdAt) }))
    .sort((a, b) => a.rank - b.rank || b.at - a.at || b.item.id - a.item.id)
    .map(({ item }) => item);
}

/**
 * The rows of a tab. `open` is every open request the viewer may see; `mine` adds the viewer's
 * closed ones where the service lists them (the search), so "My requests" keeps their history.
 */
export function tabRows(tab: InboxTab, open: readonly InboxItem[], mine: readonly InboxItem[], viewer: Viewer): InboxItem[] {
  switch (tab) {
    case 'review':
      return sortForAction(open.filter((item) => needsReviewBy(item, viewer)), viewer);
    case 'mine': {
      const seen = new Set<number>();
      const rows = [...open, ...mine].filter((item) => isMine(item, viewer) && !seen.has(item.id) && seen.add(item.id));
      return sortForAction(rows, viewer);
    }
    case 'open':
      return sortForAction(open, viewer);
  }
}

/** "1 of 2"; undefined when the service did not say (Unleash's search carries no reviews). */
export function approvalsText(item: Pick<InboxItem, 'approvals' | 'minApprovals'>): string | undefined {
  if (item.approvals === undefined || item.minApprovals === undefined) return undefined;
  return `${item.approvals.length} of ${item.minApprovals}`;
}

export const titleOf = (item: Pick<InboxItem, 'id' | 'title'>) => item.title?.trim() || `Change request #${item.id}`;

/**
 * Why the viewer can review no change request at all (undefined when they can review some): a
 * token is nobody in particular, and a person needs the permission in some project.
 */
export function reviewBlockedBy(viewer: Viewer): string | undefined {
  if (!isPerson(viewer)) {
    return 'An API token is nobody in particular: reviewing is left to people, so no request waits for it. Sign in with a personal access token to review.';
  }
  const mayReview = viewer.permissions.some(({ permission }) => permission === 'ADMIN' || permission === 'APPROVE_CHANGE_REQUEST');
  return mayReview ? undefined : 'You cannot review change requests: that takes the APPROVE_CHANGE_REQUEST permission.';
}

/** The inbox opens on what waits for the viewer; for one who can review nothing, on every open request. */
export const firstTab = (viewer: Viewer): InboxTab => (reviewBlockedBy(viewer) === undefined ? 'review' : 'open');

/** The tab the address names; anything else is the viewer's first tab. */
export function tabFromQuery(value: string | null, first: InboxTab = 'review'): InboxTab {
  return inboxTabs.find((tab) => tab === value) ?? first;
}
