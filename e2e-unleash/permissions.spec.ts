import { expect, signIn, test } from './fixtures';
import { seededFlags } from '../scripts/unleash/seed';

// Unleash names a missing permission in a 403 PermissionError (the seed's NoAccessError): the
// console shows that message and sets the switch back.
test('a Viewer\'s personal access token may look but not switch: the switch goes back and says which permission is missing', async ({ page, flagdeck, unleash }) => {
  const flag = seededFlags.onboarding;
  await signIn(page, flagdeck, unleash, '/', unleash.viewerToken);
  const toggle = page.getByRole('switch', { name: `${flag} in development` });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(page.getByRole('alert')).toContainText(`Could not turn on ${flag} in development`);
  await expect(page.getByRole('alert')).toContainText('"UPDATE_FEATURE_ENVIRONMENT" permission');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(toggle).not.toHaveAttribute('aria-busy');
  expect(await unleash.enabledIn(flag, 'development')).toBe(false);

  // Unleash lets a Viewer see no API tokens: the playground asks for one to be pasted instead.
  await page.goto(`${flagdeck}/playground?via=frontend`);
  await expect(page.getByText('Your sign-in may not see API tokens')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
