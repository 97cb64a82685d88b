import { expect, test } from './fixtures';
import { frontendToken, startServer } from './server';
import { addProperty, contextForm, evaluate, frontendTokenField, notEnabled, openPlayground, results } from './playgroundHelpers';

// Demo data, development environment of project default (read from server/demo/demoFlags.ts and
// observed from the running service): `ai-summaries` is rolled out to 100% by userId to people
// whose `email` ends with @flagdeck.dev, so it needs both a userId and that property.
// `new-onboarding` assigns a variant with a JSON payload by userId: ann gets "guided", carol
// gets "minimal".

test('what a user sees depends on their userId and a property', async ({ page, server }) => {
  await openPlayground(page, server);
  await contextForm(page).getByLabel('userId').fill('ann');
  await addProperty(page, 'email', 'ann@flagdeck.dev');
  await expect(contextForm(page).getByText(/^GET \/api\/frontend/)).toHaveText(
    'GET /api/frontend?userId=ann&properties%5Bemail%5D=ann%40flagdeck.dev',
  );
  await evaluate(page);
  await expect(results(page).getByRole('row', { name: /ai-summaries/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /flags enabled/ })).toHaveText(/^\d+ flags enabled/);

  // Another email: the flag is no longer in the answer, and the configuration says why.
  await contextForm(page).getByLabel('Value of property 1').fill('ann@example.com');
  await evaluate(page);
  await expect(results(page).getByRole('row', { name: /ai-summaries/ })).toHaveCount(0);
  await expect(notEnabled(page).getByRole('row', { name: /ai-summaries/ })).toContainText('On in development: its strategies or constraints do not match.');

  // The right email without a userId: not enabled either.
  await contextForm(page).getByLabel('Value of property 1').fill('ann@flagdeck.dev');
  await contextForm(page).getByLabel('userId').fill('');
  await evaluate(page);
  await expect(notEnabled(page).getByRole('row', { name: /ai-summaries/ })).toBeVisible();
  await expect(results(page).getByRole('row', { name: /ai-summaries/ })).toHaveCount(0);

  // The token is kept for the tab, and never lands in the address or the curl command.
  expect(await page.evaluate(() => sessionStorage.getItem('flagdeck.frontendToken'))).toBe(frontendToken);
  expect(page.url()).not.toContain('secret');
  const curl = contextForm(page).getByText(/^curl -H/);
  await expect(curl).toContainText(`curl -H "Authorization: $FRONTEND_TOKEN" '${server.url}/api/frontend?properties%5Bemail%5D=ann%40flagdeck.dev'`);
  await expect(curl).not.toContainText('secret');
});

test('a frontend token can be issued instead of pasted, and is used at once', async ({ page, server }) => {
  await openPlayground(page, server, '/playground?userId=ann', '');
  await expect(page.getByRole('heading', { name: 'No frontend token yet' })).toBeVisible();
  await page.getByLabel('New frontend token for project default in').selectOption('development');
  await page.getByRole('button', { name: 'Create frontend token' }).click();
  await expect(results(page).getByRole('row', { name: /new-onboarding/ })).toBeVisible();
  const issued = await page.evaluate(() => sessionStorage.getItem('flagdeck.frontendToken'));
  expect(issued).toMatch(/^default:development\.\w+$/);
  await expect(frontendTokenField(page)).toHaveValue(issued ?? '');
  await expect(page.getByText('For project default, environment development.', { exact: false })).toBeVisible();
});

