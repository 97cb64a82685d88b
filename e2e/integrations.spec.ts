import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { addonsSchema } from '../contract/addons';
import { expect, signIn } from './fixtures';
import { test } from './withReceiver';
import { adminToken, demoToken, type RunningServer } from './server';
import { seriousFaults } from './seriousFaults';

/*
 * Integrations set up in the console against the real server, delivering to a real HTTP receiver
 * the test starts on loopback, which the server is told it may reach (INTEGRATION_ALLOWED_HOSTS),
 * as an administrator would name an internal host.
 */

/** Switches checkout-v2 on and then off in development through the API: its switching off is an event whatever its state was. */
async function switchCheckout(page: Page, server: RunningServer) {
  for (const action of ['on', 'off']) {
    const answer = await page.request.post(`${server.url}/api/admin/projects/default/features/checkout-v2/environments/development/${action}`, { headers: { authorization: adminToken } });
    expect(answer.status()).toBe(200);
  }
}

/** The demo's paused integrations deleted through the API, so that the page starts empty. */
async function withoutDemoIntegrations(page: Page, server: RunningServer) {
  const listed = await page.request.get(`${server.url}/api/admin/addons`, { headers: { authorization: adminToken } });
  const { addons } = addonsSchema.parse(await listed.json());
  expect(addons.map((addon) => addon.description)).toEqual([expect.stringContaining('#releases'), expect.stringContaining('Deploy tooling')]);
  for (const { id } of addons) expect((await page.request.delete(`${server.url}/api/admin/addons/${id}`, { headers: { authorization: adminToken } })).status()).toBe(200);
}

