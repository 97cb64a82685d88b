import AxeBuilder from '@axe-core/playwright';
import { frontendTogglesSchema } from '../contract';
import { expect, signIn, test } from './fixtures';
import { demoToken, frontendToken, type RunningServer } from './server';

// Bob (Editor) looked up alice and bob in the playground; then, editing the 100 % rollout that turns
// beta-reports on for everyone in development, he sees whom a User IDs strategy naming alice turns
// it on for before he saves, and what he saw is what /api/frontend then says.

async function frontendHas(server: RunningServer, userId: string): Promise<boolean> {
  const answer = await fetch(`${server.url}/api/frontend?userId=${userId}`, { headers: { Authorization: frontendToken } });
  return frontendTogglesSchema.parse(await answer.json()).toggles.some((toggle) => toggle.name === 'beta-reports');
}

test('the strategy editor evaluates the unsaved edit for the playground\'s recent contexts and a typed one, as the service then serves it', async ({ page, server }) => {
  test.slow(); // a playground evaluation, an editor, and several tries as the form changes.
  await signIn(page, server, demoToken(server, 'bob'), '/playground?userId=alice&compare=userId%3Dbob');
  await expect(page.getByRole('heading', { name: 'Recent contexts' })).toBeVisible();

  await page.goto(`${server.url}/projects/default/flags/beta-reports`);
  await page.getByRole('article', { name: 'development' }).getByRole('button', { name: 'Edit 100% of users' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit strategy of beta-reports in development' });
  const tried = editor.getByRole('list', { name: 'Tried contexts' });
  await expect(editor.getByRole('status')).toHaveText('beta-reports would be on for 2 of 2 contexts in development.');

  await editor.getByLabel('Strategy', { exact: true }).selectOption('userWithId');
  await editor.getByLabel(/User IDs/).fill('alice');
  await expect(tried.getByRole('listitem').filter({ hasText: 'userId=alice:' })).toHaveText('userId=alice: on — this strategy holds');
  await expect(tried.getByRole('listitem').filter({ hasText: 'userId=bob:' })).toHaveText('userId=bob: off — not one of the user IDs');

  await editor.getByLabel('Another context').fill('userId=carol region=eu-west');
  await editor.getByLabel('Another context').press('Enter');
  await expect(tried.getByRole('listitem').filter({ hasText: 'userId=carol' })).toHaveText(/^userId=carol · region=eu-west: off/);
  await expect(editor.getByRole('status')).toHaveText('beta-reports would be on for 1 of 3 contexts in development.');
  expect(await frontendHas(server, 'bob'), 'nothing is saved by trying').toBe(true);

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const violations = (await new AxeBuilder({ page }).include('.strategy-try').analyze()).violations;
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'), colorScheme).toEqual([]);
  }

  await editor.getByRole('button', { name: 'Save strategy' }).click();
  await expect(editor).toBeHidden();
  expect(await frontendHas(server, 'alice')).toBe(true);
  expect(await frontendHas(server, 'bob')).toBe(false);
  expect(await frontendHas(server, 'carol')).toBe(false);
});
