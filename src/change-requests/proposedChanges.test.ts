import { describe, expect, it } from 'vitest';
import type { ChangeRequest } from '../../contract';
import { proposedChanges } from './proposedChanges';

const request = (features: ChangeRequest['features']): ChangeRequest => ({
  id: 1, environment: 'production', minApprovals: 1, project: 'default', features, segments: [], createdBy: { id: 2 }, createdAt: '2030-01-01T00:00:00Z', state: 'In review',
});

describe('a request\'s changes for the impact preview', () => {
  it('are its flag changes in order, leaving out actions the console does not know', () => {
    expect(proposedChanges(request([
      { name: 'checkout-v2', changes: [{ action: 'updateEnabled', payload: { enabled: true } }, { action: 'updateSegment', payload: {} }] },
      { name: 'banner', changes: [{ action: 'deleteStrategy', payload: { id: 's1' } }] },
    ]))).toEqual([
      { feature: 'checkout-v2', action: 'updateEnabled', payload: { enabled: true } },
      { feature: 'banner', action: 'deleteStrategy', payload: { id: 's1' } },
    ]);
  });
});
