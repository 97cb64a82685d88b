import type { Browser, Locator, Page } from '@playwright/test';
import { adminToken } from './benchServer';
import { probeScript, waitForQuiet } from './browser';
import { median } from './stats';

/*
 * The strategy editor in Chromium, on a flag of the 10,000-flag project (a 50 % flexibleRollout in
 * development, so nothing asks first):
 * - opening it: the click on Edit to the first frame that paints the editor, the first time (its
 *   first render; the details fetch its chunk while they are read) and then again;
 * - a rollout change: the click on Save to the first frame whose details show the new share as the
 *   service now holds it (read back from the service, nothing optimistic);
 * - 10,000 user ids pasted into an IN constraint from the clipboard (Ctrl+V): the key press to the
 *   first frame that counts them, and the longest main-thread task meanwhile, from Chromium's
 *   long-task entries (a PerformanceObserver for `longtask`, which reports tasks over 50 ms).
 *
 * Frames are watched with requestAnimationFrame, as for the toggles (toggleRoundTrip.ts).
 */

export const editorFlag = 'bench-flag-001';
const environment = 'development';
export const pastedIds = 10_000;

export interface PasteSample {
  paintedMs: number;
  /** The longest task from the key press until the page was idle again; undefined when none passed 50 ms. */
  longestTaskMs: number | undefined;
}

export interface EditorRuns {
  openFirstMs: number;
  openMs: number[];
  rolloutConfirmedMs: number[];
  paste: PasteSample[];
}

/**
 * In-page watcher, as source text (see probeScript in browser.ts for why): resolves with the time
 * from the next click (or key press, for `keydown`) to the first frame in which `check()` holds.
 */
const watchFrom = `(eventType, check) => new Promise((resolve) => {
  let began;
  addEventListener(eventType, (event) => { began = event.timeStamp; }, { capture: true, once: true });
  const frame = () => {
    if (began !== undefined && check()) return resolve(performance.now() - began);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})`;

async function watch(page: Page, eventType: 'click' | 'keydown', check: string): Promise<void> {
  await page.evaluate(`window.__benchWatch = (${watchFrom})(${JSON.stringify(eventType)}, ${check}); undefined`);
}
const watched = async (page: Page): Promise<number> => (await page.evaluate('window.__benchWatch')) as number;

const dialogTitled = (title: string) =>
  `() => [...document.querySelectorAll('[role="dialog"] .dialog-title')].some((element) => element.textContent === ${JSON.stringify(title)})`;

const editTitle = `Edit strategy of ${editorFlag} in ${environment}`;
/** The Edit button of the flag's rollout, named after what the rollout says ("Edit 50% of users"). */
const rolloutEdit = /^Edit \d+% of users$/;

function environmentArticle(page: Page): Locator {
  return page.getByRole('dialog', { name: editorFlag }).getByRole('article', { name: environment });
}

async function openDetails(browser: Browser, url: string, project: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
  await context.addInitScript({ content: probeScript(adminToken) });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  // Every long task from the start, so none is missed between installing and pasting.
  await context.addInitScript({ content: `(() => {
    window.__benchLongTasks = [];
    new PerformanceObserver((list) => { window.__benchLongTasks.push(...list.getEntries().map((entry) => ({ startTime: entry.startTime, duration: entry.duration }))); })
      .observe({ type: 'longtask', buffered: true });
  })();` });
  await page.goto(`${url}/projects/${encodeURIComponent(project)}/flags/${editorFlag}`);
  await environmentArticle(page).getByRole('button', { name: rolloutEdit }).waitFor({ timeout: 90_000 });
  await waitForQuiet(page);
  return page;
}

/**
 * A button pressed from the keyboard (focus, then Enter), which fires the same click event: a
 * mouse click aimed while the details panel was still settling could land on the overlay beside
 * it, which closes the panel (a few runs in ten did so on a loaded machine).
 */
async function press(button: Locator): Promise<void> {
  await button.focus();
  await button.page().keyboard.press('Enter');
}

async function timeOpen(page: Page): Promise<number> {
  await watch(page, 'click', dialogTitled(editTitle));
  try {
    await press(environmentArticle(page).getByRole('button', { name: rolloutEdit }));
  } catch (error) {
    await page.screenshot({ path: '/tmp/bench-open-failed.png' });
    const shown = (await page.locator('body').innerText().catch(() => '')).replace(/\s+/g, ' ').slice(0, 600);
    throw new Error(`no Edit button in ${editorFlag}'s ${environment} at ${page.url()}; the page shows: ${shown}`, { cause: error });
  }
  const ms = await watched(page);
  // Cancel, not Escape: Escape pressed in the frame the editor appears, before it has taken the
  // focus, is the details panel's, which it closes.
  const editor = page.getByRole('dialog', { name: editTitle });
  await press(editor.getByRole('button', { name: 'Cancel' }));
  await editor.waitFor({ state: 'detached' });
  await waitForQuiet(page);
  return ms;
}

