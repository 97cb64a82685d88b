import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { contextForm, evaluate, openPlayground, results } from './playgroundHelpers';
import { adminToken } from './server';

/*
 * Where a token goes: the Authorization header of calls to the service, and sessionStorage (or
 * localStorage when the user asks to be remembered) — never a URL, a cookie or anywhere else.
 * Signing out forgets it, and what the pages showed is gone, back button included, and so is
 * whatever the console kept on the device about the people looked up (the playground's recent contexts).
 */

async function storedEverywhere(page: Page) {
  return page.evaluate(() => ({
    session: Object.fromEntries(Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key)])),
    local: Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)])),
    cookie: document.cookie,
  }));
}

test('the token travels only in the Authorization header and lives only in sessionStorage', async ({ page, server, context }) => {
  const seen: Array<{ url: string; authorization: string | undefined }> = [];
  page.on('request', (request) => seen.push({ url: request.url(), authorization: request.headers().authorization }));
  await signIn(page, server, adminToken, '/projects/default/flags');
  await expect(page.getByRole('link', { name: 'checkout-v2', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Playground' }).click();
  await expect(page.getByRole('heading', { name: 'Playground' })).toBeVisible();

  const stored = await storedEverywhere(page);
  expect(stored.session['flagdeck.token']).toBe(adminToken);
  expect(JSON.stringify(stored.local)).not.toContain(adminToken);
  expect(stored.cookie).toBe('');
  expect(await context.cookies()).toEqual([]);

  const apiCalls = seen.filter(({ url }) => new URL(url).pathname.startsWith('/api/admin/'));
  expect(apiCalls.length).toBeGreaterThan(0);
  for (const call of apiCalls) expect(call.authorization, call.url).toBe(adminToken);
  // Neither the token nor its secret part is ever in an address, for any request the page makes.
  const secret = adminToken.slice(adminToken.indexOf('.') + 1);
  for (const { url } of seen) expect(decodeURIComponent(url)).not.toContain(secret);
  // Nothing but the service's own calls carries it.
  for (const call of seen.filter(({ authorization }) => authorization !== undefined)) expect(new URL(call.url).pathname).toMatch(/^\/api\//);
});

test('"Remember me" keeps the token in localStorage instead, and signing out removes it', async ({ page, server }) => {
  await page.goto(server.url);
  await page.getByRole('button', { name: 'Use an API token instead' }).click();
  await page.getByLabel('API token').fill(adminToken);
  await page.getByRole('checkbox', { name: 'Remember me on this device' }).check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('link', { name: 'checkout-v2', exact: true })).toBeVisible();
  const stored = await storedEverywhere(page);
  expect(stored.local['flagdeck.token']).toBe(adminToken);
  expect(JSON.stringify(stored.session)).not.toContain(adminToken);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('API token')).toBeVisible();
  const after = await storedEverywhere(page);
  expect(JSON.stringify(after)).not.toContain(adminToken);
});

test('after signing out, the back button shows none of the data the pages held', async ({ page, server }) => {
  await signIn(page, server, adminToken, '/projects/default/flags');
  await expect(page.getByRole('link', { name: 'checkout-v2', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Service accounts' }).click();
  await expect(page.getByRole('table', { name: 'Service accounts' }).getByRole('link', { name: 'CI pipeline', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('API token')).toBeVisible();
  const storedAfter = await storedEverywhere(page);
  expect(JSON.stringify(storedAfter)).not.toContain(adminToken);

  // Back to the flags: the page asks to sign in, and neither the flags nor the accounts show.
  await page.goBack();
  await expect(page).toHaveURL(/\/sign-in\?next=/);
  await expect(page.getByLabel('Email or username')).toBeVisible();
  await expect(page.getByText('checkout-v2')).toHaveCount(0);
  await expect(page.getByText('CI pipeline')).toHaveCount(0);
  await page.goForward();
  await expect(page.getByText('CI pipeline')).toHaveCount(0);

  // Signing in again loads fresh data rather than showing a cache the sign-out should have dropped.
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/admin/projects/default/features') apiCalls.push(request.url());
  });
  await signIn(page, server, adminToken, '/projects/default/flags');
  await expect(page.getByRole('link', { name: 'checkout-v2', exact: true })).toBeVisible();
  expect(apiCalls.length).toBeGreaterThan(0);
});

test("signing out forgets the playground's recent contexts: the next person on the device does not see who was looked up", async ({ page, server }) => {
  await openPlayground(page, server);
  await contextForm(page).getByLabel('userId').fill('ann-on-a-shared-device');
  await evaluate(page);
  await expect(results(page).getByRole('row', { name: /new-onboarding/ })).toBeVisible();
  const recent = page.getByRole('region', { name: 'Recent contexts' });
  await expect(recent.getByRole('button', { name: 'Run again: userId=ann-on-a-shared-device' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('API token')).toBeVisible();
  expect(JSON.stringify(await storedEverywhere(page))).not.toContain('ann-on-a-shared-device');

  await openPlayground(page, server);
  await expect(contextForm(page).getByLabel('userId')).toHaveValue('');
  await expect(page.getByRole('heading', { name: 'Recent contexts' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Run again/ })).toHaveCount(0);
});

test('the console runs under its Content-Security-Policy: every area and a dialog, no violation', async ({ page, server }) => {
  test.slow(); // It opens every area in turn.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective}: ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`));
  });
  const response = await page.goto(server.url);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');

  await signIn(page, server, adminToken, '/projects/default/flags');
  await expect(page.getByRole('link', { name: 'checkout-v2', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'checkout-v2', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'checkout-v2' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('link', { name: 'Service accounts' }).click();
  await page.getByRole('table', { name: 'Service accounts' }).getByRole('link', { name: 'CI pipeline', exact: true }).click();
  await page.getByRole('button', { name: 'New token' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Change requests' }).click();
  await expect(page.getByRole('heading', { name: 'Change requests' })).toBeVisible();
  await page.getByRole('link', { name: 'Playground' }).click();
  await expect(page.getByRole('heading', { name: 'Playground' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});
