import { expect, signIn } from './fixtures';
import { test } from './withReceiver';
import { demoToken } from './server';
import { seriousFaultsInBothThemes } from './seriousFaults';

/*
 * Following a flag and being told of its changes, against the real server and its demo people:
 * alice (Admin) follows checkout-v2 (the demo has her following it already: she stops and follows again); bob (Editor) switches it through the API, as he
 * would from his own console; alice's bell says so with before and after, and her own webhook (a
 * receiver the test starts, which the server may reach) gets it too.
 */

test('Alice follows a flag and sets her own webhook, Bob switches it, and her webhook gets it while her bell shows it with before and after until she reads it', async ({ page, server, receiver }) => {
  test.slow(); // the bell reads again every few seconds.
  // The demo has her following checkout-v2 and the payments project, the newest three changes others made unread.
  await signIn(page, server, demoToken(server, 'alice'), '/projects/default/flags');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(bell).toContainText('3 unread');
  await bell.click();
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).not.toContainText('unread');
  await bell.click();

  // She stops following the flag from its page, and follows it again.
  await page.goto(`${server.url}/projects/default/flags/checkout-v2`);
  const following = page.getByRole('button', { name: 'Following checkout-v2' });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await following.press('Enter');
  const follow = page.getByRole('button', { name: 'Follow checkout-v2' });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.press('Enter');
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Close details' }).click();

  // Her own webhook, set in the bell's panel: a private address is refused at its field.
  await bell.click();
  const webhook = page.getByRole('form', { name: 'Notification webhook' });
  await webhook.getByLabel('Also send them to a webhook').fill('http://10.0.0.1/hook');
  await webhook.getByRole('button', { name: 'Save webhook' }).click();
  await expect(webhook.getByLabel('Also send them to a webhook')).toHaveAccessibleDescription(/not a public address/);
  await webhook.getByLabel('Also send them to a webhook').fill(`${receiver.url}/alice`);
  await webhook.getByRole('button', { name: 'Save webhook' }).click();
  await expect(webhook.getByRole('status')).toHaveText('Saved: your notifications go to this webhook too.');
  await bell.click();

  const bob = demoToken(server, 'bob');
  for (const action of ['on', 'off']) {
    const answer = await page.request.post(`${server.url}/api/admin/projects/default/features/checkout-v2/environments/development/${action}`, { headers: { authorization: bob } });
    expect(answer.status()).toBe(200);
  }

  const [delivered] = await receiver.waitFor(1);
  expect(JSON.parse(delivered?.body ?? '{}')).toMatchObject({ featureName: 'checkout-v2', createdBy: expect.stringContaining('bob') });
  // checkout-v2 is on in development already: Bob's switching it off is the one change.
  await expect(bell).toContainText('1 unread', { timeout: 15_000 });
  await bell.press('Enter');
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