test('the address reproduces an evaluation after a reload, and recent contexts run again', async ({ page, server }) => {
  test.slow(); // Three evaluations and a reload: at load 20 on two cores it took over a minute.
  await openPlayground(page, server);
  await contextForm(page).getByLabel('userId').fill('ann');
  await addProperty(page, 'email', 'ann@flagdeck.dev');
  await evaluate(page);
  await expect(results(page).getByRole('row', { name: /ai-summaries/ })).toBeVisible();
  await expect(page).toHaveURL(/\/playground\?userId=ann&properties%5Bemail%5D=ann%40flagdeck\.dev&via=frontend$/);
  const count = await page.getByRole('status').filter({ hasText: /flags enabled/ }).textContent();

  await page.reload();
  await expect(contextForm(page).getByLabel('userId')).toHaveValue('ann');
  await expect(contextForm(page).getByLabel('Name of property 1')).toHaveValue('email');
  await expect(contextForm(page).getByLabel('Value of property 1')).toHaveValue('ann@flagdeck.dev');
  await expect(results(page).getByRole('row', { name: /ai-summaries/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /flags enabled/ })).toHaveText(count ?? '');

  // Another context, then back to the first from the recent ones.
  await contextForm(page).getByLabel('userId').fill('bob');
  await contextForm(page).getByLabel('Value of property 1').fill('bob@example.com');
  await evaluate(page);
  await expect(results(page).getByRole('row', { name: /ai-summaries/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Run again: userId=ann · email=ann@flagdeck.dev' }).click();
  await expect(contextForm(page).getByLabel('userId')).toHaveValue('ann');
  await expect(results(page).getByRole('row', { name: /ai-summaries/ })).toBeVisible();
});

test('comparing two users highlights the flag they see differently', async ({ page, server }) => {
  await openPlayground(page, server);
  await contextForm(page).getByLabel('userId').fill('ann');
  await page.getByRole('button', { name: 'Add a context to compare' }).click();
  await contextForm(page, 'Context B').getByLabel('userId').fill('carol');
  await evaluate(page);

  const table = page.getByRole('table', { name: 'Flags enabled for each context' });
  const onboarding = table.getByRole('row', { name: /new-onboarding/ });
  await expect(onboarding).toContainText('Differs: variant, payload');
  await expect(onboarding).toHaveClass(/row-differs/);
  await expect(onboarding.getByRole('cell').nth(0)).toContainText('guided');
  await expect(onboarding.getByRole('cell').nth(1)).toContainText('minimal');
  const same = table.getByRole('row', { name: /payments-outage-kill-switch/ });
  await expect(same).not.toContainText('Differs');

  await page.getByRole('switch', { name: 'Show only differences' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(page).toHaveURL(/compare=userId%3Dcarol/);
  await expect(page).toHaveURL(/diff=1/);

  // The comparison is in the address too.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Flags enabled for each context' }).locator('tbody tr')).toHaveCount(1);
  await expect(contextForm(page, 'Context B').getByLabel('userId')).toHaveValue('carol');
});

test('a JSON payload is pretty-printed, can be folded and copied', async ({ page, server, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPlayground(page, server, '/playground?userId=ann');
  await evaluate(page);
  const row = results(page).getByRole('row', { name: /new-onboarding/ });
  await expect(row).toContainText('guided');
  const pretty = row.locator('pre');
  await expect(pretty).toHaveText(['{', '  "steps": 3,', '  "layout": "wizard",', '  "video": true', '}'].join('\n'));

  // Search within the results narrows the table and says how many are shown; it is in the address.
  const total = (await page.getByRole('status').filter({ hasText: /flags enabled/ }).textContent())?.match(/^(\d+) flags/)?.[1];
  await page.getByRole('searchbox', { name: 'Search flags' }).fill('onboarding');
  await expect(page.getByRole('status').filter({ hasText: /flags enabled/ })).toHaveText(`1 of ${total} flags enabled`);
  await expect(results(page).locator('tbody tr')).toHaveCount(1);
  await expect(page).toHaveURL(/q=onboarding/);

  await row.getByText('5 lines').click();
  await expect(pretty).toBeHidden();
  await row.getByRole('button', { name: 'Copy payload of new-onboarding' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('{"steps":3,"layout":"wizard","video":true}');
});

test('a currentTime in the future turns on a flag that starts in three weeks', async ({ page }) => {
  // `holiday-banner` has a DATE_AFTER constraint three weeks ahead in production only, so this
  // test uses a frontend token for production.
  const productionToken = 'default:production.e2e-production-frontend-0123456789';
  const server = await startServer({ env: { INIT_FRONTEND_API_TOKENS: `${frontendToken},${productionToken}` } });
  try {
    await openPlayground(page, server, '/playground', productionToken);
    await evaluate(page);
    await expect(notEnabled(page).getByRole('row', { name: /holiday-banner/ })).toContainText('On in production');
    await expect(results(page).getByRole('row', { name: /holiday-banner/ })).toHaveCount(0);

    await contextForm(page).getByRole('button', { name: 'Set currentTime to 30 days from now' }).click();
    await evaluate(page);
    await expect(results(page).getByRole('row', { name: /holiday-banner/ })).toBeVisible();
    await expect(page).toHaveURL(/currentTime=\d{4}-\d{2}-\d{2}T/);

    await contextForm(page).getByRole('button', { name: 'Clear currentTime' }).click();
    await evaluate(page);
    await expect(results(page).getByRole('row', { name: /holiday-banner/ })).toHaveCount(0);
  } finally {
    await server.stop();
  }
});

test('the raw view edits the same context as JSON, and a typo loses nothing', async ({ page, server }) => {
  await openPlayground(page, server, '/playground?userId=ann');
  await page.getByRole('button', { name: 'Raw JSON' }).click();
  const raw = page.getByLabel('Context A as JSON');
  expect(JSON.parse(await raw.inputValue())).toEqual({ userId: 'ann', properties: {} });

  await raw.fill('{"userId": "ann", "properties": {"email": "ann@flagdeck.dev"}');
  await expect(page.getByText(/^Not valid JSON: /)).toBeVisible();
  await evaluate(page);
  await expect(page.getByRole('alert').filter({ hasText: 'the JSON has an error' })).toBeVisible();
  await page.getByRole('button', { name: 'Form' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Fix it before switching to the form' })).toBeVisible();
  await expect(raw).toHaveValue('{"userId": "ann", "properties": {"email": "ann@flagdeck.dev"}');

  await raw.fill('{"userId": "ann", "properties": {"email": "ann@flagdeck.dev"}}');
  await evaluate(page);
  await expect(results(page).getByRole('row', { name: /ai-summaries/ })).toBeVisible();
  await page.getByRole('button', { name: 'Form' }).click();
  await expect(contextForm(page).getByLabel('Name of property 1')).toHaveValue('email');
  await expect(contextForm(page).getByLabel('Value of property 1')).toHaveValue('ann@flagdeck.dev');
});

test('axe finds nothing serious in the playground, in the form and in the comparison', async ({ page, server }) => {
  test.slow(); // axe walks the page whole, twice.
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  await openPlayground(page, server, '/playground?userId=ann&properties%5Bemail%5D=ann%40flagdeck.dev&compare=userId%3Dcarol');
  await evaluate(page);
  await expect(page.getByRole('table', { name: 'Flags enabled for each context' })).toBeVisible();
  for (const view of ['Form', 'Raw JSON']) {
    await page.getByRole('button', { name: view }).click();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
