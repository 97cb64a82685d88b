import { describe, expect, it } from 'vitest';
import { expiryLabel, expiryStatus, formatRemaining } from './tokenExpiry';

const now = new Date('2026-06-15T12:00:00Z');
const seconds = 1000;
const minutes = 60 * seconds;
const hours = 60 * minutes;
const days = 24 * hours;
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();
const label = (offsetMs: number) => expiryLabel(expiryStatus(at(offsetMs), now));

describe('a token whose expiry has passed', () => {
  it('is expired, and says so', () => {
    expect(expiryStatus(at(-1 * days), now).kind).toBe('expired');
    expect(label(-1 * days)).toEqual({ text: 'Expired', tone: 'danger' });
  });

  it('is expired from the very instant of its expiry', () => {
    expect(expiryStatus(at(0), now).kind).toBe('expired');
    expect(expiryStatus(at(1), now).kind).toBe('soon');
  });
});

describe('a token that expires within 7 days', () => {
  it('expires soon and says in how long, as a warning', () => {
    expect(label(3 * days)).toEqual({ text: 'Expires in 3 days', tone: 'warning' });
    expect(label(7 * days).tone).toBe('warning');
    expect(label(7 * days + 1 * minutes).tone).toBe('plain');
  });

  it('still reads "in 3 days" a few seconds after it was made to expire in 3 days', () => {
    expect(label(3 * days - 5 * seconds).text).toBe('Expires in 3 days');
  });

  it('counts hours, then minutes, on its last day', () => {
    expect(formatRemaining(5 * hours)).toBe('in 5 hours');
    expect(formatRemaining(1 * hours)).toBe('in 1 hour');
    expect(formatRemaining(90 * seconds)).toBe('in 2 minutes');
    expect(formatRemaining(1 * seconds)).toBe('in 1 minute');
  });
});

describe('a token whose expiry is more than 50 years away', () => {
  it('never expires', () => {
    expect(expiryStatus('9999-12-31T23:59:59.999Z', now).kind).toBe('never');
    expect(label(51 * 365 * days)).toEqual({ text: 'Never', tone: 'muted' });
  });

  it('but 49 years away is still a date', () => {
    expect(expiryStatus(at(49 * 365 * days), now).kind).toBe('later');
  });
});

describe('any other token', () => {
  it('shows the date it expires on', () => {
    expect(expiryLabel(expiryStatus('2026-09-01T10:00:00Z', now))).toEqual({ text: 'Sep 1, 2026', tone: 'plain' });
  });
});
