import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

const contextForm = (page: Page) => page.getByRole('group', { name: 'Context A' });

// Time travel is the embedded service's own (POST /api/admin/playground/at): Unleash 8.2 has no
// such endpoint, and its events do not hold every flag's whole state, so the playground says the
// past cannot be rebuilt here rather than guessing, and evaluating the present still works.
test('the playground says a past configuration cannot be rebuilt on Unleash, and still evaluates the present', async ({ page, flagdeck, unleash }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/admin/playground/at') asked.push(request.method());
  });
  await signIn(page, flagdeck, unleash, '/playground');
  await expect(page.getByRole('radio', { name: 'Admin playground' })).toBeChecked();
  await page.getByLabel('Environment to evaluate in').selectOption('development');
  await contextForm(page).getByLabel('userId').fill('ann');
  await page.getByRole('button', { name: 'Evaluate' }).click();
  await expect(page.getByRole('table', { name: 'Flags enabled for this context' })).toBeVisible();

  await page.getByRole('button', { name: 'Configuration at 1 day ago' }).click();
  await expect(page).toHaveURL(/configAt=/);
  await expect(page.getByText('This service cannot rebuild a past configuration: Unleash 8.2 has no such endpoint')).toBeVisible();
  expect(asked).toContain('POST');
  await expect(page.getByRole('region', { name: 'Then and now' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Flags enabled for this context' })).toBeVisible();
});
