import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { once } from 'node:events';
import { InMemStorageProvider, Unleash } from 'unleash-client';
import { InMemoryStorageProvider, UnleashClient } from 'unleash-proxy-client';
import { createdApiTokenSchema } from '../contract';
import { expect, signIn, test } from './fixtures';
import { adminToken, frontendToken, type RunningServer } from './server';

// Exposure metrics on the embedded service, with traffic from the official SDKs: a browser SDK
// (unleash-proxy-client) asks the frontend API and reports what it showed, a server SDK
// (unleash-client) registers and reports what it evaluated. The console then charts them, counts
// them on the Flags page, and lists the applications.

const flag = 'e2e-exposed';

async function admin(server: RunningServer, method: string, path: string, body?: unknown) {
  const answer = await fetch(server.url + path, {
    method, headers: { Authorization: adminToken, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(answer.status, `${method} ${path}: ${await answer.clone().text()}`).toBeLessThan(300);
  return answer;
}

/** A new flag, on in development, and traffic for it: 5 evaluations by the browser SDK's app, 3 by the server SDK's. */
async function sdkTraffic(server: RunningServer): Promise<void> {
  await admin(server, 'POST', '/api/admin/projects/default/features', { name: flag, type: 'release' });
  await admin(server, 'POST', `/api/admin/projects/default/features/${flag}/environments/development/on`);

  const browser = new UnleashClient({
    url: `${server.url}/api/frontend`, clientKey: frontendToken, appName: 'e2e-storefront', refreshInterval: 0,
    metricsInterval: 3_600, metricsIntervalInitial: 0, storageProvider: new InMemoryStorageProvider(), fetch,
  });
  try {
    // Its one fetch is an answer the frontend API counts; then it shows the flag four times.
    await browser.start();
    for (let i = 0; i < 4; i++) expect(browser.isEnabled(flag)).toBe(true);
    const sent = new Promise((resolve) => browser.on('sent', resolve));
    await browser.sendMetrics();
    await sent;
  } finally {
    browser.stop();
  }

  const token = createdApiTokenSchema.parse(await (await admin(server, 'POST', '/api/admin/api-tokens', {
    tokenName: 'e2e-backend', type: 'client', environment: 'development', projects: ['default'],
  })).json()).secret;
  const backend = new Unleash({
    url: `${server.url}/api/`, appName: 'e2e-backend', instanceId: 'e2e-pod-1', customHeaders: { Authorization: token },
    refreshInterval: 3_600_000, metricsInterval: 3_600_000, storageProvider: new InMemStorageProvider(), skipInstanceCountWarning: true,
  });
  try {
    await Promise.all([once(backend, 'registered'), once(backend, 'synchronized')]);
    for (let i = 0; i < 3; i++) expect(backend.isEnabled(flag)).toBe(true);
    const sent = once(backend, 'sent');
    await backend.flushMetrics();
    await sent;
  } finally {
    backend.destroy();
  }
}

async function seriousFaults(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('a flag\'s exposures are charted per environment with the numbers as a table and the applications that evaluate it', async ({ page, server }) => {
  test.slow(); // Two SDKs, then the charting library loaded with the view.
  await sdkTraffic(server);
  await signIn(page, server, adminToken, `/projects/default/flags/${flag}`);
  await page.getByRole('link', { name: 'Exposures' }).click();
  const development = page.getByRole('region', { name: 'development' });
  await expect(development).toContainText('8 evaluations: 8 yes, 0 no');
  await expect(development.getByRole('img', { name: /Evaluations of e2e-exposed in development, last 48 hours, by hour: 8 yes and 0 no/ })).toBeVisible();
  await development.getByText('Numbers behind the chart').first().click();
  const numbers = development.getByRole('table', { name: /Evaluations of e2e-exposed in development/ });
  await expect(numbers.getByRole('row')).toHaveCount(49);
  await expect(numbers.getByRole('row').last().getByRole('cell')).toHaveText(['8', '0']);
  await expect(development.getByRole('listitem')).toHaveText(['e2e-storefront: 5', 'e2e-backend: 3']);
  await expect(page).toHaveURL(/\/exposures$/);

  await page.getByRole('link', { name: 'Last 30 days' }).click();
  await expect(page).toHaveURL(/period=30d/);
  await expect(development.getByRole('img', { name: /last 30 days, by day: 8 yes and 0 no/ })).toBeVisible();

  // An application's name leads to it on the Applications page.
  await page.getByRole('link', { name: 'e2e-backend' }).click();
  await expect(page.getByRole('heading', { name: 'e2e-backend', level: 2 })).toBeVisible();
});

test('the Flags page finds flags nothing evaluated for 7 days, counts each flag\'s exposures over a day and sorts by them', async ({ page, server }) => {
  test.slow();
  await signIn(page, server, adminToken, '/projects/default/flags');
  const grid = page.getByRole('grid', { name: 'Flags' });
  const row = (name: string) => grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}\\b`) }) });

  // The demo leaves the flag it marked stale and completed unevaluated: stale for that reason too.
  await page.getByLabel('Stale').selectOption({ label: 'Stale: no evaluations in 7 days' });
  await expect(page).toHaveURL(/stale=unused/);
  await expect(row('legacy-api-fallback')).toContainText('no evaluations in 7 days');
  await expect(row('checkout-v2')).toHaveCount(0);

  // It is on in development, so the browser SDK's one fetch evaluates it: no longer unused.
  await sdkTraffic(server);
  await page.reload();
  await page.getByLabel('Stale').selectOption({ label: 'Stale or not' });
  // Searched for: the grid draws only the rows in view.
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('legacy-api-fallback');
  await expect(row('legacy-api-fallback')).toBeVisible();
  await expect(row('legacy-api-fallback')).not.toContainText('no evaluations in 7 days');
  await search.fill('');
  const exposuresHeader = grid.getByRole('columnheader', { name: 'Exposures, 24 h' });
  await expect(row(flag).locator('td.flag-exposures')).toHaveText('8');
  await exposuresHeader.getByRole('button').click();
  await exposuresHeader.getByRole('button').click();
  await expect(exposuresHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=-exposures/);
  const top = (await grid.locator('td.flag-exposures').allTextContents()).slice(0, 5).map((text) => Number(text.replace(/,/g, '')));
  expect(top.length).toBeGreaterThan(1);
  expect(top).toEqual([...top].sort((a, b) => b - a));
  expect(top[0]).toBeGreaterThan(8);
});

test('the Applications page lists the applications with their instances, SDK and last seen, and the flags each evaluates', async ({ page, server }) => {
  test.slow();
  await sdkTraffic(server);
  await signIn(page, server, adminToken, '/projects/default/flags');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Applications' }).click();
  await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Applications' });
  const backend = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'e2e-backend' }) });
  await expect(backend.getByRole('cell')).toHaveText(['default: development', '1', /unleash-node-sdk \d/, /just now|minute/]);
  const storefront = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'e2e-storefront' }) });
  await expect(storefront.getByRole('cell').nth(2)).toHaveText(/unleash-js-sdk 3\./);

  await backend.getByRole('link', { name: 'e2e-backend' }).click();
  await expect(page).toHaveURL(/\/applications\?app=e2e-backend$/);
  const details = page.getByRole('region', { name: 'e2e-backend' });
  await expect(details.getByRole('row', { name: /e2e-pod-1/ }).getByRole('cell')).toHaveText(['development', /unleash-node-sdk \d/, '127.0.0.1', /just now|minute/]);
  await expect(details.getByRole('link', { name: flag })).toBeVisible();
  await details.getByRole('link', { name: flag }).click();
  await expect(page.getByRole('region', { name: 'development' })).toContainText('8 evaluations');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds nothing serious on a flag's exposures and the Applications page (${colorScheme})`, async ({ page, server }) => {
    test.slow();
    await page.emulateMedia({ colorScheme });
    await signIn(page, server, adminToken, '/projects/default/flags/new-onboarding/exposures');
    await expect(page.getByRole('region', { name: 'production' }).getByRole('img').first()).toBeVisible();
    await page.getByText('Numbers behind the chart').first().click();
    expect(await seriousFaults(page), 'the exposures view').toEqual([]);
    await page.goto(`${server.url}/applications?app=web-shop`);
    await expect(page.getByRole('region', { name: 'web-shop' }).getByRole('table')).toBeVisible();
    expect(await seriousFaults(page), 'the Applications page').toEqual([]);
  });
}
