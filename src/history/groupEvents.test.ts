import { describe, expect, it } from 'vitest';
import { anEvent } from './fixtures';
import { groupChangeRequest, groupEvents, groupTitle } from './groupEvents';

describe('events made together', () => {
  it('groups neighbours that share a group id, and leaves single events alone', () => {
    const a = anEvent({ groupId: 'g1' });
    const b = anEvent({ groupId: 'g2', groupType: 'change-request' });
    const c = anEvent({ groupId: 'g2', groupType: 'change-request' });
    const d = anEvent({ groupId: null });
    const e = anEvent({ groupId: null });
    const groups = groupEvents([a, b, c, d, e]);
    expect(groups.map((group) => group.events.map((event) => event.id))).toEqual([[a.id], [b.id, c.id], [d.id], [e.id]]);
    expect(groups.map((group) => group.groupId)).toEqual([undefined, 'g2', undefined, undefined]);
  });

  it('says what made a group', () => {
    const [byRequest] = groupEvents([anEvent({ groupId: 'g', groupType: 'change-request' }), anEvent({ groupId: 'g', groupType: 'change-request' })]);
    expect(byRequest && groupTitle(byRequest)).toBe('2 changes applied together by a change request');
    const [bulk] = groupEvents([anEvent({ groupId: 'b', groupType: 'bulk' }), anEvent({ groupId: 'b', groupType: 'bulk' }), anEvent({ groupId: 'b', groupType: 'bulk' })]);
    expect(bulk && groupTitle(bulk)).toBe('3 changes made together');
  });

  it('names the change request whose id the group carries', () => {
    const [byRequest] = groupEvents([anEvent({ groupId: '12', groupType: 'change-request' }), anEvent({ groupId: '12', groupType: 'change-request' })]);
    expect(byRequest && groupChangeRequest(byRequest)).toEqual({ id: 12, project: 'default' });
    const [transaction] = groupEvents([anEvent({ groupId: '01M8ECF6Q4', groupType: 'transaction' }), anEvent({ groupId: '01M8ECF6Q4', groupType: 'transaction' })]);
    expect(transaction && groupChangeRequest(transaction)).toBeUndefined();
  });
});
