import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../contract/events';
import { changedSince } from './changedSince';

let nextId = 1;
const event = (type: string, createdAt: string, fields: Partial<AuditEvent> = {}): AuditEvent => ({
  id: nextId++, type, createdAt, createdBy: 'ann@example.com', project: 'default', data: null, preData: null, ...fields,
});

const at = '2030-01-31T14:00:00.000Z';

describe('what changed since a moment, where the past cannot be rebuilt', () => {
  it('names each flag changed after the moment in the environment, its changes oldest first', () => {
    const off = event('feature-environment-disabled', '2030-01-31T14:05:00.000Z', { featureName: 'checkout', environment: 'production' });
    const on = event('feature-environment-enabled', '2030-01-31T14:30:00.000Z', { featureName: 'checkout', environment: 'production' });
    const archived = event('feature-archived', '2030-01-31T15:00:00.000Z', { featureName: 'banner' });
    // Newest first, as the search answers.
    expect(changedSince([archived, on, off], at, 'production')).toEqual({
      flags: [{ name: 'banner', events: [archived] }, { name: 'checkout', events: [off, on] }],
      segments: [],
    });
  });

  it('leaves out what changed before the moment, at it, or in another environment', () => {
    const before = event('feature-strategy-update', '2030-01-31T13:59:59.999Z', { featureName: 'checkout', environment: 'production' });
    const atTheMoment = event('feature-environment-enabled', at, { featureName: 'checkout', environment: 'production' });
    const elsewhere = event('feature-environment-disabled', '2030-01-31T14:05:00.000Z', { featureName: 'checkout', environment: 'development' });
    expect(changedSince([elsewhere, atTheMoment, before], at, 'production')).toEqual({ flags: [], segments: [] });
  });

  it('names segments changed since apart: their flags are not in their events', () => {
    const segment = event('segment-updated', '2030-01-31T14:10:00.000Z', { project: null });
    const token = event('api-token-created', '2030-01-31T14:20:00.000Z', { project: null });
    expect(changedSince([token, segment], at, 'production')).toEqual({ flags: [], segments: [segment] });
  });
});
