import { expect, signIn, submitToken, test } from './fixtures';
import { adminToken } from './server';

test('signing in with the admin token opens the flags of the default project', async ({ page, server }) => {
  await signIn(page, server);
  await expect(page).toHaveURL(/\/projects\/default\/flags$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Flags' })).toHaveAttribute('aria-current', 'page');
  // The token is kept for the tab only, and never lands in the address bar.
  expect(await page.evaluate(() => sessionStorage.getItem('flagdeck.token'))).toBe(adminToken);
  expect(await page.evaluate(() => localStorage.getItem('flagdeck.token'))).toBeNull();
  expect(page.url()).not.toContain('secret');
});

test('a wrong token is refused with its own message and nothing is stored', async ({ page, server }) => {
  await submitToken(page, server, 'not-a-real-token');
  await expect(page.getByRole('alert')).toHaveText('This token was not accepted: it is invalid or expired.');
  await expect(page.getByLabel('API token')).toHaveValue('not-a-real-token');
  expect(await page.evaluate(() => sessionStorage.getItem('flagdeck.token'))).toBeNull();
});

test('a page opened while signed out comes back after sign-in', async ({ page, server }) => {
  await page.goto(`${server.url}/playground?userId=alice`);
  await expect(page).toHaveURL(/\/sign-in\?next=/);
  await page.getByRole('button', { name: 'Use an API token instead' }).click();
  await page.getByLabel('API token').fill(adminToken);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/playground\?userId=alice$/);
});

test('navigation reaches every area, and an unknown address says so', async ({ page, server }) => {
  await signIn(page, server);
  for (const name of ['Change requests', 'Service accounts', 'Playground', 'Segments', 'Context fields', 'History', 'Flags']) {
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
  }
  await page.goto(`${server.url}/no/such/page`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the project switcher lists the projects and opens the chosen one', async ({ page, server }) => {
  await signIn(page, server);
  const switcher = page.getByLabel('Project');
  await expect(switcher.locator('option')).not.toHaveCount(0);
  const other = await switcher.locator('option').evaluateAll((options) =>
    options.map((option) => (option as HTMLOptionElement).value).find((value) => value !== 'default'),
  );
  expect(other).toBeTruthy();
  await switcher.selectOption(other!);
  await expect(page).toHaveURL(new RegExp(`/projects/${other}/flags$`));
});

test('signing out forgets the token and returns to sign-in', async ({ page, server }) => {
  await signIn(page, server);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('API token')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('flagdeck.token'))).toBeNull();
  await page.goto(`${server.url}/playground`);
  await expect(page).toHaveURL(/\/sign-in/);
});

test('a service that is down shows that it cannot be reached', async ({ page, server }) => {
  await page.goto(server.url);
  await page.getByRole('button', { name: 'Use an API token instead' }).click();
  await page.getByLabel('API token').fill(adminToken);
  await server.stop();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Cannot reach the flag service');
});
