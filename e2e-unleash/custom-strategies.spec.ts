import { expect, signIn, test } from './fixtures';

// A custom strategy against a real Unleash 8.2: defined through Unleash's own
// `/api/admin/strategies`, offered by the console's strategy editor with a field per parameter,
// added to a flag there (a required parameter refused at its field first), and served by
// Unleash's client API with its parameters, as SDKs with an implementation of it read them.

const flag = 'custom-strategy-journey';
const strategy = 'journeyTenant';

interface ClientFeatures { features: { name: string; strategies?: { name: string; parameters?: Record<string, string> }[] }[] }

test('a custom strategy defined in Unleash is added to a flag in the console, and Unleash\'s client API serves it with its parameters', async ({ page, flagdeck, unleash }) => {
  test.slow();
  const headers = { Authorization: unleash.adminToken, 'Content-Type': 'application/json' };
  const defined = await fetch(`${unleash.url}/api/admin/strategies`, {
    method: 'POST', headers,
    body: JSON.stringify({
      name: strategy, description: 'On for the tenants listed',
      parameters: [
        { name: 'tenants', type: 'list', description: 'Tenant ids', required: true },
        { name: 'trial', type: 'boolean', description: '', required: false },
      ],
    }),
  });
  expect(defined.status, await defined.clone().text()).toBe(201);
  const created = await fetch(`${unleash.url}/api/admin/projects/default/features`, { method: 'POST', headers, body: JSON.stringify({ name: flag, type: 'release' }) });
  expect(created.status, await created.clone().text()).toBe(201);
  try {
    await signIn(page, flagdeck, unleash, `/projects/default/flags/${flag}`);
    const development = page.getByRole('article', { name: 'development' });
    await development.getByRole('button', { name: 'Add strategy in development' }).click();
    const editor = page.getByRole('dialog', { name: `Add a strategy to ${flag} in development` });
    await editor.getByLabel('Strategy', { exact: true }).selectOption(strategy);
    await expect(editor.getByRole('group', { name: `${strategy} parameters` })).toContainText('On for the tenants listed');
    await editor.getByRole('button', { name: 'Save strategy' }).click();
    await expect(editor.getByLabel('tenants (required)')).toHaveAccessibleDescription(/tenants is required/);
    await editor.getByLabel('tenants (required)').fill('acme, globex');
    await editor.getByRole('checkbox', { name: 'trial' }).check();
    await editor.getByRole('button', { name: 'Save strategy' }).click();
    await expect(editor).toBeHidden();
    await expect(development).toContainText(strategy);

    const served = async () => {
      const response = await fetch(`${unleash.url}/api/client/features`, { headers: { Authorization: unleash.clientToken } });
      const { features } = (await response.json()) as ClientFeatures;
      return features.find((feature) => feature.name === flag)?.strategies ?? [];
    };
    // Unleash's client API reads its configuration on a timer: poll, never sleep.
    await expect.poll(served, { timeout: 30_000 }).toEqual([expect.objectContaining({ name: strategy, parameters: { tenants: 'acme,globex', trial: 'true' } })]);
  } finally {
    await unleash.removeFlags([flag]);
    await fetch(`${unleash.url}/api/admin/strategies/${strategy}`, { method: 'DELETE', headers });
  }
});
