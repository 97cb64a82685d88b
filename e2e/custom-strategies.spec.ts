import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { adminToken, demoToken, type RunningServer } from './server';

// The demo defines merchantTier (tiers: a required list; minMonthlyVolume: a number). Bob
// (Editor) adds it to sepa-direct-debit in staging through the strategy editor: each parameter's
// problem at its field and nothing saved, then saved; SDKs are served it with its parameters. A
// deprecated custom strategy is no longer offered.

const flag = 'sepa-direct-debit';

async function served(server: RunningServer, environment: string) {
  const response = await fetch(`${server.url}/api/client/features?environment=${environment}`, { headers: { Authorization: adminToken } });
  const { features } = (await response.json()) as { features: { name: string; strategies: { name: string; parameters: Record<string, string> }[] }[] };
  return features.find((feature) => feature.name === flag)?.strategies ?? [];
}

async function openAddEditor(page: Page, server: RunningServer): Promise<Locator> {
  await signIn(page, server, demoToken(server, 'bob'), `/projects/payments/flags/${flag}`);
  await page.getByRole('button', { name: 'Add strategy in staging' }).click();
  return page.getByRole('dialog', { name: `Add a strategy to ${flag} in staging` });
}

test('an editor adds the demo\'s custom strategy with its parameters, refused at each field first, and SDKs are served it', async ({ page, server }) => {
  const editor = await openAddEditor(page, server);
  await editor.getByLabel('Strategy', { exact: true }).selectOption({ label: 'Merchant tier (custom)' });
  await expect(editor.getByRole('group', { name: 'Merchant tier parameters' })).toContainText('On for merchants of the tiers listed');
  const volume = editor.getByLabel('minMonthlyVolume');
  await volume.fill('lots');
  await editor.getByRole('button', { name: 'Save strategy' }).click();
  await expect(editor.getByLabel('tiers (required)')).toHaveAttribute('aria-invalid', 'true');
  await expect(editor.getByLabel('tiers (required)')).toHaveAccessibleDescription(/tiers is required/);
  await expect(volume).toHaveAccessibleDescription(/minMonthlyVolume must be a number/);
  expect(await served(server, 'staging')).toEqual([]);

  await editor.getByLabel('tiers (required)').fill('gold, silver ,');
  await volume.fill('5000');
  await volume.press('Enter');
  await expect(editor).toBeHidden();
  await expect(page.getByRole('article', { name: 'staging' })).toContainText('merchantTier');
  expect(await served(server, 'staging')).toEqual([expect.objectContaining({ name: 'merchantTier', parameters: { tiers: 'gold,silver', minMonthlyVolume: '5000' } })]);
});

test('a deprecated custom strategy is no longer offered, while the flag that has it keeps it', async ({ page, server }) => {
  const deprecated = await fetch(`${server.url}/api/admin/strategies/merchantTier/deprecate`, { method: 'POST', headers: { Authorization: adminToken } });
  expect(deprecated.status).toBe(200);
  const editor = await openAddEditor(page, server);
  const choice = editor.getByLabel('Strategy', { exact: true });
  await expect(choice.getByRole('option', { name: 'Gradual rollout' })).toBeAttached();
  await expect(choice.getByRole('option', { name: /Merchant tier/ })).toHaveCount(0);
  expect(await served(server, 'production')).toEqual([expect.objectContaining({ name: 'merchantTier' })]);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds nothing serious in a custom strategy's form with a refusal at a field (${colorScheme})`, async ({ page, server }) => {
    await page.emulateMedia({ colorScheme });
    const editor = await openAddEditor(page, server);
    await editor.getByLabel('Strategy', { exact: true }).selectOption({ label: 'Merchant tier (custom)' });
    await editor.getByRole('button', { name: 'Save strategy' }).click();
    await expect(editor.getByLabel('tiers (required)')).toHaveAttribute('aria-invalid', 'true');
    await editor.evaluate((element) => element.setAttribute('data-axe-scope', ''));
    const { violations } = await new AxeBuilder({ page }).include('[data-axe-scope]').analyze();
    const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
