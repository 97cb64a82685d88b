import { seededFlags } from '../scripts/unleash/seed';
import { expect, signIn, test, type UnleashApi } from './fixtures';

/*
 * Maintenance mode on Unleash 8.2 through the console: Unleash's own /api/admin/maintenance, its
 * 503 to a change while it is on, and its frontend API serving as before. Turned off however the
 * journey ends, as every later journey writes to the same Unleash.
 */

const setMaintenance = async (unleash: UnleashApi, enabled: boolean) => {
  const answer = await fetch(`${unleash.url}/api/admin/maintenance`, {
    method: 'POST', headers: { authorization: unleash.adminToken, 'content-type': 'application/json' }, body: JSON.stringify({ enabled }),
  });
  expect(answer.status).toBeLessThan(300);
};

/** The status Unleash answers a write that changes nothing (a flag name's check): 503 while it holds changes. */
const writeStatus = async (unleash: UnleashApi) => (await fetch(`${unleash.url}/api/admin/features/validate`, {
  method: 'POST', headers: { authorization: unleash.adminToken, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'maintenance-probe' }),
})).status;

// Unleash reads its maintenance setting again once a minute (MaintenanceService memoizes it).
const settles = { timeout: 90_000, intervals: [1_000] };

test('maintenance mode turned on in the console holds Unleash\'s changes, says so on every page, and is turned off again', async ({ page, flagdeck, unleash }) => {
  test.setTimeout(5 * 60_000); // Unleash takes up to a minute to hold changes, and again to let them through.
  const flag = seededFlags.onboarding;
  const before = await unleash.enabledIn(flag, 'development');
  try {
    await signIn(page, flagdeck, unleash, '/settings/maintenance');
    const mode = page.getByRole('switch', { name: 'Maintenance mode' });
    await expect(mode).toHaveAttribute('aria-checked', 'false');
    await mode.click();
    await expect(mode).toHaveAttribute('aria-checked', 'true');
    const banner = page.getByRole('region', { name: 'Maintenance mode' });
    await expect(banner).toContainText('Maintenance mode is on.');
    await expect.poll(() => writeStatus(unleash), settles).toBe(503);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Flags' }).click();
    await expect(banner).toBeVisible();
    await page.getByRole('switch', { name: `${flag} in development` }).click();
    await expect(page.getByRole('alert').filter({ hasText: /maintenance mode/ })).toBeVisible();
    expect(await unleash.enabledIn(flag, 'development')).toBe(before);
    // Unleash's frontend API answers as before.
    expect(Array.isArray(await unleash.frontendFlags('userId=ann'))).toBe(true);

    await page.goto(`${flagdeck}/settings/maintenance`);
    await page.getByRole('switch', { name: 'Maintenance mode' }).click();
    await expect(page.getByRole('switch', { name: 'Maintenance mode' })).toHaveAttribute('aria-checked', 'false');
    await expect(banner).toHaveCount(0);
  } finally {
    // Every later journey writes to this Unleash.
    await setMaintenance(unleash, false);
    await expect.poll(() => writeStatus(unleash), settles).toBe(200);
  }
});
