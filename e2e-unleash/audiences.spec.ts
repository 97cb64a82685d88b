import { seededFlags } from '../scripts/unleash/seed';
import { expect, signIn, test } from './fixtures';

// Saved audiences and the impact preview are Flagdeck's own, kept by its embedded service: in
// front of an Unleash the console says where they are kept instead of showing an error.
test('the Audiences page says saved audiences are kept by the embedded service only', async ({ page, flagdeck, unleash }) => {
  await signIn(page, flagdeck, unleash, '/audiences');
  await expect(page.getByRole('heading', { name: 'Saved audiences are not available on this service' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toContainText('kept by Flagdeck’s embedded flag service only');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New audience' })).toHaveCount(0);
});

test('a switch in production asks first, and says the impact preview needs the embedded service', async ({ page, flagdeck, unleash }) => {
  const flag = seededFlags.killSwitch;
  await signIn(page, flagdeck, unleash);
  await page.getByRole('switch', { name: `${flag} in production` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Turn off ${flag} in production?` });
  await expect(dialog.getByRole('region', { name: 'Impact on saved audiences' })).toContainText('The impact preview needs Flagdeck’s embedded flag service');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await unleash.enabledIn(flag, 'production')).toBe(true);
});

test('saving a playground context in front of an Unleash says where audiences are kept, and keeps what was typed', async ({ page, flagdeck, unleash }) => {
  await signIn(page, flagdeck, unleash, '/playground');
  const contextA = page.getByRole('group', { name: 'Context A' });
  await contextA.getByLabel('userId').fill('ann');
  await contextA.getByRole('button', { name: 'Save this context' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this context as an audience' });
  await dialog.getByLabel('Name', { exact: true }).fill('Ann');
  await dialog.getByRole('button', { name: 'Create audience' }).click();
  await expect(dialog.getByRole('alert')).toContainText('kept by Flagdeck’s embedded flag service only');
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Ann');
  await expect(dialog.getByLabel('userId', { exact: true })).toHaveValue('ann');
});
