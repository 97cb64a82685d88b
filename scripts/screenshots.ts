import { mkdir } from 'node:fs/promises';
import { chromium, type Browser, type Page } from '@playwright/test';
import { adminToken, demoToken, startServer } from '../e2e/server';

/*
 * npm run screenshots: the README's pictures (docs/screenshots/), taken from the built console on
 * the embedded service with its demo data, so they show what `npm start` shows. Run it after a
 * page changes; look at each picture before committing it.
 */
const out = 'docs/screenshots';
const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

async function signedIn(browser: Browser, url: string, path: string, viewport: typeof desktop, token = adminToken): Promise<Page> {
  const page = await browser.newPage({ viewport, colorScheme: 'light', reducedMotion: 'reduce' });
  await page.goto(`${url}/sign-in?next=${encodeURIComponent(path)}`);
  await page.getByRole('button', { name: 'Use an API token instead' }).click();
  await page.getByLabel('API token').fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((address) => address.pathname === path.split('?')[0]);
  return page;
}

async function shoot(page: Page, name: string): Promise<void> {
  // Relative times and the caret would differ between runs; neither belongs in a picture.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.screenshot({ path: `${out}/${name}.png` });
  await page.close();
  console.log(`${out}/${name}.png`);
}

await mkdir(out, { recursive: true });
const server = await startServer();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const flags = await signedIn(browser, server.url, '/projects/default/flags', desktop);
  await flags.getByRole('switch', { name: 'checkout-v2 in production' }).waitFor();
  await shoot(flags, 'flags');

  const guard = await signedIn(browser, server.url, '/projects/default/flags', desktop);
  await guard.getByRole('switch', { name: 'checkout-v2 in production' }).click();
  await guard.getByRole('alertdialog').waitFor();
  await shoot(guard, 'flags-production-guard');

  const viewer = await signedIn(browser, server.url, '/projects/default/flags', desktop, demoToken(server, 'victor'));
  await viewer.getByRole('switch', { name: 'checkout-v2 in production' }).hover();
  await viewer.getByRole('tooltip').waitFor();
  await shoot(viewer, 'flags-viewer');

  const narrow = await signedIn(browser, server.url, '/projects/default/flags', phone);
  await narrow.getByRole('switch', { name: 'checkout-v2 in production' }).scrollIntoViewIfNeeded();
  await shoot(narrow, 'flags-phone');

  // Taller than the others: the editor from its heading to the pasted list, unscrolled.
  const editor = await signedIn(browser, server.url, '/projects/default/flags/beta-reports', { width: 1280, height: 1180 });
  await editor.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await editor.getByRole('button', { name: 'Add strategy in development' }).click();
  const strategy = editor.getByRole('dialog', { name: 'Add a strategy to beta-reports in development' });
  await strategy.getByLabel('Title (optional)').fill('Pilot customers');
  await strategy.getByLabel('Rollout %').fill('25');
  await strategy.getByLabel('Stickiness').selectOption('userId');
  await strategy.getByRole('button', { name: 'Add constraint' }).click();
  const values = strategy.getByLabel(/^Values to add/);
  await values.focus();
  // A list pasted from a sheet, as the editor takes it: straight from the clipboard.
  await editor.evaluate((ids) => navigator.clipboard.writeText(ids), Array.from({ length: 240 }, (_, index) => `customer-${String(4100 + index * 7)}`).join('\n'));
  await editor.keyboard.press('ControlOrMeta+V');
  await strategy.getByText('240 values.').waitFor();
  await strategy.getByRole('checkbox', { name: /beta-testers/ }).check();
  await strategy.getByRole('group', { name: 'Rollout' }).evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await shoot(editor, 'strategy-editor');

  const playground = await signedIn(browser, server.url, '/playground?userId=bob&properties%5Bplan%5D=free&env=production', desktop);
  const why = playground.getByRole('region', { name: 'Not enabled for this context' });
  await why.getByRole('row', { name: /premium-analytics/ }).waitFor();
  // The why, not the list of enabled flags above it, is what the picture is for.
  await why.evaluate((region) => region.scrollIntoView({ block: 'start' }));
  await shoot(playground, 'playground');

  const accounts = await signedIn(browser, server.url, '/service-accounts', desktop);
  await accounts.getByRole('table', { name: 'Tokens that need attention' }).waitFor();
  await shoot(accounts, 'service-accounts');

  const inbox = await signedIn(browser, server.url, '/change-requests?tab=open', desktop);
  await inbox.getByRole('link', { name: 'Roll checkout-v2 out to half of the web shop' }).click();
  await inbox.getByRole('table', { name: /Change the strategy/ }).waitFor();
  await shoot(inbox, 'change-requests');

  const history = await signedIn(browser, server.url, '/history?flag=checkout-v2&environment=production', desktop);
  const added = history.getByRole('article', { name: /added the strategy/ }).first();
  await added.getByRole('button', { name: /Show changes/ }).click();
  await added.getByRole('table').waitFor();
  // The sentences and a diff, not the filters above them, are what the picture is for.
  await added.evaluate((article) => article.scrollIntoView({ block: 'end' }));
  await shoot(history, 'history');

  // Last: it switches a flag, which the pictures above would otherwise show.
  const undo = await signedIn(browser, server.url, '/projects/default/flags', desktop);
  await undo.getByRole('switch', { name: 'checkout-v2 in staging' }).click();
  await undo.getByRole('status', { name: 'Last switch' }).getByRole('button', { name: 'Undo' }).waitFor();
  await shoot(undo, 'flags-undo');
} finally {
  await browser.close();
  await server.stop();
}
