import { describe, expect, it } from 'vitest';
import { describeToggles, summariseToggles } from './toggleRoundTrip';

describe('the toggle figures', () => {
  const samples = Array.from({ length: 100 }, (_, i) => ({ shownMs: i + 1, confirmedMs: 2 * (i + 1), framesMissed: i % 10 === 0 ? 1 : 0 }));

  it('are the median and p95 of each interval, and how many were painted in the first frame', () => {
    expect(summariseToggles(samples)).toEqual({ count: 100, inFirstFrame: 90, shown: { median: 50.5, p95: 95 }, confirmed: { median: 101, p95: 190 } });
  });

  it('are printed in milliseconds, next to the length of a frame', () => {
    expect(describeToggles(summariseToggles(samples))).toEqual([
      'toggle, click → switch painted in its new state: median 51 ms, p95 95 ms; in the first frame after the click in 90 of 100 toggles',
      'toggle, click → switch painted as confirmed by the service: median 101 ms, p95 190 ms (100 toggles)',
    ]);
  });

  it('print the bare switch beside them, as the floor the browser sets', () => {
    const floor = summariseToggles(samples.map((sample) => ({ ...sample, shownMs: 10, framesMissed: 0 })));
    expect(describeToggles(summariseToggles(samples), floor)[1]).toBe(
      "the same for a bare switch on an empty page (the browser's floor): median 10 ms, p95 10 ms; in the first frame in 100 of 100",
    );
  });
});
