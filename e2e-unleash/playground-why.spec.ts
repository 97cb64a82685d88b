import type { Page } from '@playwright/test';
import { featureSchema, type Feature } from '../contract';
import { seededFlags } from '../scripts/unleash/seed';
import { expect, signIn, test, type UnleashApi } from './fixtures';

const contextForm = (page: Page) => page.getByRole('group', { name: 'Context A' });
const notEnabled = (page: Page) => page.getByRole('region', { name: 'Not enabled for this context' });

/** A flag's configuration in an environment, as Unleash's own admin API has it. */
async function strategiesIn(unleash: UnleashApi, flag: string, environment: string) {
  const answer = await fetch(`${unleash.url}/api/admin/projects/default/features/${flag}`, { headers: { Authorization: unleash.adminToken } });
  expect(answer.status).toBe(200);
  const feature: Feature = featureSchema.parse(await answer.json());
  return feature.environments?.find((candidate) => candidate.name === environment)?.strategies ?? [];
}

// Unleash's admin playground (POST /api/admin/playground/advanced) with the signed-in admin token,
// no frontend token: the console says which constraint failed, with bob's value and the values needed.
test('the admin playground explains, through Unleash\'s own, which constraint failed for bob and which segment', async ({ page, flagdeck, unleash }) => {
  const [darkMode] = await strategiesIn(unleash, seededFlags.darkMode, 'development');
  const [needed] = darkMode?.constraints ?? [];
  if (!needed?.values) throw new Error(`${seededFlags.darkMode} has no constraint with values in development`);

  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/admin/playground')) asked.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await signIn(page, flagdeck, unleash, '/playground');
  await expect(page.getByRole('radio', { name: 'Admin playground' })).toBeChecked();
  await page.getByLabel('Environment to evaluate in').selectOption('development');
  await contextForm(page).getByLabel('userId').fill('bob');
  await page.getByRole('button', { name: 'Evaluate' }).click();

  const row = notEnabled(page).getByRole('row', { name: new RegExp(seededFlags.darkMode) });
  await expect(row).toContainText(`${needed.contextName} is bob; the strategy needs ${needed.contextName} to be one of ${needed.values.join(', ')}.`);
  await expect(row.getByRole('list', { name: 'Conditions of strategy 1' }).getByRole('listitem')).toContainText(`Fails: ${needed.contextName} is one of ${needed.values.join(', ')}`);
  expect(asked).toContain('POST /api/admin/playground/advanced');

  // In production checkout-v2 needs appName web or ios, and bob in the beta-testers segment.
  await page.getByLabel('Environment to evaluate in').selectOption('production');
  await contextForm(page).getByLabel('appName').fill('web');
  await page.getByRole('button', { name: 'Evaluate' }).click();
  const checkout = notEnabled(page).getByRole('row', { name: new RegExp(`^${seededFlags.checkout}`) });
  await expect(checkout).toContainText('userId is bob; the strategy needs userId to be one of ann, carol (segment beta-testers).');
  await expect(checkout.getByRole('list', { name: 'Conditions of strategy 1' })).toContainText('Holds: appName is one of web, ios — appName is web');
  await expect(page).toHaveURL(/[?&]env=production(&|$)/);
});
