import { describe, expect, it } from 'vitest';
import { expiresAtFor, firstCustomDay, neverExpiresAt } from './expiryChoice';
import { expiryStatus } from './tokenExpiry';

const now = new Date(2026, 5, 15, 12, 0, 0); // 15 June 2026, noon, local time

describe('the expiry of a new token', () => {
  it('is the chosen number of days from now for a preset', () => {
    expect(expiresAtFor('7', '', now)).toEqual({ ok: true, expiresAt: new Date(2026, 5, 22, 12, 0, 0).toISOString() });
    expect(expiresAtFor('90', '', now)).toEqual({ ok: true, expiresAt: new Date(2026, 8, 13, 12, 0, 0).toISOString() });
  });

  it('is the end of the chosen day for a custom date', () => {
    expect(expiresAtFor('custom', '2026-07-01', now)).toEqual({ ok: true, expiresAt: new Date(2026, 6, 1, 23, 59, 59, 999).toISOString() });
  });

  it('refuses a custom date that is today or earlier', () => {
    expect(firstCustomDay(now)).toBe('2026-06-16');
    expect(expiresAtFor('custom', '2026-06-15', now)).toEqual({ ok: false, error: 'Choose a day after today.' });
    expect(expiresAtFor('custom', '2025-01-01', now)).toEqual({ ok: false, error: 'Choose a day after today.' });
  });

  it('refuses a custom date that is missing or not a real day', () => {
    expect(expiresAtFor('custom', '', now).ok).toBe(false);
    expect(expiresAtFor('custom', '2026-02-31', now).ok).toBe(false);
  });

  it('is a date so far ahead that the table reads it as never, for never', () => {
    expect(expiresAtFor('never', '', now)).toEqual({ ok: true, expiresAt: neverExpiresAt });
    expect(expiryStatus(neverExpiresAt, now).kind).toBe('never');
  });
});
