import { describe, expect, it } from 'vitest';
import { changeRequestSchema } from '../../contract';
import { pendingSwitches, pendingWords, switchKey } from './pendingSwitches';

const request = (id: number, createdAt: string, features: unknown[], environment = 'production') =>
  changeRequestSchema.parse({
    id, environment, project: 'default', minApprovals: 1, segments: [], state: 'In review', features,
    createdBy: { id: 1 }, createdAt,
  });

describe('pendingSwitches', () => {
  it('marks each flag and environment that an open request would switch, the newest request winning', () => {
    const older = request(1, '2026-01-01T00:00:00Z', [{ name: 'a', changes: [{ action: 'updateEnabled', payload: { enabled: true } }] }]);
    const newer = request(2, '2026-01-02T00:00:00Z', [
      { name: 'a', changes: [{ action: 'updateEnabled', payload: { enabled: false } }] },
      { name: 'b', changes: [{ action: 'addStrategy', payload: { name: 'default' } }] },
    ]);
    const pending = pendingSwitches([older, newer]);
    expect([...pending.keys()]).toEqual([switchKey('a', 'production')]);
    expect(pending.get(switchKey('a', 'production'))).toEqual({ id: 2, project: 'default', state: 'In review', enabled: false });
  });

  it('says it in words', () => {
    expect(pendingWords({ id: 12, project: 'default', state: 'Draft', enabled: false }, 'checkout-v2', 'production'))
      .toBe('Change request #12 (Draft) would turn off checkout-v2 in production');
  });
});
