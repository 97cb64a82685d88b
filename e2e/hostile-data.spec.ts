import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { evaluate, frontendTokenField } from './playgroundHelpers';
import { adminToken, frontendToken, startServer, type RunningServer } from './server';

/*
 * Data written by someone hostile (or careless) shows as text and never runs. Every payload below
 * would set window.__pwned or open a dialog if a page ever treated it as markup or as a link; the
 * import keeps flag names as given, so a name carries them too. Long strings must wrap or be cut,
 * never push the page sideways.
 */

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

const run = (what: string) => `window.__pwned='${what}'`;
const hostile = {
  name: `<img src=x onerror="${run('name')}">`,
  jsName: `javascript:${run('href')}`,
  longName: `flag-with-a-very-long-name-${'x'.repeat(220)}`,
  description: `<script>${run('description')}</script><b>not bold</b> <a href="javascript:${run('a')}">click</a> ${'long words '.repeat(150)}`,
  unbroken: 'W'.repeat(3000),
  tag: '<b onmouseover=alert(1)>tag</b>',
  jsTag: 'javascript:alert(1)',
  strategyTitle: `<script>${run('strategy')}</script>`,
  constraintValue: `<img src=x onerror="${run('constraint')}">`,
  stringPayload: `<script>${run('payload')}</script>${'p'.repeat(4000)}`,
  jsonPayload: JSON.stringify({ html: `<img src=x onerror="${run('json')}">`, href: `javascript:${run('json-href')}`, long: 'j'.repeat(3000) }),
  title: `<img src=x onerror="${run('title')}"> ${'T'.repeat(200)}`,
};

const importFile = {
  version: 2,
  segments: [],
  features: [
    {
      name: hostile.name, description: hostile.description, enabled: true, strategies: [{ name: 'default' }],
      variants: [{ name: `<i>${run('variant')}</i>`, weight: 1000, weightType: 'variable', stickiness: 'default', payload: { type: 'string', value: hostile.stringPayload } }],
    },
    { name: hostile.jsName, enabled: true, strategies: [{ name: 'default' }] },
    { name: hostile.longName, description: hostile.unbroken, enabled: true, strategies: [{ name: 'default' }] },
  ],
};

