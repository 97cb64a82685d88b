import { describe, expect, it } from 'vitest';
import type { ChangeRequest } from '../../contract';
import { proposedChanges, unpreviewedNote } from './proposedChanges';

const request = (features: ChangeRequest['features'], segments: ChangeRequest['segments'] = []): ChangeRequest => ({
  id: 1, environment: 'production', minApprovals: 1, project: 'default', features, segments, createdBy: { id: 2 }, createdAt: '2030-01-01T00:00:00Z', state: 'In review',
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

  it('say what the preview leaves out: a segment\'s change, an action the console does not know', () => {
    const checkout = { name: 'checkout-v2', changes: [{ action: 'updateEnabled', payload: { enabled: true } }] };
    expect(unpreviewedNote(request([checkout]))).toBeUndefined();
    expect(unpreviewedNote(request([checkout], [{ id: 1, name: 'beta', changes: [{ action: 'updateSegment', payload: {} }] }])))
      .toBe('1 change of this request is not in the preview: a segment\'s change, or an action this console does not know.');
    expect(unpreviewedNote(request([{ name: 'banner', changes: [{ action: 'updateSegment', payload: {} }, { action: 'updateEnabled', payload: { enabled: false } }] }], [{ id: 1, changes: [{ action: 'updateSegment', payload: {} }] }])))
      .toMatch(/^2 changes of this request are not in the preview/);
  });
});
