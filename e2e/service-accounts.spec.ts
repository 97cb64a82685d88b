import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { adminToken } from './server';

/**
 * Service accounts against the real server and its demo data (server/demo/demoServiceAccounts.ts):
 * "CI pipeline" (Editor) and "Grafana dashboards" (Viewer), whose tokens cover never used, used
 * recently, expiring in 3 days, expired and never expiring.
 */

const tokenRow = (page: Page, description: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: description, exact: true }) });

/** Created, last seen, expires, id: as the table shows them. */
async function cellsOf(page: Page, description: string) {
  await expect(tokenRow(page, description)).toHaveCount(1);
  const cells = await tokenRow(page, description).getByRole('cell').allInnerTexts();
  return { created: cells[0], lastSeen: cells[1], expires: cells[2], id: cells[3] };
}

async function openTokensOf(page: Page, account: string) {
  await page.getByRole('link', { name: account, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Tokens of ${account}` })).toBeVisible();
  await expect(page.getByRole('table', { name: `Tokens of ${account}` })).toBeVisible();
}

test('the service accounts are listed with username, role, token count and age', async ({ page, server }) => {
  await signIn(page, server, adminToken, '/service-accounts');
  const table = page.getByRole('table', { name: 'Service accounts' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row', { name: /CI pipeline/ }).getByRole('cell')).toHaveText(['ci-pipeline', 'Editor', '4', /months ago/]);
  await expect(table.getByRole('row', { name: /Grafana dashboards/ }).getByRole('cell')).toHaveText(['grafana-reader', 'Viewer', '2', /months ago/]);
});

test('the demo tokens show which are never used, expired, expiring soon and never expiring', async ({ page, server }) => {
  await signIn(page, server, adminToken, '/service-accounts');
  await openTokensOf(page, 'CI pipeline');

  // Newest first.
  await expect(page.getByRole('rowheader')).toHaveText([
    'Release train bot (not set up yet)', 'Old Jenkins job', 'Nightly flag cleanup script', 'GitHub Actions deploy job',
  ]);
  expect(await cellsOf(page, 'Release train bot (not set up yet)')).toMatchObject({ created: '2 days ago', lastSeen: 'Never used' });
  expect(await cellsOf(page, 'Old Jenkins job')).toMatchObject({ lastSeen: '2 weeks ago', expires: 'Expired' });
  expect(await cellsOf(page, 'Nightly flag cleanup script')).toMatchObject({ lastSeen: 'yesterday', expires: 'Expires in 3 days' });
  expect(await cellsOf(page, 'GitHub Actions deploy job')).toMatchObject({ lastSeen: '4 minutes ago', expires: 'Never' });

  // The markers stand out, and the exact time is there on hover.
  await expect(tokenRow(page, 'Old Jenkins job').getByText('Expired')).toHaveClass(/badge-danger/);
  await expect(tokenRow(page, 'Nightly flag cleanup script').getByText('Expires in 3 days')).toHaveClass(/badge-warning/);
  await expect(tokenRow(page, 'GitHub Actions deploy job').getByText('4 minutes ago')).toHaveAttribute('title', /\d{4}/);

  await page.getByRole('link', { name: 'Service accounts' }).first().click();
  await openTokensOf(page, 'Grafana dashboards');
  expect(await cellsOf(page, 'Temporary audit export')).toMatchObject({ lastSeen: 'Never used', expires: 'Expires in 3 days' });
  expect(await cellsOf(page, 'Grafana flag panel')).toMatchObject({ lastSeen: '1 minute ago' });
});

test('search and sort live in the URL and survive a reload', async ({ page, server }) => {
  await signIn(page, server, adminToken, '/service-accounts');
  await openTokensOf(page, 'CI pipeline');
  await page.getByRole('searchbox', { name: 'Search tokens by description' }).fill('job');
  await expect(page.getByRole('rowheader')).toHaveText(['Old Jenkins job', 'GitHub Actions deploy job']);
  await page.getByRole('button', { name: 'Last seen' }).click();
  await expect(page.getByRole('columnheader', { name: 'Last seen' })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('rowheader')).toHaveText(['GitHub Actions deploy job', 'Old Jenkins job']);
  await expect(page).toHaveURL(/\?q=job&sort=seen&order=desc$/);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search tokens by description' })).toHaveValue('job');
  await expect(page.getByRole('rowheader')).toHaveText(['GitHub Actions deploy job', 'Old Jenkins job']);
  await expect(page.getByText('2 of 4 tokens')).toBeVisible();
});

test('a new token works against the API, shows its first use, and stops working once deleted', async ({ page, server, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, server, adminToken, '/service-accounts');
  await openTokensOf(page, 'CI pipeline');

  await page.getByRole('button', { name: 'New token' }).click();
  const form = page.getByRole('dialog', { name: 'New token for CI pipeline' });
  await form.getByRole('textbox', { name: 'Description' }).fill('E2E deploy check');
  await form.getByRole('radio', { name: 'In 7 days' }).check();
  await form.getByRole('button', { name: 'Create token' }).click();

  const shown = page.getByRole('dialog', { name: 'Token “E2E deploy check” created' });
  await expect(shown).toContainText('It will not be shown again');
  const secret = await shown.getByRole('textbox', { name: 'Token', exact: true }).inputValue();
  expect(secret).toMatch(/^user:[0-9a-f]+$/);
  await shown.getByRole('button', { name: 'Copy token' }).click();
  await expect(shown.getByRole('button', { name: 'Copy token' })).toContainText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  // Shown once: nowhere in storage or the address bar.
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain(secret);
  expect(page.url()).not.toContain(secret);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(secret)).toHaveCount(0);

  expect(await cellsOf(page, 'E2E deploy check')).toMatchObject({ lastSeen: 'Never used', expires: 'Expires in 7 days' });

  // The secret authenticates as the CI pipeline account (an Editor).
  const me = await request.get(`${server.url}/api/admin/user`, { headers: { Authorization: secret } });
  expect(me.status()).toBe(200);
  expect((await me.json()).user.username).toBe('ci-pipeline');

  // The service writes a token's first use at once (later ones at most once a minute).
  await page.reload();
  expect((await cellsOf(page, 'E2E deploy check')).lastSeen).toBe('just now');

  await tokenRow(page, 'E2E deploy check').getByRole('button', { name: 'Delete token “E2E deploy check”' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete token “E2E deploy check”?' });
  await confirm.getByRole('button', { name: 'Delete token' }).click();
  await expect(tokenRow(page, 'E2E deploy check')).toHaveCount(0);

  await expect.poll(async () => (await request.get(`${server.url}/api/admin/user`, { headers: { Authorization: secret } })).status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('rowheader')).toHaveCount(4);
});

test('a delete that does not reach the service puts the row back and says why', async ({ page, server }) => {
  await signIn(page, server, adminToken, '/service-accounts');
  await openTokensOf(page, 'Grafana dashboards');
  // A dropped connection: a fault the real server cannot be asked to produce.
  await page.route('**/api/admin/service-account/*/token/*', (route) => route.abort('connectionreset'));

  await tokenRow(page, 'Grafana flag panel').getByRole('button', { name: 'Delete token “Grafana flag panel”' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete token' }).click();
  await expect(page.getByRole('alert')).toContainText('Could not delete “Grafana flag panel”');
  await expect(tokenRow(page, 'Grafana flag panel')).toHaveCount(1);
  await page.unroute('**/api/admin/service-account/*/token/*');
  await page.reload();
  await expect(tokenRow(page, 'Grafana flag panel')).toHaveCount(1);
});

test('the service’s token limit is explained in the dialog', async ({ page, server, request }) => {
  await signIn(page, server, adminToken, '/service-accounts');
  await openTokensOf(page, 'Grafana dashboards');
  const accountPath = new URL(page.url()).pathname.replace(/^\/service-accounts\//, '/api/admin/service-account/').replace(/\/tokens$/, '/token');
  for (let i = 1; i <= 8; i++) {
    const created = await request.post(server.url + accountPath, {
      headers: { Authorization: adminToken },
      data: { description: `filler ${i}`, expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(created.status()).toBe(201);
  }
  await page.reload();
  await expect(page.getByText('10 tokens')).toBeVisible();

  await page.getByRole('button', { name: 'New token' }).click();
  const form = page.getByRole('dialog', { name: 'New token for Grafana dashboards' });
  await form.getByRole('textbox', { name: 'Description' }).fill('one too many');
  await form.getByRole('button', { name: 'Create token' }).click();
  await expect(form.getByRole('alert')).toHaveText('An account can have at most 10 tokens; delete one before creating another.');
  await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue('one too many');
});

test('a user without admin rights sees why the page is closed to them', async ({ page, server }) => {
  const viewerToken = server.output().match(/victor \(Viewer\): (\S+)/)?.[1];
  expect(viewerToken, 'the demo prints a Viewer token').toBeTruthy();
  await signIn(page, server, viewerToken, '/service-accounts');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('No access');
  await expect(alert).toContainText('ADMIN');
});

test('axe finds nothing serious on the accounts, the tokens and their dialogs, light or dark', async ({ page, server }) => {
  test.slow(); // axe walks three pages whole, in two themes.
  await signIn(page, server, adminToken, '/service-accounts');
  const serious = async () =>
    (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto(`${server.url}/service-accounts`);
    await expect(page.getByRole('table', { name: 'Service accounts' })).toBeVisible();
    expect(await serious(), `accounts, ${colorScheme}`).toEqual([]);
    await openTokensOf(page, 'CI pipeline');
    expect(await serious(), `tokens, ${colorScheme}`).toEqual([]);
    await page.getByRole('button', { name: 'New token' }).click();
    await page.getByRole('radio', { name: 'Never' }).check();
    expect(await serious(), `new token, ${colorScheme}`).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Delete token “Old Jenkins job”' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await serious(), `delete, ${colorScheme}`).toEqual([]);
    await page.keyboard.press('Escape');
  }
});
