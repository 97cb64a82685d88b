import { describe, expect, it } from 'vitest';
import { daysFromNow, isoFromLocalInput, localInputValue } from './currentTime';

describe('currentTime between the picker and the query string', () => {
  it('sends the picked local time as an ISO instant, and shows it back as picked', () => {
    const iso = isoFromLocalInput('2030-01-31T09:00');
    expect(iso).toBe(new Date(2030, 0, 31, 9, 0).toISOString());
    expect(localInputValue(iso)).toBe('2030-01-31T09:00');
  });

  it('keeps seconds when there are some', () => {
    expect(localInputValue(isoFromLocalInput('2030-01-31T09:00:30'))).toBe('2030-01-31T09:00:30');
  });

  it('is empty when cleared, and the picker is empty for what it cannot show', () => {
    expect(isoFromLocalInput('')).toBe('');
    expect(localInputValue('')).toBe('');
    expect(localInputValue('next monday')).toBe('');
  });

  it('counts days from now to the minute', () => {
    expect(daysFromNow(7, new Date('2030-01-01T10:20:30.400Z'))).toBe('2030-01-08T10:20:00.000Z');
  });
});