let folder: string;
let server: RunningServer;

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'flagdeck-hostile-'));
  const file = join(folder, 'hostile.json');
  writeFileSync(file, JSON.stringify(importFile));
  server = await startServer({ env: { IMPORT_FILE: file } });
  const call = async (method: string, path: string, body?: unknown, token = adminToken) => {
    const response = await fetch(server.url + path, {
      method, headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text === '' ? undefined : (JSON.parse(text) as Record<string, unknown>);
  };
  const flag = '/api/admin/projects/default/features/tagged-flag';
  await call('POST', '/api/admin/projects/default/features', { name: 'tagged-flag', description: hostile.description });
  await call('POST', '/api/admin/features/tagged-flag/tags', { type: 'simple', value: hostile.tag });
  await call('POST', '/api/admin/features/tagged-flag/tags', { type: 'simple', value: hostile.jsTag });
  await call('POST', `${flag}/environments/development/strategies`, {
    name: 'default', title: hostile.strategyTitle, constraints: [{ contextName: 'userId', operator: 'NOT_IN', values: [hostile.constraintValue] }],
  });
  await call('PUT', `${flag}/environments/development/variants`, [
    { name: 'json', weight: 500, weightType: 'fix', stickiness: 'default', payload: { type: 'json', value: hostile.jsonPayload } },
    { name: 'text', weightType: 'variable', stickiness: 'default', payload: { type: 'string', value: hostile.stringPayload } },
  ]);
  await call('POST', `${flag}/environments/development/on`);

  // A change request titled with markup, by a person (a service account's token).
  await call('PUT', '/api/admin/projects/default/environments/production/change-requests/config', { changeRequestsEnabled: true, requiredApprovals: 1 });
  const account = await call('POST', '/api/admin/service-account', { name: 'Mallory', username: 'mallory', rootRole: 2 });
  const pat = await call('POST', `/api/admin/service-account/${String(account?.id)}/token`, { description: 'x', expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
  const token = String(pat?.secret);
  const draft = await call('POST', '/api/admin/projects/default/environments/production/change-requests', { feature: 'tagged-flag', action: 'updateEnabled', payload: { enabled: true } }, token);
  await call('PUT', `/api/admin/projects/default/change-requests/${String(draft?.id)}/title`, { title: hostile.title }, token);
  await call('PUT', `/api/admin/projects/default/change-requests/${String(draft?.id)}/state`, { state: 'In review' }, token);
});

test.afterAll(async () => {
  await server.stop();
  rmSync(folder, { recursive: true, force: true });
});

/** Nothing ran, nothing was turned into markup or a link, and the page does not scroll sideways. */
async function expectInert(page: Page, where: string) {
  expect(await page.evaluate(() => window.__pwned), `${where}: a payload ran`).toBeUndefined();
  expect(await page.locator('img[src="x"], script:not([src]), iframe, object, embed').count(), `${where}: markup from data`).toBe(0);
  expect(await page.locator('a[href^="javascript:" i]').count(), `${where}: a javascript: link`).toBe(0);
  expect(await page.locator('b:text("not bold"), b:text("tag")').count(), `${where}: HTML from data rendered`).toBe(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${where}: the page scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(1);
}

test('hostile flag names, descriptions, tags, strategies, payloads and titles show as text and never run', async ({ page }) => {
  test.setTimeout(90_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await signIn(page, server, adminToken, '/projects/default/flags');
  await expect(page.getByRole('link', { name: hostile.name, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: hostile.jsName, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: hostile.longName, exact: true })).toBeAttached();
  await expectInert(page, 'flags list');

  // The details of the flag whose name is markup: its name, description and payload read as typed.
  await page.getByRole('link', { name: hostile.name, exact: true }).click();
  await expect(page.getByRole('heading', { name: hostile.name })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText(`<script>${run('description')}</script><b>not bold</b> <a href="javascript:${run('a')}">click</a>`);
  expect(decodeURIComponent(page.url())).toContain(hostile.name);
  expect(page.url()).not.toMatch(/[<>"]/);
  await expectInert(page, 'details of the markup name');

  // A javascript: name is a path to its details, not a script.
  await page.goto(`${server.url}/projects/default/flags`);
  const jsLink = page.getByRole('link', { name: hostile.jsName, exact: true });
  expect(await jsLink.getAttribute('href')).toMatch(/^\/projects\/default\/flags\/javascript%3A/);
  await jsLink.click();
  await expect(page.getByRole('heading', { name: hostile.jsName })).toBeVisible();
  await expectInert(page, 'details of the javascript: name');

  // The long name and the 3,000-character word wrap or are cut, inside the window.
  await page.goto(`${server.url}/projects/default/flags/${encodeURIComponent(hostile.longName)}`);
  await expect(page.getByRole('heading', { name: hostile.longName })).toBeVisible();
  const unbroken = page.getByRole('region', { name: 'Summary' }).getByText(hostile.unbroken);
  await expect(unbroken).toBeVisible();
  const box = await unbroken.boundingBox();
  expect(box && box.x + box.width, 'the unbroken description stays in the window').toBeLessThanOrEqual(page.viewportSize()?.width ?? 1280);
  await expectInert(page, 'details of the long name');

  // Tags, a strategy's title and constraint value, JSON and string payloads.
  await page.goto(`${server.url}/projects/default/flags/tagged-flag`);
  await expect(page.getByRole('heading', { name: 'tagged-flag' })).toBeVisible();
  const tagSummary = page.getByRole('region', { name: 'Summary' });
  await expect(tagSummary.getByText(`simple:${hostile.tag}`)).toBeVisible();
  await expect(tagSummary.getByText(`simple:${hostile.jsTag}`)).toBeVisible();
  await expect(page.getByText(hostile.strategyTitle).first()).toBeVisible();
  await expect(page.getByText(hostile.constraintValue).first()).toBeVisible();
  await expectInert(page, 'details with tags, strategy and payloads');

  // The playground evaluates them, names and payloads included.
  await page.goto(`${server.url}/playground?via=frontend`);
  await frontendTokenField(page).fill(frontendToken);
  await evaluate(page);
  const results = page.getByRole('table', { name: 'Flags enabled for this context' });
  await expect(results.getByText(hostile.name, { exact: true })).toBeVisible();
  await expect(results.getByText(hostile.jsName, { exact: true })).toBeVisible();
  // A 4,000-character payload starts folded and opens as text; the names keep a readable width.
  const row = results.getByRole('row').filter({ has: page.getByRole('rowheader', { name: hostile.name, exact: true }) });
  const folded = row.getByText(`${hostile.stringPayload.length.toLocaleString('en')} characters`);
  await expect(folded).toBeVisible();
  await folded.click();
  await expect(row.getByText(hostile.stringPayload)).toBeVisible();
  expect((await results.getByRole('rowheader', { name: hostile.name }).boundingBox())?.width).toBeGreaterThan(120);
  await expectInert(page, 'playground results');

  // The change request whose title is markup, in the inbox and on its page.
  await page.goto(`${server.url}/change-requests`);
  await page.getByRole('tab', { name: /All open/ }).or(page.getByRole('link', { name: /All open/ })).first().click();
  const titleLink = page.getByRole('link', { name: hostile.title.slice(0, 40) });
  await expect(titleLink.first()).toBeVisible();
  await expectInert(page, 'change request inbox');
  await titleLink.first().click();
  await expect(page.getByText(hostile.title.slice(0, 60)).first()).toBeVisible();
  await expectInert(page, 'change request page');

  expect(dialogs).toEqual([]);
});
