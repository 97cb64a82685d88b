import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { adminToken, demoToken } from './server';

/**
 * Saved audiences against the real server: saved from the playground, listed, found by name,
 * edited and deleted on their own page; a Viewer reads them; axe in both themes.
 */

async function seriousFaults(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
}

test('a context is saved from the playground, found by name on the Audiences page, edited and deleted', async ({ page, server }) => {
  await signIn(page, server, adminToken, '/playground?userId=u-17&properties%5Bregion%5D=eu');
  await page.getByRole('button', { name: 'Save this context' }).click();
  const form = page.getByRole('form', { name: 'New saved audience' });
  await expect(form.getByLabel('userId')).toHaveValue('u-17');
  await expect(form.getByLabel(/Properties/)).toHaveValue('region=eu');
  await form.getByLabel('Name', { exact: true }).fill('EU free user');
  await form.getByRole('button', { name: 'Create audience' }).click();
  await page.getByRole('link', { name: 'EU free user' }).click();

  await expect(page).toHaveURL(/\/audiences\?q=EU/);
  const table = page.getByRole('table', { name: 'Audiences' });
  await expect(table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'EU free user' }) })).toContainText('userId=u-17 · region=eu');

  // A taken name is refused at its field, and the form keeps what was typed.
  await page.getByRole('button', { name: 'New audience' }).click();
  const again = page.getByRole('form', { name: 'New saved audience' });
  await again.getByLabel('Name', { exact: true }).fill('eu free USER');
  await again.getByLabel('userId').fill('u-18');
  await again.getByRole('button', { name: 'Create audience' }).click();
  await expect(again.getByLabel('Name', { exact: true })).toHaveAccessibleDescription('There is already a saved audience named "eu free USER".');
  await again.getByLabel('Name', { exact: true }).fill('iOS beta tester');
  await again.getByLabel(/Properties/).fill('platform=ios');
  await again.getByRole('button', { name: 'Create audience' }).click();

  await page.getByRole('searchbox', { name: 'Search by name' }).fill('ios');
  await expect(table.getByRole('rowheader')).toHaveText(['iOS beta tester']);
  await page.getByRole('button', { name: 'Edit iOS beta tester' }).click();
  const edit = page.getByRole('form', { name: 'Edit iOS beta tester' });
  await edit.getByLabel(/Properties/).fill('platform=ios\nbeta=yes');
  await edit.getByRole('button', { name: 'Save audience' }).click();
  await expect(table).toContainText('userId=u-18 · platform=ios · beta=yes');

  await page.getByRole('button', { name: 'Delete iOS beta tester' }).click();
  await page.getByRole('alertdialog', { name: 'Delete iOS beta tester?' }).getByRole('button', { name: 'Delete audience' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('No saved audience has “ios” in its name.');

  const stored = await page.request.get(`${server.url}/api/admin/saved-audiences`, { headers: { authorization: adminToken } });
  expect(((await stored.json()) as { audiences: Array<{ name: string; context: unknown }> }).audiences).toEqual([
    expect.objectContaining({ name: 'EU free user', context: { userId: 'u-17', properties: { region: 'eu' } } }),
  ]);
});

test('a Viewer reads the audiences and is shown why the writes are not theirs', async ({ page, server }) => {
  await page.request.post(`${server.url}/api/admin/saved-audiences`, { headers: { authorization: adminToken }, data: { name: 'Acme Corp admin', context: { userId: 'acme-1' } } });
  await signIn(page, server, demoToken(server, 'victor'), '/audiences');
  await expect(page.getByRole('rowheader', { name: 'Acme Corp admin' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Acme Corp admin' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: 'New audience' })).toHaveAccessibleDescription('You need the "CREATE_SAVED_AUDIENCE" permission.');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the Audiences page has no serious accessibility faults, empty and listed (${colorScheme})`, async ({ page, server }) => {
    test.slow(); // axe walks the page whole, three times.
    await page.emulateMedia({ colorScheme });
    await signIn(page, server, adminToken, '/audiences');
    await expect(page.getByRole('heading', { name: 'No saved audiences yet' })).toBeVisible();
    expect(await seriousFaults(page), 'empty').toEqual([]);
    await page.getByRole('button', { name: 'New audience' }).click();
    const form = page.getByRole('form', { name: 'New saved audience' });
    await form.getByLabel('Name', { exact: true }).fill('EU free user');
    await form.getByLabel('currentTime').fill('tomorrow');
    await form.getByRole('button', { name: 'Create audience' }).click();
    await expect(form.getByLabel('currentTime')).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousFaults(page), 'the form, refused').toEqual([]);
    await form.getByLabel('currentTime').fill('');
    await form.getByRole('button', { name: 'Create audience' }).click();
    await expect(page.getByRole('rowheader', { name: 'EU free user' })).toBeVisible();
    expect(await seriousFaults(page), 'listed').toEqual([]);
  });
}
