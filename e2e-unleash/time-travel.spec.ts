import type { Page } from '@playwright/test';
import { seriousFaultsInBothThemes } from '../e2e/seriousFaults';
import { expect, signIn, test } from './fixtures';

const contextForm = (page: Page) => page.getByRole('group', { name: 'Context A' });

// Time travel is the embedded service's own (POST /api/admin/playground/at): Unleash 8.2 has no
// such endpoint, and its events do not hold every flag's whole state. The playground says so, and
// instead of guessing the answers then, names from Unleash's event search the flags changed since
// the moment, with each change, who made it and when; the present still evaluates.
test('on Unleash the playground names the flags changed since a past moment instead of rebuilding it, and still evaluates the present', async ({ page, flagdeck, unleash }) => {
  test.slow();
  const flag = `travel-journey-${Date.now().toString(36)}`;
  const features = `${unleash.url}/api/admin/projects/default/features`;
  const headers = { Authorization: unleash.adminToken, 'Content-Type': 'application/json' };
  const created = await fetch(features, { method: 'POST', headers, body: JSON.stringify({ name: flag, type: 'release' }) });
  expect(created.status, await created.clone().text()).toBe(201);
  try {
    await unleash.setEnabled(flag, 'development', true);
    const asked: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname === '/api/admin/playground/at') asked.push(`${response.request().method()} ${response.status()}`);
    });
    await signIn(page, flagdeck, unleash, '/playground');
    await expect(page.getByRole('radio', { name: 'Admin playground' })).toBeChecked();
    await page.getByLabel('Environment to evaluate in').selectOption('development');
    await contextForm(page).getByLabel('userId').fill('ann');
    await page.getByRole('button', { name: 'Evaluate' }).click();
    await expect(page.getByRole('table', { name: 'Flags enabled for this context' })).toBeVisible();

    await page.getByRole('button', { name: 'Configuration at 1 hour ago' }).click();
    await expect(page).toHaveURL(/configAt=/);
    const changed = page.getByRole('region', { name: 'Changed since' });
    await expect(changed).toContainText('This service cannot rebuild a past configuration: Unleash 8.2 has no such endpoint');
    expect(asked).toContain('POST 404');
    const row = changed.getByRole('row', { name: new RegExp(flag) });
    await expect(row.getByRole('listitem').filter({ hasText: 'environment enabled in development' })).toContainText('by admin, ');
    await expect(page.getByRole('region', { name: 'Then and now' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Flags enabled for this context' })).toBeVisible();
    expect(await seriousFaultsInBothThemes(page, 'the flags changed since')).toEqual([]);

    // The change leads to Unleash's event in History.
    await row.getByRole('link', { name: 'environment enabled in development' }).click();
    await expect(page).toHaveURL(new RegExp(`/history\\?flag=${flag}&environment=development&type=feature-environment-enabled`));
    await expect(page.getByRole('article', { name: `admin turned ${flag} on in development` })).toBeVisible();
  } finally {
    await unleash.removeFlags([flag]);
  }
});
