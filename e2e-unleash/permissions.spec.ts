import { expect, signIn, test } from './fixtures';
import { seededFlags } from '../scripts/unleash/seed';

// The console reads the permissions Unleash gives the signed-in user (`GET /api/admin/user`): a
// Viewer's switches are marked unavailable, naming the missing permission, and a press sends nothing.
test('a Viewer\'s personal access token may look but not switch: the switch is unavailable and says which permission is missing', async ({ page, flagdeck, unleash }) => {
  const flag = seededFlags.onboarding;
  await signIn(page, flagdeck, unleash, '/', unleash.viewerToken);
  const toggle = page.getByRole('switch', { name: `${flag} in development` });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(toggle).toHaveAttribute('aria-disabled', 'true');
  await expect(toggle).toHaveAccessibleDescription(/UPDATE_FEATURE_ENVIRONMENT/);
  await toggle.click({ force: true });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await unleash.enabledIn(flag, 'development')).toBe(false);

  // Unleash lets a Viewer see no API tokens: the playground asks for one to be pasted instead.
  await page.goto(`${flagdeck}/playground?via=frontend`);
  await expect(page.getByText('Your sign-in may not see API tokens')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
