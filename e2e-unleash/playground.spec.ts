import { expect, signIn, test } from './fixtures';
import { seededFlags } from '../scripts/unleash/seed';

const contextForm = (page: import('@playwright/test').Page) => page.getByRole('group', { name: 'Context A' });
const results = (page: import('@playwright/test').Page) => page.getByRole('table', { name: 'Flags enabled for this context' });

// Unleash's /api/frontend takes only frontend tokens; the playground sends the one it is given.
test('the playground evaluates through Unleash\'s frontend API with a frontend token: ann gets dark-mode, bob does not', async ({ page, flagdeck, unleash }) => {
  await signIn(page, flagdeck, unleash, '/playground?via=frontend');
  await page.getByLabel('Frontend token', { exact: true }).fill(unleash.frontendToken);
  await contextForm(page).getByLabel('userId').fill('ann');
  await page.getByRole('button', { name: 'Evaluate' }).click();
  await expect(results(page).getByRole('row', { name: new RegExp(seededFlags.darkMode) })).toBeVisible();
  await expect(results(page).getByRole('row', { name: new RegExp(seededFlags.checkout) })).toBeVisible();
  expect(await unleash.frontendFlags('userId=ann')).toContain(seededFlags.darkMode);

  await contextForm(page).getByLabel('userId').fill('bob');
  await page.getByRole('button', { name: 'Evaluate' }).click();
  await expect(results(page).getByRole('row', { name: new RegExp(seededFlags.checkout) })).toBeVisible();
  await expect(results(page).getByRole('row', { name: new RegExp(seededFlags.darkMode) })).toHaveCount(0);
});

test('a frontend token can be taken from Unleash\'s own tokens instead of pasted', async ({ page, flagdeck, unleash }) => {
  await signIn(page, flagdeck, unleash, '/playground?via=frontend');
  // Unleash 8.2 lists its tokens with their secrets to an admin: the one it was started with is offered.
  await page.getByLabel('Use a frontend token').selectOption(unleash.frontendToken);
  await expect(page.getByLabel('Frontend token', { exact: true })).toHaveValue(unleash.frontendToken);
  await contextForm(page).getByLabel('userId').fill('ann');
  await page.getByRole('button', { name: 'Evaluate' }).click();
  await expect(results(page).getByRole('row', { name: new RegExp(seededFlags.darkMode) })).toBeVisible();
});

test('an admin token in the token field is Unleash\'s 403 for /api/frontend, explained as "a frontend token is needed"', async ({ page, flagdeck, unleash }) => {
  await signIn(page, flagdeck, unleash, '/playground?via=frontend');
  await page.getByLabel('Frontend token', { exact: true }).fill(unleash.adminToken);
  await contextForm(page).getByLabel('userId').fill('ann');
  await page.getByRole('button', { name: 'Evaluate' }).click();
  await expect(page.getByText('A frontend token is needed')).toBeVisible();
  await page.getByLabel('Frontend token', { exact: true }).fill(unleash.frontendToken);
  await page.getByRole('button', { name: 'Evaluate' }).click();
  await expect(results(page).getByRole('row', { name: new RegExp(seededFlags.darkMode) })).toBeVisible();
});
