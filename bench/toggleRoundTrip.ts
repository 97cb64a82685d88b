import type { Browser, Page } from '@playwright/test';
import { openFlagsPage, waitForQuiet } from './browser';
import { median, percentile } from './stats';

/*
 * Figure 3: a switch on the Flags page of the 10,000-flag project, clicked 100 times (development,
 * where no confirmation or change request stands in between), each click timed in the page from
 * the click event to (a) the switch painted in its new state and (b) the switch painted as
 * confirmed by the service (no longer busy). Between clicks the page settles: whatever it reads
 * again after a toggle has arrived and been rendered, as it would before a person's next click.
 */

export interface ToggleSample {
  shownMs: number;
  confirmedMs: number;
}

/** Flags in the first rows that have no children, so switching them off asks nothing. */
const flagsInView = ['bench-flag-000', 'bench-flag-002', 'bench-flag-003', 'bench-flag-004', 'bench-flag-005', 'bench-flag-006'];
const environment = 'development';

/** In-page watcher for one switch, as source text (see probeScript in browser.ts for why). */
const watchSwitch = `(label) => new Promise((resolve) => {
  const selector = '[role="switch"][aria-label="' + CSS.escape(label) + '"]';
  const before = document.querySelector(selector)?.getAttribute('aria-checked');
  const times = {};
  let shown = false, confirmed = false, sawBusy = false;
  const observer = new MutationObserver(() => {
    const element = document.querySelector(selector);
    if (!element) return;
    const moved = element.getAttribute('aria-checked') !== before;
    const busy = element.getAttribute('aria-busy') === 'true';
    sawBusy = sawBusy || busy;
    if (!shown && moved) { shown = true; afterPaint('shown'); }
    if (!confirmed && moved && sawBusy && !busy) { confirmed = true; afterPaint('confirmed'); }
  });
  const afterPaint = (key) => requestAnimationFrame(() => setTimeout(() => {
    times[key] = performance.now();
    if (times.shown !== undefined && times.confirmed !== undefined) { observer.disconnect(); resolve(times); }
  }, 0));
  addEventListener('click', (event) => { times.click = event.timeStamp; }, { capture: true, once: true });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-checked', 'aria-busy'] });
})`;

async function toggleOnce(page: Page, label: string): Promise<ToggleSample> {
  await page.evaluate(`window.__benchToggle = (${watchSwitch})(${JSON.stringify(label)}); undefined`);
  await page.getByRole('switch', { name: label }).click();
  const times = await page.evaluate('window.__benchToggle') as { click: number; shown: number; confirmed: number };
  await waitForQuiet(page);
  return { shownMs: times.shown - times.click, confirmedMs: times.confirmed - times.click };
}

export async function measureToggles(browser: Browser, url: string, project: string, count = 100): Promise<ToggleSample[]> {
  const page = await openFlagsPage(browser, url, project);
  try {
    const samples: ToggleSample[] = [];
    for (let i = 0; i < count; i++) {
      const flag = flagsInView[i % flagsInView.length]!;
      samples.push(await toggleOnce(page, `${flag} in ${environment}`));
    }
    return samples;
  } finally {
    await page.context().close();
  }
}

export interface ToggleSummary {
  count: number;
  shown: { median: number; p95: number };
  confirmed: { median: number; p95: number };
}

export function summariseToggles(samples: readonly ToggleSample[]): ToggleSummary {
  const shown = samples.map((sample) => sample.shownMs);
  const confirmed = samples.map((sample) => sample.confirmedMs);
  return {
    count: samples.length,
    shown: { median: median(shown), p95: percentile(shown, 95) },
    confirmed: { median: median(confirmed), p95: percentile(confirmed, 95) },
  };
}

export function describeToggles(summary: ToggleSummary): string[] {
  const ms = (value: number) => `${Math.round(value)} ms`;
  return [
    `toggle, click → switch painted in its new state: median ${ms(summary.shown.median)}, p95 ${ms(summary.shown.p95)} (${summary.count} toggles; one frame is 16.7 ms)`,
    `toggle, click → switch painted as confirmed by the service: median ${ms(summary.confirmed.median)}, p95 ${ms(summary.confirmed.p95)} (${summary.count} toggles)`,
  ];
}
