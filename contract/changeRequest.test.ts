import { describe, expect, it } from 'vitest';
import { changeRequestListSchema, changeRequestSchema } from './changeRequest';

const base = {
  id: 7,
  title: 'Turn off checkout in production',
  environment: 'production',
  minApprovals: 2,
  project: 'default',
  features: [{ name: 'checkout-v2', changes: [{ id: 1, action: 'updateEnabled', payload: { enabled: false } }] }],
  segments: [],
  approvals: [{ createdBy: { id: 2, username: 'bob' }, createdAt: '2026-03-01T10:00:00Z' }],
  rejections: [],
  comments: [{ text: 'Looks right', createdBy: { username: 'bob' }, createdAt: '2026-03-01T10:00:00Z' }],
  createdBy: { id: 1, username: 'alice' },
  createdAt: '2026-03-01T09:00:00Z',
};

describe('changeRequestSchema', () => {
  it.each(['Draft', 'In review', 'Approved', 'Applied', 'Cancelled', 'Rejected'])('accepts %s without a schedule', (state) => {
    expect(changeRequestSchema.safeParse({ ...base, state }).success).toBe(true);
  });

  it('accepts Scheduled with its schedule', () => {
    const scheduled = { ...base, state: 'Scheduled', schedule: { scheduledAt: '2026-03-02T08:00:00Z', status: 'pending' } };
    const parsed = changeRequestSchema.parse(scheduled);
    expect(parsed.state === 'Scheduled' && parsed.schedule.status).toBe('pending');
  });

  it('refuses Scheduled without a schedule', () => {
    const result = changeRequestSchema.safeParse({ ...base, state: 'Scheduled' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['schedule']);
  });

  it('refuses a schedule on a request that is not Scheduled', () => {
    const result = changeRequestSchema.safeParse({ ...base, state: 'Approved', schedule: { scheduledAt: '2026-03-02T08:00:00Z', status: 'pending' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['schedule']);
  });

  it('refuses an unknown state and a schedule status outside pending, failed, suspended', () => {
    expect(changeRequestSchema.safeParse({ ...base, state: 'Merged' }).success).toBe(false);
    const badStatus = { ...base, state: 'Scheduled', schedule: { scheduledAt: '2026-03-02T08:00:00Z', status: 'done' } };
    expect(changeRequestSchema.safeParse(badStatus).success).toBe(false);
  });

  it.each(['id', 'environment', 'minApprovals', 'project', 'features', 'segments', 'createdBy', 'createdAt'])(
    'requires %s',
    (field) => {
      const { [field as keyof typeof base]: _, ...rest } = base;
      expect(changeRequestSchema.safeParse({ ...rest, state: 'Draft' }).success).toBe(false);
    },
  );

  it('parses an inbox: an array of both forms', () => {
    const list = [
      { ...base, state: 'In review' },
      { ...base, id: 8, state: 'Scheduled', schedule: { scheduledAt: '2026-03-02T08:00:00Z', status: 'failed', reason: 'flag archived' } },
    ];
    expect(changeRequestListSchema.parse(list)).toHaveLength(2);
  });
});