const signed = (body: string, secret: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

test('an admin makes a signed webhook, refused first at its URL, sees its delivery, edits and deletes it', async ({ page, server, receiver }) => {
  test.slow(); // a journey with deliveries waited for.
  await withoutDemoIntegrations(page, server);
  await signIn(page, server, adminToken, '/integrations');
  await expect(page.getByRole('heading', { name: 'No integrations yet' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Integrations' })).toHaveAttribute('aria-current', 'page');

  // By keyboard.
  await page.getByRole('button', { name: 'New integration' }).press('Enter');
  const form = page.getByRole('form', { name: 'New Webhook integration' });
  await form.getByLabel('Description').fill('Deploy tooling');
  await form.getByRole('button', { name: 'Create integration' }).press('Enter');
  const url = form.getByLabel('Webhook URL');
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(url).toHaveAccessibleDescription(/Webhook URL is required/);

  // The service refuses a loopback address no one allowed, at the field, and keeps what was typed.
  await url.fill('http://127.0.0.1:9/hook');
  await form.getByRole('button', { name: 'Create integration' }).click();
  await expect(url).toHaveAccessibleDescription(/resolves to 127\.0\.0\.1, which is not a public address/);
  await expect(form.getByLabel('Description')).toHaveValue('Deploy tooling');

  await url.fill(`${receiver.url}/deploy`);
  await form.getByLabel('Signing secret').fill('e2e-signing-secret');
  await expect(form.getByRole('checkbox', { name: 'feature-environment-enabled' })).toBeChecked();
  await form.getByRole('button', { name: 'Create integration' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved the Webhook integration.' })).toBeVisible();
  const row = page.getByRole('row', { name: /Webhook Deploy tooling/ });
  await expect(row.getByRole('cell', { name: 'Nothing sent yet' })).toBeVisible();

  await switchCheckout(page, server);
  const [delivery] = await receiver.waitFor(1);
  expect(delivery?.path).toBe('/deploy');
  expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({ featureName: 'checkout-v2', environment: 'development' });
  expect(delivery?.headers['x-flagdeck-signature']).toBe(signed(delivery?.body ?? '', 'e2e-signing-secret'));
  await expect(row.getByText('Delivered', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText('Status code: 200 OK');

  // Editing keeps the URL and the secret, shown as kept, unless typed anew.
  await row.getByRole('button', { name: /^Edit the Webhook integration/ }).click();
  const edit = page.getByRole('form', { name: 'Edit Webhook integration' });
  await expect(edit.getByLabel('Webhook URL')).toHaveAttribute('placeholder', /Kept as it is/);
  await edit.getByLabel('Description').fill('Deploy tooling (prod)');
  await edit.getByRole('button', { name: 'Save integration' }).click();
  await expect(page.getByRole('row', { name: /Deploy tooling \(prod\)/ })).toBeVisible();
  const before = receiver.received.length;
  await switchCheckout(page, server);
  const after = await receiver.waitFor(before + 1);
  const latest = after[after.length - 1];
  expect(latest?.headers['x-flagdeck-signature']).toBe(signed(latest?.body ?? '', 'e2e-signing-secret'));

  await page.getByRole('button', { name: /^Delete the Webhook integration/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this integration?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'No integrations yet' })).toBeVisible();
});

test('a Slack integration says the change as before and after, and a delivery answered 500 goes through on its retry', async ({ page, server, receiver }) => {
  test.slow(); // a delivery retried by the service's own backoff.
  await withoutDemoIntegrations(page, server);
  await signIn(page, server, adminToken, '/integrations');
  await page.getByRole('button', { name: 'New integration' }).click();
  const form = page.getByRole('form', { name: 'New Webhook integration' });
  await form.getByLabel('Provider').selectOption('slack');
  const slack = page.getByRole('form', { name: 'New Slack integration' });
  await slack.getByLabel('Slack webhook URL').fill(`${receiver.url}/slack`);
  await slack.getByLabel('Channel').fill('#releases');
  await slack.getByRole('checkbox', { name: 'feature-environment-enabled' }).uncheck();
  await slack.getByRole('button', { name: 'Create integration' }).click();
  const row = page.getByRole('row', { name: /Slack/ });
  await expect(row).toContainText('1 kind of event; every project; every environment');

  receiver.answerNext(500);
  await switchCheckout(page, server);
  const [failed, delivered] = await receiver.waitFor(2);
  expect(delivered?.body).toBe(failed?.body);
  expect(JSON.parse(delivered?.body ?? '{}')).toMatchObject({ channel: '#releases', text: expect.stringContaining('turned off *checkout-v2* in *development* (project default)\nenabled: on → off') });
  await expect(row.getByText('Delivered', { exact: true })).toBeVisible({ timeout: 15_000 });
});

test('a Viewer reads the integrations but may not make one, and each button says which permission it needs', async ({ page, server, receiver }) => {
  await page.request.post(`${server.url}/api/admin/addons`, {
    headers: { authorization: adminToken },
    data: { provider: 'webhook', description: 'Audit log', enabled: true, events: ['feature-created'], parameters: { url: `${receiver.url}/audit` } },
  });
  await signIn(page, server, demoToken(server, 'victor'), '/integrations');
  const row = page.getByRole('row', { name: /Webhook Audit log/ });
  await expect(row.getByText('Admins only')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New integration' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: 'New integration' })).toHaveAccessibleDescription('Only admins may: you need the "CREATE_ADDON" permission.');
  await expect(row.getByRole('button', { name: /^Delete/ })).toHaveAccessibleDescription(/DELETE_ADDON/);
});

test('a list the service fails to give is said, with a retry that reads it again', async ({ page, server }) => {
  // A 500 the real server does not give on demand: the one fault stood in for.
  let failing = true;
  await page.route('**/api/admin/addons', async (route) => (failing ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ id: 'x', name: 'InternalError', message: 'The database is locked.' }) }) : route.fallback()));
  await signIn(page, server, adminToken, '/integrations');
  await expect(page.getByRole('alert').filter({ hasText: 'The database is locked.' })).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('row', { name: /Slack #releases/ })).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the Integrations page has no serious accessibility faults, empty, in its form refused, and listed (${colorScheme})`, async ({ page, server, receiver }) => {
    test.slow(); // axe walks the page whole, three times.
    await page.emulateMedia({ colorScheme });
    await withoutDemoIntegrations(page, server);
    await signIn(page, server, adminToken, '/integrations');
    await expect(page.getByRole('heading', { name: 'No integrations yet' })).toBeVisible();
    expect(await seriousFaults(page), 'empty').toEqual([]);
    await page.getByRole('button', { name: 'New integration' }).click();
    const form = page.getByRole('form', { name: 'New Webhook integration' });
    await form.getByRole('button', { name: 'Create integration' }).click();
    await expect(form.getByLabel('Webhook URL')).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousFaults(page), 'the form, refused').toEqual([]);
    await form.getByLabel('Webhook URL').fill(`${receiver.url}/hook`);
    await form.getByRole('button', { name: 'Create integration' }).click();
    await expect(page.getByRole('row', { name: /Webhook/ })).toBeVisible();
    await switchCheckout(page, server);
    await expect(page.getByText('Delivered', { exact: true })).toBeVisible({ timeout: 15_000 });
    expect(await seriousFaults(page), 'listed').toEqual([]);
  });
}
