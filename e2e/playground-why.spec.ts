import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { featureSchema, frontendTogglesSchema, type Feature } from '../contract';
import { expect, test } from './fixtures';
import { addProperty, contextForm, evaluate, notEnabled, openAdminPlayground, results } from './playgroundHelpers';
import { adminToken, frontendToken, type RunningServer } from './server';

// The admin playground, the playground's default: evaluated with the sign-in's rights, each flag
// with why. Demo data: premium-analytics is on in production for plan pro or enterprise;
// new-onboarding gives each user one of three weighted variants in development.

async function configured(server: RunningServer, flag: string): Promise<Feature> {
  const answer = await fetch(`${server.url}/api/admin/projects/default/features/${flag}`, { headers: { Authorization: adminToken } });
  expect(answer.status).toBe(200);
  return featureSchema.parse(await answer.json());
}

const environmentOf = (feature: Feature, name: string) => {
  const environment = feature.environments?.find((candidate) => candidate.name === name);
  if (!environment) throw new Error(`${feature.name} has no ${name} environment`);
  return environment;
};

async function evaluateBob(page: Page, plan: string) {
  await page.getByLabel('Environment to evaluate in').selectOption('production');
  await contextForm(page).getByLabel('userId').fill('bob');
  await addProperty(page, 'plan', plan);
  await evaluate(page);
}

test('why premium-analytics is off for bob: the constraint, his value and the values it needs, as configured', async ({ page, server }) => {
  const [strategy] = environmentOf(await configured(server, 'premium-analytics'), 'production').strategies ?? [];
  const [constraint] = strategy?.constraints ?? [];
  if (!constraint?.values) throw new Error('premium-analytics has no constraint with values in production');
  expect(constraint.operator).toBe('IN');

  await openAdminPlayground(page, server);
  await expect(page.getByLabel('Frontend token', { exact: true })).toHaveCount(0);
  await evaluateBob(page, 'free');
  await expect(page).toHaveURL(/\/playground\?userId=bob&properties%5Bplan%5D=free&env=production$/);

  const row = notEnabled(page).getByRole('row', { name: /premium-analytics/ });
  await expect(row).toContainText(`${constraint.contextName} is free; the strategy needs ${constraint.contextName} to be one of ${constraint.values.join(', ')}.`);
  const condition = row.getByRole('list', { name: 'Conditions of strategy 1' }).getByRole('listitem');
  await expect(condition).toContainText(`Fails: ${constraint.contextName} is one of ${constraint.values.join(', ')} — ${constraint.contextName} is free`);
  await expect(row.getByText('does not hold')).toBeVisible();
  await expect(results(page).getByRole('row', { name: /premium-analytics/ })).toHaveCount(0);

  // With a plan the strategy needs, it is on, and says which strategy decided.
  await contextForm(page).getByLabel('Value of property 1').fill(constraint.values[0] ?? '');
  await evaluate(page);
  const enabled = results(page).getByRole('row', { name: /premium-analytics/ });
  await expect(enabled).toContainText('flexibleRollout holds: 100% of users.');
  await expect(notEnabled(page).getByRole('row', { name: /premium-analytics/ })).toHaveCount(0);

  // The name leads to the flag on the Flags page.
  await enabled.getByRole('link', { name: 'premium-analytics' }).click();
  await expect(page).toHaveURL(/\/projects\/default\/flags\/premium-analytics$/);
});

test('a variant\'s reason: the flag\'s variants and their weights, by bob\'s userId — the variant /api/frontend gives him', async ({ page, server }) => {
  const { variants = [] } = environmentOf(await configured(server, 'new-onboarding'), 'development');
  expect(variants.length).toBeGreaterThan(1);
  const sdkAnswer = await fetch(`${server.url}/api/frontend?userId=bob`, { headers: { Authorization: frontendToken } });
  const given = frontendTogglesSchema.parse(await sdkAnswer.json()).toggles.find((toggle) => toggle.name === 'new-onboarding');
  if (!given) throw new Error('new-onboarding is not enabled for bob in development');

  await openAdminPlayground(page, server, '/playground?userId=bob&env=development');
  const row = results(page).getByRole('row', { name: /new-onboarding/ });
  const weights = variants.map((variant) => `${variant.name} ${variant.weight / 10}%`);
  const listed = `${weights.slice(0, -1).join(', ')}, ${weights.at(-1)}`;
  await expect(row).toContainText(`${given.variant.name}: from the flag's variants (${listed}), by userId (bob).`);
  await expect(row.getByRole('cell').first()).toHaveText(given.variant.name);
});

test('results for input that no longer parses are marked as the last valid input\'s', async ({ page, server }) => {
  await openAdminPlayground(page, server, '/playground?userId=bob&properties%5Bplan%5D=free&env=production');
  await expect(notEnabled(page).getByRole('row', { name: /premium-analytics/ })).toBeVisible();
  const note = page.getByRole('status').filter({ hasText: 'These results are for the last valid input' });
  await expect(note).toHaveCount(0);

  await page.getByRole('button', { name: 'Raw JSON' }).click();
  const raw = page.getByLabel('Context A as JSON');
  await raw.fill('{"userId": "bob", "properties": {"plan": "pro"');
  await expect(note).toHaveText(
    'These results are for the last valid input (userId=bob · plan=free), not for the form: in Context A its JSON does not parse. Fix it, then press Evaluate.',
  );
  await expect(page.locator('.playground-results')).toHaveClass(/is-stale/);
  await expect(page.locator('.playground-results')).toHaveAttribute('aria-describedby', /.+/);

  await raw.fill('{"userId": "bob", "properties": {"plan": "pro"}}');
  await expect(page.getByRole('status').filter({ hasText: 'The form has changed since these results' })).toBeVisible();
  await evaluate(page);
  await expect(results(page).getByRole('row', { name: /premium-analytics/ })).toBeVisible();
  await expect(page.locator('.stale-note')).toHaveCount(0);
  await expect(page.locator('.playground-results')).not.toHaveClass(/is-stale/);
});

test('axe finds nothing serious in the why-panel, light or dark', async ({ page, server }) => {
  test.slow(); // axe walks the whole page twice.
  await openAdminPlayground(page, server, '/playground?userId=bob&properties%5Bplan%5D=free&env=production');
  await expect(notEnabled(page).getByRole('row', { name: /premium-analytics/ })).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${colorScheme} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
