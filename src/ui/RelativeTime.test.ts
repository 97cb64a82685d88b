import { describe, expect, it } from 'vitest';
import { formatRelative } from './RelativeTime';

const now = new Date('2026-06-15T12:00:00Z');
const at = (offsetSeconds: number) => new Date(now.getTime() + offsetSeconds * 1000);

describe('formatRelative', () => {
  it.each([
    [-30, 'just now'],
    [-0.3, 'just now'],
    [30, 'in a moment'],
    [-90, '1 minute ago'],
    [-3 * 3600, '3 hours ago'],
    [-24 * 3600, 'yesterday'],
    [3 * 24 * 3600, 'in 3 days'],
    [-14 * 24 * 3600, '2 weeks ago'],
    [400 * 24 * 3600, 'next year'],
  ])('%i seconds from now reads "%s"', (offset, expected) => {
    expect(formatRelative(at(offset), now)).toBe(expected);
  });
});
