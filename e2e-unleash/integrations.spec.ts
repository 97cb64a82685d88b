import { expect, signIn, test } from './fixtures';

/*
 * Integrations set up in the console through upstream mode, against Unleash 8.2 open source, which
 * has the addon API itself: the page lists Unleash's providers, makes a webhook there and deletes
 * it, each checked through Unleash's own API.
 */

interface UnleashAddons { addons: Array<{ id: number; provider: string; description?: string | null; parameters: Record<string, unknown>; events: string[] }> }

const addonsOfUnleash = async (url: string, token: string): Promise<UnleashAddons['addons']> => {
  const answer = await fetch(`${url}/api/admin/addons`, { headers: { Authorization: token } });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as UnleashAddons).addons;
};

test('an admin makes a webhook integration on Unleash through the console, refused first at a loopback URL, then deletes it', async ({ page, flagdeck, unleash }) => {
  const before = await addonsOfUnleash(unleash.url, unleash.adminToken);
  await signIn(page, flagdeck, unleash, '/integrations');
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New integration' }).click();
  const form = page.getByRole('form', { name: 'New Webhook integration' });
  // Unleash's own providers, as its addon list gives them.
  await expect(form.getByLabel('Provider').getByRole('option')).toContainText(['Webhook', 'Slack']);

  await form.getByLabel('Description').fill('Journey hook');
  await form.getByLabel('Webhook URL').fill('http://127.0.0.1:9/hook');
  await form.getByRole('button', { name: 'Create integration' }).click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  await expect(form.getByLabel('Description')).toHaveValue('Journey hook');
  expect(await addonsOfUnleash(unleash.url, unleash.adminToken)).toHaveLength(before.length);

  await form.getByLabel('Webhook URL').fill('https://93.184.215.14/flagdeck-journey');
  await form.getByRole('button', { name: 'Create integration' }).click();
  const row = page.getByRole('row', { name: /Webhook Journey hook/ });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Nothing sent yet' })).toBeVisible();
  const made = (await addonsOfUnleash(unleash.url, unleash.adminToken)).find((addon) => addon.description === 'Journey hook');
  expect(made).toMatchObject({ provider: 'webhook', events: expect.arrayContaining(['feature-environment-enabled', 'feature-environment-disabled']) });

  await row.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog', { name: 'Delete this integration?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  expect((await addonsOfUnleash(unleash.url, unleash.adminToken)).map((addon) => addon.id)).toEqual(before.map((addon) => addon.id));
});
