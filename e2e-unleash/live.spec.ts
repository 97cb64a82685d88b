import { seededFlags } from '../scripts/unleash/seed';
import { expect, signIn, test } from './fixtures';

// Unleash 8.2 has no live stream: the console says so in the page's corner and reads Unleash's
// event search every few seconds instead, so a switch made in Unleash's own admin reaches an open
// Flags page without a reload.

test('a switch made in Unleash reaches the open Flags page by polling its event search, and the console says it polls', async ({ page, flagdeck, unleash }) => {
  test.slow();
  const flag = seededFlags.onboarding;
  const searched: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname === '/api/admin/search/events') searched.push(url.search);
  });
  await signIn(page, flagdeck, unleash, '/projects/default/flags');
  const corner = page.getByRole('status').filter({ hasText: /^Updates every \d+ s: this service sends no live updates$/ });
  await expect(corner).toBeVisible();
  const pollMs = Number(/\d+/.exec(await corner.innerText())?.[0]) * 1000;
  const toggle = page.getByRole('switch', { name: `${flag} in development` });
  const before = await unleash.enabledIn(flag, 'development');
  await expect(toggle).toHaveAttribute('aria-checked', String(before));
  // The first poll has been answered with where the log stands, so the switch below is news to the next one.
  await expect.poll(() => searched.length).toBeGreaterThan(0);

  await unleash.setEnabled(flag, 'development', !before);
  try {
    // One poll interval, and a little for the request and the page.
    await expect(toggle).toHaveAttribute('aria-checked', String(!before), { timeout: pollMs + 3_000 });
    expect(searched.length).toBeGreaterThan(1);
  } finally {
    await unleash.setEnabled(flag, 'development', before);
  }
});
