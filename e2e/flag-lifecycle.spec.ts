import { expect, signIn, test } from './fixtures';
import { adminToken, type RunningServer } from './server';

/** The admin API, as a script (or the check after a step) calls it. */
async function admin(server: RunningServer, method: string, path: string, body?: unknown) {
  const response = await fetch(server.url + path, {
    method,
    headers: { Authorization: adminToken, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
}

const archivedNames = async (server: RunningServer) =>
  ((await admin(server, 'GET', '/api/admin/archive/features/default')).body?.features as Array<{ name: string }>).map((flag) => flag.name);

test('a flag from creation to the archive and back: created by keyboard, edited, tagged, archived with its dependent, revived, deleted for good', async ({ page, server }) => {
  test.slow();
  await signIn(page, server, adminToken, '/projects/default/flags');
  await expect(page.getByRole('grid', { name: 'Flags' })).toBeVisible();

  // N opens the form when no field has the focus.
  await page.evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.blur());
  await page.keyboard.press('n');
  const dialog = page.getByRole('dialog', { name: 'New flag in default' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toBeFocused();
  await page.keyboard.type('checkout v2');
  await expect(name).toHaveAccessibleDescription(/URL-friendly/);
  await name.fill('checkout-v2');
  await expect(name).toHaveAccessibleDescription(/already exists in project "default"/);
  await name.fill('e2e-lifecycle');
  await expect(name).toHaveAccessibleDescription('The name is free.');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('combobox', { name: 'Type' })).toBeFocused();
  await dialog.getByRole('combobox', { name: 'Type' }).selectOption('operational');
  await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveAccessibleDescription(/expected lifetime 7 days/);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Made in the browser');
  await name.focus();
  await page.keyboard.press('Enter');

  // The new flag opens in its details.
  await expect(page).toHaveURL(/\/projects\/default\/flags\/e2e-lifecycle$/);
  const details = page.getByRole('dialog', { name: 'e2e-lifecycle' });
  await expect(details.getByRole('region', { name: 'Summary' })).toContainText('Made in the browser');
  expect((await admin(server, 'GET', '/api/admin/projects/default/features/e2e-lifecycle')).body).toMatchObject({ type: 'operational', description: 'Made in the browser' });

  // Settings.
  await details.getByRole('button', { name: 'Edit settings' }).click();
  const settings = details.getByRole('form', { name: 'Flag settings' });
  await settings.getByRole('textbox', { name: 'Description' }).fill('Edited in the browser');
  await settings.getByRole('combobox', { name: 'Type' }).selectOption('kill-switch');
  await settings.getByRole('checkbox', { name: 'Impression data' }).check();
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings).toBeHidden();
  await expect(details.getByRole('region', { name: 'Summary' })).toContainText('Edited in the browser');
  expect((await admin(server, 'GET', '/api/admin/projects/default/features/e2e-lifecycle')).body).toMatchObject({
    type: 'kill-switch', description: 'Edited in the browser', impressionData: true,
  });

  // A tag added, then taken off.
  await details.getByRole('textbox', { name: 'Tag value' }).fill('e2e-tag');
  await details.getByRole('button', { name: 'Add tag' }).click();
  await expect(details.getByRole('list', { name: 'Tags' })).toContainText('simple:e2e-tag');
  expect((await admin(server, 'GET', '/api/admin/features/e2e-lifecycle/tags')).body?.tags).toEqual([{ type: 'simple', value: 'e2e-tag' }]);
  await details.getByRole('button', { name: 'Remove tag simple:e2e-tag' }).click();
  await expect(details.getByRole('list', { name: 'Tags' })).not.toContainText('simple:e2e-tag');

  // A flag that depends on it: archiving warns, naming it, and takes it along.
  expect((await admin(server, 'POST', '/api/admin/projects/default/features', { name: 'e2e-child' })).status).toBe(201);
  expect((await admin(server, 'POST', '/api/admin/projects/default/features/e2e-child/dependencies', { feature: 'e2e-lifecycle' })).status).toBe(200);
  await page.reload();
  await page.getByRole('dialog', { name: 'e2e-lifecycle' }).getByRole('button', { name: 'Archive flag' }).click();
  const warning = page.getByRole('alertdialog', { name: 'Archive e2e-lifecycle?' });
  await expect(warning).toContainText('One flag depends on e2e-lifecycle: e2e-child.');
  await warning.getByRole('button', { name: 'Archive 2 flags' }).click();
  await expect(page).toHaveURL(/\/projects\/default\/flags$/);
  expect((await archivedNames(server)).filter((flag) => flag.startsWith('e2e-')).sort()).toEqual(['e2e-child', 'e2e-lifecycle']);

  // The archive: revive one, delete the other for good.
  await page.getByRole('link', { name: 'Archive' }).click();
  const archive = page.getByRole('table', { name: 'Archived flags' });
  await archive.getByRole('button', { name: 'Revive e2e-lifecycle' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'e2e-lifecycle is revived' })).toBeVisible();
  await expect(archive.getByRole('rowheader', { name: 'e2e-lifecycle' })).toBeHidden();
  const revived = (await admin(server, 'GET', '/api/admin/projects/default/features/e2e-lifecycle')).body;
  expect(revived).toMatchObject({ archived: false });
  expect((revived?.environments as Array<{ enabled: boolean }>).every((environment) => !environment.enabled)).toBe(true);

  await archive.getByRole('button', { name: 'Delete e2e-child for good' }).click();
  await page.getByRole('alertdialog', { name: 'Delete e2e-child for good?' }).getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'e2e-child is deleted for good' })).toBeVisible();
  expect(await archivedNames(server)).not.toContain('e2e-child');
  expect((await admin(server, 'POST', '/api/admin/features/validate', { name: 'e2e-child' })).status).toBe(200);
});
