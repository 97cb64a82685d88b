import { expect, signIn, test } from './fixtures';
import { demoToken } from './server';
import { seriousFaultsInBothThemes } from './seriousFaults';

/*
 * Following a flag and being told of its changes, against the real server and its demo people:
 * alice (Admin) follows checkout-v2 from its page; bob (Editor) switches it through the API, as he
 * would from his own console; alice's bell says so with before and after.
 */

test('Alice follows a flag, Bob switches it, and Alice\'s bell shows the change with before and after until she reads it', async ({ page, server }) => {
  test.slow(); // the bell reads again every few seconds.
  await signIn(page, server, demoToken(server, 'alice'), '/projects/default/flags/checkout-v2');
  const follow = page.getByRole('button', { name: 'Follow checkout-v2' });
  await follow.press('Enter');
  await expect(page.getByRole('button', { name: 'Following checkout-v2' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Close details' }).click();

  const bob = demoToken(server, 'bob');
  for (const action of ['on', 'off']) {
    const answer = await page.request.post(`${server.url}/api/admin/projects/default/features/checkout-v2/environments/development/${action}`, { headers: { authorization: bob } });
    expect(answer.status()).toBe(200);
  }

  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toContainText(/\d+ unread/, { timeout: 15_000 });
  await bell.press('Enter');
  const panel = page.getByRole('region', { name: 'Notifications' });
  const switchedOff = panel.getByRole('listitem').filter({ hasText: /turned off checkout-v2 in development/ });
  await expect(switchedOff).toContainText('bob');
  await expect(switchedOff).toContainText('enabled: on → off');
  await expect(switchedOff).toContainText('Unread');
  expect(await seriousFaultsInBothThemes(page, 'the open bell')).toEqual([]);

  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).not.toContainText('unread');
  await expect(switchedOff).not.toContainText('Unread');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
});
