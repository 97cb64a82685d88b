import type { Browser } from '@playwright/test';
import { adminToken } from './benchServer';
import { probeScript } from './browser';
import { largeProject } from './largeProject';
import { median } from './stats';

/*
 * Figure 10: development and production of the 10,000-flag project compared in Chromium, as a
 * user opens Compare environments for the whole project: each environment read at once
 * (Unleash's export), every flag compared, the first page of differing flags drawn. Timed from
 * navigation to the status line naming how many differ, read in the page as soon as it shows.
 */

export interface ProjectCompareRun {
  shownMs: number;
  exportsEndMs: number;
  status: string;
}

async function measureRun(browser: Browser, url: string): Promise<ProjectCompareRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript({ content: probeScript(adminToken) });
    const page = await context.newPage();
    const from = largeProject.environments[0].name;
    const to = largeProject.environments[3].name;
    await page.goto(`${url}/projects/${largeProject.id}/compare?from=${from}&to=${to}`);
    const handle = await page.waitForFunction(() => {
      const status = Array.from(document.querySelectorAll('[role="status"]')).find((element) => element.textContent?.includes('differ between'));
      return status ? { at: performance.now(), text: status.textContent ?? '' } : undefined;
    }, undefined, { timeout: 90_000, polling: 'raf' });
    const shown = await handle.jsonValue();
    if (!shown) throw new Error('the comparison did not show');
    const exportsEndMs = await page.evaluate(() => Math.max(...performance.getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming && entry.name.endsWith('/api/admin/features-batch/export'))
      .map((entry) => entry.responseEnd)));
    return { shownMs: shown.at, exportsEndMs, status: shown.text };
  } finally {
    await context.close();
  }
}

export async function measureProjectCompare(browser: Browser, url: string, runs = 3): Promise<ProjectCompareRun[]> {
  const results: ProjectCompareRun[] = [];
  for (let run = 0; run < runs; run++) results.push(await measureRun(browser, url));
  return results;
}

export function describeProjectCompare(runs: readonly ProjectCompareRun[]): string {
  const shown = median(runs.map((run) => run.shownMs));
  const afterData = median(runs.map((run) => run.shownMs - run.exportsEndMs));
  return `Compare environments, whole 10,000-flag project (development → production): "${runs[0]?.status ?? ''}" shown median ${Math.round(shown)} ms after navigation, ${Math.round(afterData)} ms after both exports arrived (${runs.length} runs)`;
}
