import { describe, expect, it } from 'vitest';
import { describeToggles, summariseToggles } from './toggleRoundTrip';

describe('the toggle figures', () => {
  const samples = Array.from({ length: 100 }, (_, i) => ({ shownMs: i + 1, confirmedMs: 2 * (i + 1) }));

  it('are the median and p95 of each interval', () => {
    expect(summariseToggles(samples)).toEqual({ count: 100, shown: { median: 50.5, p95: 95 }, confirmed: { median: 101, p95: 190 } });
  });

  it('are printed in milliseconds, next to the length of a frame', () => {
    expect(describeToggles(summariseToggles(samples))).toEqual([
      'toggle, click → switch painted in its new state: median 51 ms, p95 95 ms (100 toggles; one frame is 16.7 ms)',
      'toggle, click → switch painted as confirmed by the service: median 101 ms, p95 190 ms (100 toggles)',
    ]);
  });
});
