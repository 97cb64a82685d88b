import type { Browser, Page } from '@playwright/test';
import { openFlagsPage, waitForQuiet } from './browser';
import { median, percentile } from './stats';

/*
 * Figure 3: a switch on the Flags page of the 10,000-flag project, clicked 100 times (development,
 * where no confirmation or change request stands in between), each click timed in the page from
 * the click event to (a) the first frame that paints the switch in its new state and (b) the first
 * frame that paints it as confirmed by the service (no longer busy). Between clicks the page
 * settles: whatever it reads again after a toggle has arrived and been rendered, as it would
 * before a person's next click.
 *
 * Frames are watched with requestAnimationFrame, whose callbacks run just before the browser
 * lays out and paints a frame: the state the switch has then is what that frame shows. "One
 * frame" means the first frame painted after the click's handlers have run shows it (what the
 * Event Timing API calls the next paint).
 */

export interface ToggleSample {
  shownMs: number;
  confirmedMs: number;
  /** Frames that began after the click was handled and still showed the old state. */
  framesMissed: number;
}

/** Flags in the first rows that have no children, so switching them off asks nothing. */
const flagsInView = ['bench-flag-000', 'bench-flag-002', 'bench-flag-003', 'bench-flag-004', 'bench-flag-005', 'bench-flag-006'];
const environment = 'development';

/** In-page watcher for one switch, as source text (see probeScript in browser.ts for why). */
const watchSwitch = `(label) => new Promise((resolve) => {
  const selector = '[role="switch"][aria-label="' + CSS.escape(label) + '"]';
  const state = () => {
    const element = document.querySelector(selector);
    return { checked: element?.getAttribute('aria-checked'), busy: element?.getAttribute('aria-busy') === 'true' };
  };
  const before = state().checked;
  let click, handled, shown, framesMissed = 0, sawBusy = false;
  // Busy may come and go between two frames: a mutation observer sees it either way.
  const observer = new MutationObserver(() => { sawBusy = sawBusy || state().busy; });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
  addEventListener('click', (event) => { click = event.timeStamp; }, { capture: true, once: true });
  // Bubbling to the window comes after React's own listener and the render it flushes.
  addEventListener('click', () => { handled = performance.now(); }, { once: true });
  // A frame whose callbacks run after the click was handled paints what the handlers left, even
  // when it began (its timestamp) while they ran: frames are told apart by when they run.
  const frame = () => {
    if (handled === undefined) return requestAnimationFrame(frame);
    const now = state();
    const moved = now.checked !== before;
    if (shown === undefined) {
      if (moved) shown = performance.now(); else framesMissed++;
    }
    if (shown !== undefined && moved && sawBusy && !now.busy) {
      observer.disconnect();
      return resolve({ shownMs: shown - click, confirmedMs: performance.now() - click, framesMissed });
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})`;

async function toggleOnce(page: Page, label: string): Promise<ToggleSample> {
  await page.evaluate(`window.__benchToggle = (${watchSwitch})(${JSON.stringify(label)}); undefined`);
  await page.getByRole('switch', { name: label }).click();
  const sample = await page.evaluate('window.__benchToggle') as ToggleSample;
  await waitForQuiet(page);
  return sample;
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

/**
 * The browser's own floor for the same figure: a bare switch on an empty page whose click handler
 * flips it, measured the same way. What remains of a toggle's time is waiting for the next frame.
 */
export async function measureBareSwitch(browser: Browser, count = 100): Promise<ToggleSample[]> {
  const page = await browser.newPage();
  try {
    const label = 'bare switch';
    await page.setContent(`<button role="switch" aria-checked="false" aria-label="${label}">switch</button>
<script>
  document.querySelector('button').addEventListener('click', (event) => {
    const button = event.currentTarget;
    button.setAttribute('aria-checked', String(button.getAttribute('aria-checked') !== 'true'));
    button.setAttribute('aria-busy', 'true');
    setTimeout(() => button.removeAttribute('aria-busy'), 10);
  });
</script>`);
    const samples: ToggleSample[] = [];
    for (let i = 0; i < count; i++) {
      await page.evaluate(`window.__benchToggle = (${watchSwitch})(${JSON.stringify(label)}); undefined`);
      await page.getByRole('switch', { name: label }).click();
      // The watcher answers once the switch is no longer busy: nothing else is left to settle.
      samples.push(await page.evaluate('window.__benchToggle') as ToggleSample);
    }
    return samples;
  } finally {
    await page.close();
  }
}

export interface ToggleSummary {
  count: number;
  /** Toggles painted in the first frame after the click was handled. */
  inFirstFrame: number;
  shown: { median: number; p95: number };
  confirmed: { median: number; p95: number };
}

export function summariseToggles(samples: readonly ToggleSample[]): ToggleSummary {
  const shown = samples.map((sample) => sample.shownMs);
  const confirmed = samples.map((sample) => sample.confirmedMs);
  return {
    count: samples.length,
    inFirstFrame: samples.filter((sample) => sample.framesMissed === 0).length,
    shown: { median: median(shown), p95: percentile(shown, 95) },
    confirmed: { median: median(confirmed), p95: percentile(confirmed, 95) },
  };
}

export function describeToggles(summary: ToggleSummary, floor?: ToggleSummary): string[] {
  const ms = (value: number) => `${Math.round(value)} ms`;
  const floorLine = floor
    ? [`the same for a bare switch on an empty page (the browser's floor): median ${ms(floor.shown.median)}, p95 ${ms(floor.shown.p95)}; in the first frame in ${floor.inFirstFrame} of ${floor.count}`]
    : [];
  return [
    `toggle, click → switch painted in its new state: median ${ms(summary.shown.median)}, p95 ${ms(summary.shown.p95)}; in the first frame after the click in ${summary.inFirstFrame} of ${summary.count} toggles`,
    ...floorLine,
    `toggle, click → switch painted as confirmed by the service: median ${ms(summary.confirmed.median)}, p95 ${ms(summary.confirmed.p95)} (${summary.count} toggles)`,
  ];
}
