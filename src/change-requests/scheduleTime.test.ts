import { describe, expect, it } from 'vitest';
import { localInputValue, readLocalInput, scheduleFromInput } from './scheduleTime';

describe('schedule times', () => {
  it('the input shows local time, and reads back to the same instant', () => {
    const at = new Date(2026, 4, 1, 14, 30, 5);
    expect(localInputValue(at)).toBe('2026-05-01T14:30:05');
    expect(scheduleFromInput(localInputValue(at), at.getTime() - 1000)).toEqual({ scheduledAt: at.toISOString() });
  });

  it('accepts minutes without seconds', () => {
    expect(scheduleFromInput('2026-05-01T14:30', 0)).toEqual({ scheduledAt: new Date(2026, 4, 1, 14, 30).toISOString() });
  });

  it('refuses an empty value and a time that has passed', () => {
    expect(scheduleFromInput('', 0)).toEqual({ problem: 'Pick a date and time.' });
    const now = new Date(2026, 4, 1, 14, 30).getTime();
    expect(scheduleFromInput('2026-05-01T14:30', now)).toEqual({ problem: 'Pick a time in the future.' });
  });

  it('reads the moment a value names, past or not, without asking the clock', () => {
    expect(readLocalInput('2020-01-01T09:00')).toEqual(new Date(2020, 0, 1, 9, 0));
    expect(readLocalInput('2020-13-45T09:00')).toBeNull();
    expect(readLocalInput('')).toBeNull();
  });
});