async function timeRolloutChange(page: Page, rollout: number): Promise<number> {
  await press(environmentArticle(page).getByRole('button', { name: rolloutEdit }));
  const editor = page.getByRole('dialog', { name: editTitle });
  await editor.getByLabel('Rollout %').fill(String(rollout));
  const shown = `${rollout}% of users`;
  await watch(page, 'click', `() => !document.querySelector('.strategy-editor') && [...document.querySelectorAll('.strategy-rule')].some((element) => element.textContent === ${JSON.stringify(shown)})`);
  await press(editor.getByRole('button', { name: 'Save strategy' }));
  const ms = await watched(page);
  await waitForQuiet(page);
  return ms;
}

/** The values input of the first constraint, as the editor labels it. */
export const valuesInputLabel = /^Values to add/;

async function timePaste(page: Page): Promise<PasteSample> {
  await press(environmentArticle(page).getByRole('button', { name: `Add strategy in ${environment}` }));
  const editor = page.getByRole('dialog', { name: `Add a strategy to ${editorFlag} in ${environment}` });
  await press(editor.getByRole('button', { name: 'Add constraint' }));
  const ids = Array.from({ length: pastedIds }, (_, index) => `user-${String(index).padStart(5, '0')}@example.com`).join('\n');
  await page.evaluate((text) => navigator.clipboard.writeText(text), ids);
  await editor.getByLabel(valuesInputLabel).first().focus();
  const counted = `${pastedIds.toLocaleString('en')} values`;
  await watch(page, 'keydown', `() => document.querySelector('.strategy-editor')?.textContent?.includes(${JSON.stringify(counted)})`);
  const pressed = await page.evaluate(() => performance.now());
  await page.keyboard.press('ControlOrMeta+V');
  const paintedMs = await watched(page);
  await waitForQuiet(page);
  const tasks = await page.evaluate('window.__benchLongTasks') as { startTime: number; duration: number }[];
  const during = tasks.filter((task) => task.startTime + task.duration >= pressed).map((task) => task.duration);
  await press(editor.getByRole('button', { name: 'Cancel' }));
  await editor.waitFor({ state: 'detached' });
  await waitForQuiet(page);
  return { paintedMs, longestTaskMs: during.length > 0 ? Math.max(...during) : undefined };
}

export async function measureEditors(browser: Browser, url: string, project: string, runs = 10): Promise<EditorRuns> {
  const page = await openDetails(browser, url, project);
  try {
    const openFirstMs = await timeOpen(page);
    const openMs: number[] = [];
    for (let i = 0; i < runs; i++) openMs.push(await timeOpen(page));
    const rolloutConfirmedMs: number[] = [];
    for (let i = 0; i < runs; i++) rolloutConfirmedMs.push(await timeRolloutChange(page, 20 + i));
    const paste: PasteSample[] = [];
    for (let i = 0; i < 3; i++) paste.push(await timePaste(page));
    return { openFirstMs, openMs, rolloutConfirmedMs, paste };
  } finally {
    await page.context().close();
  }
}

export interface EditorSummary {
  openFirstMs: number;
  openMs: number;
  opens: number;
  rolloutConfirmedMs: number;
  rolloutMaxMs: number;
  rollouts: number;
  pastePaintedMs: number;
  /** The longest task of any paste; undefined when no paste had one over 50 ms. */
  pasteLongestTaskMs: number | undefined;
  pastes: number;
}

export function summariseEditors(runs: EditorRuns): EditorSummary {
  const longest = runs.paste.flatMap((sample) => (sample.longestTaskMs === undefined ? [] : [sample.longestTaskMs]));
  return {
    openFirstMs: runs.openFirstMs,
    openMs: median(runs.openMs),
    opens: runs.openMs.length,
    rolloutConfirmedMs: median(runs.rolloutConfirmedMs),
    rolloutMaxMs: Math.max(...runs.rolloutConfirmedMs),
    rollouts: runs.rolloutConfirmedMs.length,
    pastePaintedMs: median(runs.paste.map((sample) => sample.paintedMs)),
    pasteLongestTaskMs: longest.length > 0 ? Math.max(...longest) : undefined,
    pastes: runs.paste.length,
  };
}

export function describeEditors(summary: EditorSummary): string[] {
  const ms = (value: number) => `${Math.round(value)} ms`;
  const longest = summary.pasteLongestTaskMs === undefined ? 'no task over 50 ms' : `longest task ${ms(summary.pasteLongestTaskMs)}`;
  return [
    `strategy editor, click on Edit → editor painted: first open ${ms(summary.openFirstMs)}, then median ${ms(summary.openMs)} (${summary.opens} opens; target ≤ 100 ms)`,
    `strategy editor, click on Save → rollout change painted as the service holds it: median ${ms(summary.rolloutConfirmedMs)}, slowest ${ms(summary.rolloutMaxMs)} (${summary.rollouts} changes; target < 100 ms)`,
    `strategy editor, ${pastedIds.toLocaleString('en')} user ids pasted into a constraint: ${longest} on the main thread, counted on screen after ${ms(summary.pastePaintedMs)} (median; ${summary.pastes} pastes; target no task over 200 ms)`,
  ];
}
