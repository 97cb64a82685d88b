import type { ChangeRequest } from '../../contract';

/**
 * A request's history as one list: created, submitted, each review, the schedule, the end. The
 * states' times come from `stateTimestamps` where the service sends them (Unleash does; without
 * them only what is dated otherwise is shown), reviews from their own dates.
 */
export interface TimelineEntry {
  at: string;
  words: string;
  /** What was said with it (a rejection's reason). */
  detail?: string;
  tone: 'done' | 'good' | 'bad' | 'waiting';
  /** Still to come (a pending schedule). */
  future?: boolean;
}

const nameOf = (user: { username?: string | null; id?: number } | undefined) => user?.username ?? (user?.id !== undefined ? `user ${user.id}` : 'someone');

export function timelineOf(request: ChangeRequest): TimelineEntry[] {
  const entries: TimelineEntry[] = [{ at: request.createdAt, words: `Created by ${nameOf(request.createdBy)}`, tone: 'done' }];
  const times = request.stateTimestamps ?? {};
  if (times['In review']) entries.push({ at: times['In review'], words: 'Submitted for review', tone: 'done' });
  for (const approval of request.approvals ?? []) {
    if (approval.createdAt) entries.push({ at: approval.createdAt, words: `Approved by ${nameOf(approval.createdBy)}`, tone: 'good' });
  }
  for (const approval of request.withdrawnApprovals ?? []) {
    if (approval.createdAt) entries.push({ at: approval.createdAt, words: `Approved by ${nameOf(approval.createdBy)}`, tone: 'good' });
    entries.push({ at: approval.withdrawnAt, words: `Approval by ${nameOf(approval.createdBy)} withdrawn`, tone: 'bad', detail: approval.withdrawnReason });
  }
  if (times.Approved) entries.push({ at: times.Approved, words: `Reached ${request.minApprovals} ${request.minApprovals === 1 ? 'approval' : 'approvals'}`, tone: 'good' });
  for (const rejection of request.rejections ?? []) {
    if (rejection.createdAt) {
      entries.push({ at: rejection.createdAt, words: `Rejected by ${nameOf(rejection.createdBy)}`, tone: 'bad', ...(rejection.reason ? { detail: rejection.reason } : {}) });
    }
  }
  if (times.Scheduled && request.state !== 'Scheduled') entries.push({ at: times.Scheduled, words: 'Scheduled', tone: 'done' });
  if (times.Applied) entries.push({ at: times.Applied, words: 'Applied', tone: 'good' });
  if (times.Cancelled) entries.push({ at: times.Cancelled, words: 'Cancelled', tone: 'done' });
  entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));

  if (request.state === 'Scheduled') {
    const { schedule } = request;
    const reason = schedule.reason ?? schedule.failureReason ?? undefined;
    if (schedule.status === 'failed') entries.push({ at: schedule.scheduledAt, words: 'Schedule failed', tone: 'bad', ...(reason ? { detail: reason } : {}) });
    else if (schedule.status === 'suspended') entries.push({ at: schedule.scheduledAt, words: 'Schedule suspended', tone: 'waiting', ...(reason ? { detail: reason } : {}) });
    else entries.push({ at: schedule.scheduledAt, words: 'Applies on schedule', tone: 'waiting', future: true });
  }
  return entries;
}
