import type { Browser, Page } from '@playwright/test';
import { latestMark, markCount, openFlagsPage, paintedMarks } from './browser';
import { median, percentile } from './stats';

/*
 * Figure 2: the Flags page of a 10,000-flag project in Chromium. Per run, a fresh context loads
 * the page; from its marks (see browser.ts): navigation → first rows painted, the flag list's
 * response → first rows painted, rows in the DOM, JS heap after a garbage collection; then one
 * key at a time is typed into the search box and cleared again, each timed from the key press
 * to the filtered list painted.
 */

export interface FlagsPageRun {
  navigationToRowsMs: number;
  dataToRowsMs: number;
  rowsInDom: number;
  heapBytes: number;
  filterMs: number[];
}

const typed = 'flag-42';

async function listResponseEnd(page: Page): Promise<number> {
  const end = await page.evaluate(() =>
    performance.getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming)
      .find((entry) => /\/api\/admin\/projects\/[^/]+\/features$/.test(new URL(entry.name).pathname))?.responseEnd);
  if (end === undefined) throw new Error('the page did not load the flag list');
  return end;
}

async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

async function timeKey(page: Page, key: string): Promise<number> {
  const before = await markCount(page, paintedMarks.filter);
  await page.keyboard.press(key);
  await page.waitForFunction(({ name, count }) => performance.getEntriesByName(name).length > count, { name: paintedMarks.filter, count: before });
  const pressed = await latestMark(page, paintedMarks.keydown);
  const painted = await latestMark(page, paintedMarks.filter);
  if (pressed === undefined || painted === undefined) throw new Error('the key press or the filtered list was not marked');
  return painted - pressed;
}

async function measureRun(browser: Browser, url: string, project: string): Promise<FlagsPageRun> {
  const page = await openFlagsPage(browser, url, project);
  try {
    const rowsPainted = await latestMark(page, paintedMarks.firstRows);
    if (rowsPainted === undefined) throw new Error('no first rows');
    const dataArrived = await listResponseEnd(page);
    const rowsInDom = await page.locator('[role="grid"][aria-label="Flags"] tr.flag-row').count();
    const heapBytes = await heapAfterGc(page);

    await page.getByRole('searchbox', { name: 'Search' }).focus();
    const filterMs: number[] = [];
    for (const key of typed) filterMs.push(await timeKey(page, key));
    for (let i = 0; i < typed.length; i++) filterMs.push(await timeKey(page, 'Backspace'));
    return { navigationToRowsMs: rowsPainted, dataToRowsMs: rowsPainted - dataArrived, rowsInDom, heapBytes, filterMs };
  } finally {
    await page.context().close();
  }
}

export async function measureFlagsPage(browser: Browser, url: string, project: string, runs = 5): Promise<FlagsPageRun[]> {
  const results: FlagsPageRun[] = [];
  for (let i = 0; i < runs; i++) results.push(await measureRun(browser, url, project));
  return results;
}

export interface FlagsPageSummary {
  runs: number;
  /** The first load after the server started, whose list the server had to read (later ones it may send again as kept). */
  firstNavigationToRowsMs: number;
  navigationToRowsMs: number;
  dataToRowsMs: number;
  filterMs: number;
  filterP95Ms: number;
  filterSamples: number;
  rowsInDom: number;
  heapBytes: number;
}

/** Medians over the runs; the filter median is over every key press of every run. */
export function summariseFlagsPage(runs: readonly FlagsPageRun[]): FlagsPageSummary {
  const filter = runs.flatMap((run) => run.filterMs);
  return {
    runs: runs.length,
    firstNavigationToRowsMs: runs[0]?.navigationToRowsMs ?? Number.NaN,
    navigationToRowsMs: median(runs.map((run) => run.navigationToRowsMs)),
    dataToRowsMs: median(runs.map((run) => run.dataToRowsMs)),
    filterMs: median(filter),
    filterP95Ms: percentile(filter, 95),
    filterSamples: filter.length,
    rowsInDom: Math.max(...runs.map((run) => run.rowsInDom)),
    heapBytes: median(runs.map((run) => run.heapBytes)),
  };
}

export function describeFlagsPage(summary: FlagsPageSummary, flags: number): string[] {
  const of = `median of ${summary.runs} page loads`;
  return [
    `Flags page, ${flags.toLocaleString('en')} flags: first rows painted ${Math.round(summary.navigationToRowsMs)} ms after navigation, `
      + `${Math.round(summary.dataToRowsMs)} ms after the flag list arrived (${of}; target ≤ 800 ms after navigation, ≤ 1,000 ms after data); `
      + `the first load after the server started, whose list the server read rather than sent again: ${Math.round(summary.firstNavigationToRowsMs)} ms after navigation`,
    `Flags page filter, key press in the search box to the filtered list painted: median ${Math.round(summary.filterMs)} ms, `
      + `p95 ${Math.round(summary.filterP95Ms)} ms (${summary.filterSamples} key presses typing "${typed}" and deleting it; target ≤ 50 ms)`,
    `Flags page: ${summary.rowsInDom} rows in the DOM (most of any run), JS heap ${(summary.heapBytes / 1024 / 1024).toFixed(1)} MiB after load and a GC (${of})`,
  ];
}
