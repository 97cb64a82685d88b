import { describe, expect, it } from 'vitest';
import { describeFlagsPage, summariseFlagsPage, type FlagsPageRun } from './flagsPage';

const run = (navigationToRowsMs: number, dataToRowsMs: number, filterMs: number[], rowsInDom = 24): FlagsPageRun =>
  ({ navigationToRowsMs, dataToRowsMs, rowsInDom, heapBytes: 16 * 1024 * 1024, filterMs });

describe('the Flags page figures', () => {
  it('are medians over the runs; the filter over every key press of every run', () => {
    const summary = summariseFlagsPage([run(900, 300, [10, 20]), run(1500, 700, [30, 40]), run(1000, 400, [50, 200], 26)]);
    expect(summary).toMatchObject({ runs: 3, firstNavigationToRowsMs: 900, navigationToRowsMs: 1000, dataToRowsMs: 400, filterMs: 35, filterP95Ms: 200, filterSamples: 6, rowsInDom: 26 });
  });

  it('are printed with their units and targets', () => {
    const lines = describeFlagsPage(summariseFlagsPage([run(1234.4, 456.6, [12, 48])]), 10_000);
    expect(lines[0]).toBe('Flags page, 10,000 flags: first rows painted 1234 ms after navigation, 457 ms after the flag list arrived (median of 1 page loads; '
      + 'target ≤ 800 ms after navigation, ≤ 1,000 ms after data); the first load after the server started, whose list the server read rather than sent again: 1234 ms after navigation');
    expect(lines[1]).toContain('median 30 ms, p95 48 ms');
    expect(lines[2]).toContain('24 rows in the DOM');
    expect(lines[2]).toContain('JS heap 16.0 MiB');
  });
});
