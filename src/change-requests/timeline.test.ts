import { describe, expect, it } from 'vitest';
import { changeRequestSchema } from '../../contract';
import { timelineOf } from './timeline';

const base = {
  id: 3, environment: 'production', project: 'default', minApprovals: 2, features: [], segments: [],
  createdBy: { id: 1, username: 'pm' }, createdAt: '2026-03-01T09:00:00Z',
};

describe('timelineOf', () => {
  it('an applied request reads from creation to the end, in time order', () => {
    const request = changeRequestSchema.parse({
      ...base, state: 'Applied',
      approvals: [{ createdBy: { username: 'bob' }, createdAt: '2026-03-01T10:00:00Z' }, { createdBy: { username: 'alice' }, createdAt: '2026-03-01T11:00:00Z' }],
      stateTimestamps: { Draft: base.createdAt, 'In review': '2026-03-01T09:30:00Z', Approved: '2026-03-01T11:00:00Z', Applied: '2026-03-01T12:00:00Z' },
    });
    expect(timelineOf(request).map((entry) => entry.words)).toEqual([
      'Created by pm', 'Submitted for review', 'Approved by bob', 'Approved by alice', 'Reached 2 approvals', 'Applied',
    ]);
  });

  it('a rejection carries its reason', () => {
    const request = changeRequestSchema.parse({
      ...base, state: 'Rejected', rejections: [{ createdBy: { username: 'alice' }, createdAt: '2026-03-01T10:00:00Z', reason: 'Not now' }],
    });
    expect(timelineOf(request).at(-1)).toEqual({ at: '2026-03-01T10:00:00Z', words: 'Rejected by alice', detail: 'Not now', tone: 'bad' });
  });

  it('a pending schedule is still to come; a failed one says why', () => {
    const pending = changeRequestSchema.parse({ ...base, state: 'Scheduled', schedule: { scheduledAt: '2026-03-02T08:00:00Z', status: 'pending' } });
    expect(timelineOf(pending).at(-1)).toMatchObject({ words: 'Applies on schedule', future: true });
    const failed = changeRequestSchema.parse({ ...base, state: 'Scheduled', schedule: { scheduledAt: '2026-03-02T08:00:00Z', status: 'failed', reason: '"checkout" was archived.' } });
    expect(timelineOf(failed).at(-1)).toMatchObject({ words: 'Schedule failed', detail: '"checkout" was archived.', tone: 'bad' });
  });

  it('without state times (a service that sends none) shows what is dated anyway', () => {
    expect(timelineOf(changeRequestSchema.parse({ ...base, state: 'In review' })).map((entry) => entry.words)).toEqual(['Created by pm']);
  });

  it('says when an approval was withdrawn, and why', () => {
    const request = changeRequestSchema.parse({
      ...base, state: 'In review',
      withdrawnApprovals: [{ createdBy: { username: 'bob' }, createdAt: '2026-03-01T10:00:00Z', withdrawnAt: '2026-03-01T10:30:00Z', withdrawnReason: 'The changes were edited after this approval.' }],
      stateTimestamps: { Draft: base.createdAt, 'In review': '2026-03-01T09:30:00Z' },
    });
    expect(timelineOf(request).map((entry) => [entry.words, entry.detail])).toEqual([
      ['Created by pm', undefined], ['Submitted for review', undefined], ['Approved by bob', undefined],
      ['Approval by bob withdrawn', 'The changes were edited after this approval.'],
    ]);
  });
});
