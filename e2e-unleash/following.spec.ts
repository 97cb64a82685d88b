import { expect, signIn, test } from './fixtures';

/*
 * Following through upstream mode, against Unleash 8.2 open source: following a flag is Unleash's
 * favorite, checked through Unleash's own API; the bell says notifications are kept by the embedded
 * service, as Unleash open source tells nobody of a favorite's changes.
 */

test('following a flag on Unleash marks it a favorite there, and the bell says notifications are the embedded service\'s', async ({ page, flagdeck, unleash }) => {
  const flag = `follow-${Date.now()}`;
  await unleash.createWithRollout(flag, 'development');
  const favoriteInUnleash = async () => {
    const answer = await fetch(`${unleash.url}/api/admin/projects/default/features/${flag}`, { headers: { Authorization: unleash.viewerToken } });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { favorite?: boolean }).favorite;
  };
  // A person's favorite: the Viewer's personal access token signs in as a person.
  await signIn(page, flagdeck, unleash, `/projects/default/flags/${flag}`, unleash.viewerToken);
  await page.getByRole('button', { name: `Follow ${flag}` }).click();
  await expect(page.getByRole('button', { name: `Following ${flag}` })).toHaveAttribute('aria-pressed', 'true');
  expect(await favoriteInUnleash()).toBe(true);

  await page.getByRole('button', { name: 'Close details' }).click();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Notifications are kept by the embedded service');

  await page.getByRole('link', { name: flag }).click();
  await page.getByRole('button', { name: `Following ${flag}` }).click();
  await expect(page.getByRole('button', { name: `Follow ${flag}` })).toHaveAttribute('aria-pressed', 'false');
  expect(await favoriteInUnleash()).toBe(false);
});
