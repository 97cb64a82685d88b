import { chromium, type Browser, type Page } from '@playwright/test';
import { adminToken } from './benchServer';

/*
 * Chromium (Debian's, as in the e2e tests) driven by Playwright, with a probe installed in every
 * page before the console's own scripts: it signs in (the token in sessionStorage, as the sign-in
 * page leaves it) and turns the console's performance marks into "painted" marks.
 *
 * A mark the console sets in an effect is taken when React has committed; the pixels come with
 * the next frame. The probe waits for that frame (requestAnimationFrame runs just before it is
 * painted, a task queued from there runs just after), so the figures include the paint.
 */

export const paintedMarks = {
  firstRows: 'bench:first-rows-painted',
  filter: 'bench:filter-painted',
  keydown: 'bench:keydown',
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/**
 * The probe, as source text: a function handed to Playwright would be serialised with the helpers
 * tsx adds to named functions, which do not exist in the page.
 */
export function probeScript(token: string): string {
  return `(() => {
  if (location.protocol !== 'http:') return;
  sessionStorage.setItem('flagdeck.token', ${JSON.stringify(token)});
  const marks = ${JSON.stringify(paintedMarks)};
  const afterPaint = (name) => requestAnimationFrame(() => setTimeout(() => performance.mark(name), 0));
  const mark = performance.mark.bind(performance);
  performance.mark = (name, options) => {
    const entry = mark(name, options);
    if (name === 'flags:first-rows') afterPaint(marks.firstRows);
    if (name === 'flags:filter-end') afterPaint(marks.filter);
    return entry;
  };
  // The key press itself (its hardware timestamp), not the later moment React handles it.
  addEventListener('keydown', (event) => performance.mark(marks.keydown, { startTime: event.timeStamp }), true);
  // Requests until their body has been read (the console reads every body), for waitForQuiet.
  let inFlight = 0;
  const realFetch = window.fetch.bind(window);
  window.fetch = async (...args) => {
    inFlight++;
    try {
      const response = await realFetch(...args);
      const text = response.text.bind(response);
      response.text = () => text().finally(() => { inFlight--; });
      return response;
    } catch (error) {
      inFlight--;
      throw error;
    }
  };
  Object.defineProperty(window, '__benchInFlight', { get: () => inFlight });
})();`;
}

/** Waits until no request is in flight and the main thread has gone idle (what arrived is rendered). */
export async function waitForQuiet(page: Page): Promise<void> {
  // Functions, not source text: the console's Content-Security-Policy forbids evaluating strings.
  await page.waitForFunction(() => Reflect.get(window, '__benchInFlight') === 0, undefined, { timeout: 60_000 });
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 5000 })));
}

/** A fresh browser context (cold cache, new session) on the Flags page of `project`, its first rows painted. */
export async function openFlagsPage(browser: Browser, serverUrl: string, project: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript({ content: probeScript(adminToken) });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  await page.goto(`${serverUrl}/projects/${encodeURIComponent(project)}/flags`);
  try {
    await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, paintedMarks.firstRows, { timeout: 90_000 });
  } catch (error) {
    const shown = (await page.locator('body').innerText().catch(() => '')).replace(/\s+/g, ' ').slice(0, 300);
    throw new Error(`the Flags page of ${project} showed no rows at ${page.url()}; it shows: ${shown}`, { cause: error });
  }
  return page;
}

/** The start time of the latest mark of that name, in ms since navigation; undefined if none. */
export function latestMark(page: Page, name: string): Promise<number | undefined> {
  return page.evaluate((markName) => performance.getEntriesByName(markName).at(-1)?.startTime, name);
}

export function markCount(page: Page, name: string): Promise<number> {
  return page.evaluate((markName) => performance.getEntriesByName(markName).length, name);
}
