import AxeBuilder from '@axe-core/playwright';
import { expect, signIn, test } from './fixtures';
import { adminToken, type RunningServer } from './server';

/** A personal access token of a new service account with the given root role. */
async function tokenWithRole(server: RunningServer, rootRole: 'Viewer' | 'Editor'): Promise<string> {
  const call = async (path: string, body: unknown) => {
    const response = await fetch(server.url + path, {
      method: 'POST',
      headers: { Authorization: adminToken, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status, `POST ${path}`).toBe(201);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const username = `e2e-${rootRole.toLowerCase()}`;
  const account = await call('/api/admin/service-account', { name: `E2E ${rootRole}`, username, rootRole });
  const expiresAt = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
  const { secret } = await call(`/api/admin/service-account/${account.id}/token`, { description: username, expiresAt });
  return String(secret);
}

test('a view filtered through the URL shows only the matching flags, and survives a reload', async ({ page, server }) => {
  await signIn(page, server, adminToken, '/projects/default/flags?type=kill-switch');
  const table = page.getByRole('grid', { name: 'Flags' });
  await expect(page.getByLabel('Type')).toHaveValue('kill-switch');
  const names = table.getByRole('rowheader');
  await expect(names).toHaveText([/payments-outage-kill-switch/, /signup-captcha/]);
  await expect(page.getByText(/^2 of \d+ flags$/)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill('captcha');
  await expect(names).toHaveText([/signup-captcha/]);
  await expect(page).toHaveURL(/[?&]q=captcha/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('captcha');
  await expect(table.getByRole('rowheader')).toHaveText([/signup-captcha/]);

  await page.getByRole('searchbox', { name: 'Search' }).fill('no flag is called this');
  await expect(page.getByRole('heading', { name: 'No flags match these filters' })).toBeVisible();
  await page.getByRole('button', { name: 'Reset filters' }).first().click();
  await expect(page).toHaveURL(/\/projects\/default\/flags$/);
  await expect(table.getByRole('rowheader')).not.toHaveCount(2);
});

test('switching a flag off in development moves at once and is still off after a reload', async ({ page, server }) => {
  await signIn(page, server);
  const toggle = page.getByRole('switch', { name: 'checkout-v2 in development' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(toggle).not.toHaveAttribute('aria-busy');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'checkout-v2 in development' })).toHaveAttribute('aria-checked', 'false');
  // And back on, from the keyboard.
  await page.getByRole('switch', { name: 'checkout-v2 in development' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('switch', { name: 'checkout-v2 in development' })).toHaveAttribute('aria-checked', 'true');
});

test('production asks first, naming flag and environment; cancel changes nothing, and the guard can rest for the session', async ({ page, server }) => {
  await signIn(page, server, adminToken, '/projects/payments/flags');
  const first = page.getByRole('switch', { name: /in production$/ }).first();
  const name = (await first.getAttribute('aria-label'))!.replace(/ in production$/, '');
  const before = await first.getAttribute('aria-checked');
  const verb = before === 'true' ? 'Turn off' : 'Turn on';

  await first.click();
  const dialog = page.getByRole('alertdialog', { name: `${verb} ${name} in production?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(first).toHaveAttribute('aria-checked', before!);
  // Keyboard users land back on the switch they pressed.
  await expect(first).toBeFocused();

  await first.click();
  await dialog.getByLabel("Don't ask again for production in this session").check();
  await dialog.getByRole('button', { name: verb, exact: true }).click();
  await expect(first).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');
  await expect(first).not.toHaveAttribute('aria-busy');

  // The session remembers the choice: the next production switch goes straight through.
  await first.click();
  await expect(first).toHaveAttribute('aria-checked', before!);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('turning off a parent names the flags that depend on it', async ({ page, server }) => {
  // Below the first screen of the list, the flag is found as a person would: by searching.
  await signIn(page, server, adminToken, '/projects/default/flags?q=new-navigation');
  await expect(page.getByRole('columnheader', { name: 'Dependencies' })).toBeVisible();
  const parent = page.getByRole('switch', { name: 'new-navigation in development' });
  await parent.click();
  const dialog = page.getByRole('alertdialog', { name: 'Turn off new-navigation in development?' });
  await expect(dialog).toContainText('will stop evaluating as enabled in development');
  await expect(dialog.getByRole('listitem')).toHaveText(['nav-quick-links', 'nav-search-bar']);
  await dialog.getByRole('button', { name: 'Turn off anyway' }).click();
  await expect(parent).toHaveAttribute('aria-checked', 'false');
});

test('turning on an environment whose strategies are all disabled asks, and "Enable all strategies" enables them', async ({ page, server }) => {
  const admin = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const response = await fetch(server.url + path, {
      method,
      headers: { Authorization: adminToken, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.ok, `${method} ${path}`).toBe(true);
    return response.json() as Promise<{ environments?: { name: string; enabled: boolean; strategies?: { disabled?: boolean | null }[] }[] }>;
  };
  const flag = '/api/admin/projects/default/features/dormant-banner';
  await admin('POST', '/api/admin/projects/default/features', { name: 'dormant-banner', type: 'release' });
  for (const rollout of ['10', '50']) {
    await admin('POST', `${flag}/environments/development/strategies`, {
      name: 'flexibleRollout', disabled: true, parameters: { rollout, stickiness: 'default', groupId: 'dormant-banner' },
    });
  }

  await signIn(page, server, adminToken, '/projects/default/flags?q=dormant-banner');
  const toggle = page.getByRole('switch', { name: 'dormant-banner in development' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  const dialog = page.getByRole('alertdialog', { name: 'Turn on dormant-banner in development?' });
  await expect(dialog).toContainText('Every strategy of dormant-banner in development is disabled');
  await dialog.getByRole('button', { name: 'Enable all strategies' }).click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(toggle).not.toHaveAttribute('aria-busy');

  const development = (await admin('GET', flag)).environments?.find((environment) => environment.name === 'development');
  expect(development?.enabled).toBe(true);
  expect(development?.strategies?.map((strategy) => strategy.disabled ?? false)).toEqual([false, false]);
});

test('an environment that requires change requests routes an Editor to a change request, and the flag is not changed', async ({ page, server }) => {
  await signIn(page, server, await tokenWithRole(server, 'Editor'));
  const toggle = page.getByRole('switch', { name: 'checkout-v2 in production' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  const dialog = page.getByRole('alertdialog', { name: 'production requires a change request' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'checkout-v2 in production' })).toHaveAttribute('aria-checked', 'true');
});

test('an admin, who may skip change requests, switches a protected environment directly behind the production guard', async ({ page, server }) => {
  await signIn(page, server);
  const toggle = page.getByRole('switch', { name: 'checkout-v2 in production' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  const dialog = page.getByRole('alertdialog', { name: 'Turn off checkout-v2 in production?' });
  await dialog.getByRole('button', { name: 'Skip 2 approvals and turn off' }).click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(toggle).not.toHaveAttribute('aria-busy');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'checkout-v2 in production' })).toHaveAttribute('aria-checked', 'false');
});

test('a switch the service refuses goes back and says why (rights taken away since the page read them)', async ({ page, server }) => {
  // The page believes it may switch (the rights it read say so); the service, which decides, refuses.
  // Rights taken away mid-session are a fault the embedded service cannot yet produce (it has no
  // way to change a user's role), so the stale read of them is staged here.
  await page.route('**/api/admin/user', (route) => route.fulfill({ json: { user: { id: 9, username: 'was-an-editor' }, permissions: [{ permission: 'UPDATE_FEATURE_ENVIRONMENT' }] } }));
  await signIn(page, server, await tokenWithRole(server, 'Viewer'));
  const toggle = page.getByRole('switch', { name: 'checkout-v2 in development' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(page.getByRole('alert')).toContainText('Could not turn off checkout-v2 in development');
  await expect(page.getByRole('alert')).toContainText('UPDATE_FEATURE_ENVIRONMENT');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(toggle).not.toHaveAttribute('aria-busy');
});

test('a flag opened from the list reads its strategies in plain words, and closing returns to the same view', async ({ page, server }) => {
  await signIn(page, server, adminToken, '/projects/default/flags?q=checkout');
  await page.getByRole('link', { name: 'checkout-v2' }).click();
  const panel = page.getByRole('dialog', { name: 'checkout-v2' });
  await expect(panel).toBeVisible();
  const production = panel.getByRole('article', { name: 'production' });
  await expect(production).toContainText('Web shop, a quarter of users: 25% of users by userId');
  await expect(production).toContainText('appName is one of web-shop, web-shop-beta');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/projects\/default\/flags\?q=checkout$/);
  await expect(page.getByRole('link', { name: 'checkout-v2' })).toBeFocused();
});

test('an unknown project says so instead of showing an empty list', async ({ page, server }) => {
  await signIn(page, server, adminToken, '/projects/no-such-project/flags');
  await expect(page.getByRole('alert')).toContainText('There is no project "no-such-project" on this service');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the matrix and the details panel have no serious accessibility faults (${colorScheme})`, async ({ page, server }) => {
    // axe walks the whole page twice; on a busy machine that needs more than the default time.
    test.slow();
    await page.emulateMedia({ colorScheme });
    await signIn(page, server);
    await expect(page.getByRole('switch').first()).toBeVisible();
    const serious = (violations: { impact?: string | null }[]) => violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious((await new AxeBuilder({ page }).analyze()).violations), 'the list').toEqual([]);
    await page.getByRole('searchbox', { name: 'Search' }).fill('new-onboarding');
    await page.getByRole('link', { name: 'new-onboarding' }).click();
    await expect(page.getByRole('dialog', { name: 'new-onboarding' }).getByRole('article').first()).toBeVisible();
    expect(serious((await new AxeBuilder({ page }).analyze()).violations), 'the details panel').toEqual([]);
  });
}
