import { describe, expect, it } from 'vitest';
import { describeSoak, type SoakFigures } from './soak';

const figures: SoakFigures = {
  flags: 350, requestsPerSecond: 500, minutes: 60, warmupMinutes: 5, requests: 1_800_000, failed: 0,
  rss: { start: 120 * 1024 * 1024, afterWarmup: 180 * 1024 * 1024, end: 183 * 1024 * 1024 },
};

describe('the soak figures', () => {
  it('print the load, then memory at the start, after the warm-up and at the end, with the growth after the warm-up', () => {
    expect(describeSoak(figures)).toEqual([
      'soak: /api/frontend, 350 flags, a new context every request at 500 requests/s for 60 min (1,800,000 requests, 0 failed)',
      'soak: server resident memory at the start 120 MiB, after 5 min of warm-up 180 MiB, at the end 183 MiB; growth after the warm-up 3 MiB (target: none, and ≤ 200 MiB)',
    ]);
  });

  it('say so where memory cannot be read', () => {
    expect(describeSoak({ ...figures, rss: { start: undefined, afterWarmup: undefined, end: undefined } })[1]).toContain('unknown (no /proc)');
  });
});
