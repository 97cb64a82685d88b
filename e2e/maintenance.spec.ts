import { expect, signIn, test } from './fixtures';
import { demoToken, frontendToken } from './server';
import { seriousFaultsInBothThemes } from './seriousFaults';

/*
 * Maintenance mode against the real server and its demo: an admin turns it on from Settings, every
 * page says so, a change is refused in the service's words while SDKs are served, and turning it
 * off lets changes through again.
 */

test('an admin turns maintenance mode on: every page says so, a switch is refused, SDKs are served; off again, the switch goes through', async ({ page, server, browser }) => {
  test.slow(); // a journey over several pages.
  await signIn(page, server, demoToken(server, 'alice'), '/settings/maintenance');
  await expect(page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Maintenance' })).toHaveAttribute('aria-current', 'page');
  const mode = page.getByRole('switch', { name: 'Maintenance mode' });
  await expect(mode).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('region', { name: 'Maintenance mode' })).toHaveCount(0);
  expect(await seriousFaultsInBothThemes(page, 'the Maintenance page, off')).toEqual([]);

  await mode.press('Space');
  await expect(mode).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'On: changes are refused' })).toBeVisible();
  const banner = page.getByRole('region', { name: 'Maintenance mode' });
  await expect(banner).toContainText('Maintenance mode is on.');
  expect(await seriousFaultsInBothThemes(page, 'the Maintenance page, on')).toEqual([]);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Flags' }).click();
  await expect(banner).toBeVisible();
  const flag = page.getByRole('switch', { name: 'dark-mode in development' });
  const before = await flag.getAttribute('aria-checked');
  await flag.click();
  await expect(page.getByRole('alert').filter({ hasText: 'maintenance mode' })).toBeVisible();
  await expect(flag).toHaveAttribute('aria-checked', before ?? '');

  // Evaluation goes on.
  const evaluated = await page.request.get(`${server.url}/api/frontend?userId=u1`, { headers: { authorization: frontendToken } });
  expect(evaluated.status()).toBe(200);

  // A Viewer, in a browser of his own, reads it, and may not turn it off.
  const victor = await browser.newPage();
  await signIn(victor, server, demoToken(server, 'victor'), '/settings/maintenance');
  await expect(victor.getByRole('region', { name: 'Maintenance mode' })).toBeVisible();
  await expect(victor.getByRole('switch', { name: 'Maintenance mode' })).toHaveAccessibleDescription(/you need the "ADMIN" permission/);
  await victor.close();

  await page.goto(`${server.url}/settings/maintenance`);
  await page.getByRole('switch', { name: 'Maintenance mode' }).click();
  await expect(page.getByRole('switch', { name: 'Maintenance mode' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('region', { name: 'Maintenance mode' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Flags' }).click();
  await page.getByRole('switch', { name: 'dark-mode in development' }).click();
  await expect(page.getByRole('switch', { name: 'dark-mode in development' })).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');
});
