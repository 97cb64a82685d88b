import { describe, expect, it } from 'vitest';
import { describeEditors, summariseEditors } from './editors';

describe('the editor figures', () => {
  const runs = {
    openFirstMs: 120.4,
    openMs: [10, 12, 30],
    rolloutConfirmedMs: [40, 60, 45, 90],
    paste: [{ paintedMs: 50, longestTaskMs: undefined }, { paintedMs: 70, longestTaskMs: 61 }, { paintedMs: 40, longestTaskMs: 55 }],
  };

  it('are medians of the opens and changes, and the longest task of any paste', () => {
    expect(summariseEditors(runs)).toEqual({
      openFirstMs: 120.4, openMs: 12, opens: 3, rolloutConfirmedMs: 52.5, rolloutMaxMs: 90, rollouts: 4, pastePaintedMs: 50, pasteLongestTaskMs: 61, pastes: 3,
    });
  });

  it('are printed beside their targets, and say so when no paste had a long task', () => {
    const lines = describeEditors(summariseEditors(runs));
    expect(lines[0]).toBe('strategy editor, click on Edit → editor painted: first open 120 ms, then median 12 ms (3 opens; target ≤ 100 ms)');
    expect(lines[1]).toContain('median 53 ms, slowest 90 ms (4 changes; target < 100 ms)');
    expect(lines[2]).toContain('longest task 61 ms on the main thread');
    const quiet = describeEditors(summariseEditors({ ...runs, paste: [{ paintedMs: 30, longestTaskMs: undefined }] }));
    expect(quiet[2]).toBe('strategy editor, 10,000 user ids pasted into a constraint: no task over 50 ms on the main thread, counted on screen after 30 ms (median; 1 pastes; target no task over 200 ms)');
  });
});
