import { expect, signIn, test } from './fixtures';
import { adminToken, demoToken, type RunningServer } from './server';

async function enabledIn(server: RunningServer, project: string, flag: string, environment: string): Promise<boolean> {
  const response = await fetch(`${server.url}/api/admin/projects/${project}/features/${flag}`, { headers: { Authorization: adminToken } });
  const body = (await response.json()) as { environments: { name: string; enabled: boolean }[] };
  return body.environments.find((entry) => entry.name === environment)?.enabled ?? false;
}

test('a confirmed switch is announced with an Undo, which switches it back', async ({ page, server }) => {
  await signIn(page, server);
  const toggle = page.getByRole('switch', { name: 'checkout-v2 in staging' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  // The live region is in the page before anything is said in it, so a screen reader announces what comes.
  const status = page.getByRole('status', { name: 'Last switch' });
  await expect(status).toBeAttached();
  await expect(status).toHaveText('');

  await toggle.click();
  await expect(status).toContainText('checkout-v2 off in staging');
  expect(await enabledIn(server, 'default', 'checkout-v2', 'staging')).toBe(false);
  await status.getByRole('button', { name: 'Undo' }).click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(status).toContainText('checkout-v2 on in staging');
  expect(await enabledIn(server, 'default', 'checkout-v2', 'staging')).toBe(true);
});

test('Undo goes through the same guard as the switch: production asks again', async ({ page, server }) => {
  await signIn(page, server, adminToken, '/projects/payments/flags');
  const toggle = page.getByRole('switch', { name: 'apple-pay in production' });
  await toggle.click();
  await page.getByRole('alertdialog', { name: 'Turn off apple-pay in production?' }).getByRole('button', { name: 'Turn off', exact: true }).click();
  const status = page.getByRole('status', { name: 'Last switch' });
  await expect(status).toContainText('apple-pay off in production');

  await status.getByRole('button', { name: 'Undo' }).click();
  const guard = page.getByRole('alertdialog', { name: 'Turn on apple-pay in production?' });
  await expect(guard).toBeVisible();
  await guard.getByRole('button', { name: 'Cancel' }).click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect(await enabledIn(server, 'payments', 'apple-pay', 'production')).toBe(false);

  await status.getByRole('button', { name: 'Undo' }).click();
  await guard.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(status).toContainText('apple-pay on in production');
  expect(await enabledIn(server, 'payments', 'apple-pay', 'production')).toBe(true);
});

test('a switch the service refuses says why and offers no Undo', async ({ page, server }) => {
  await signIn(page, server, demoToken(server, 'bob'));
  // Bob's role is taken down to Viewer behind the page's back: the service answers 403.
  const people = (await (await fetch(`${server.url}/api/admin/user-admin`, { headers: { Authorization: adminToken } })).json()) as { users: { id: number; username?: string | null }[] };
  const bob = people.users.find((user) => user.username === 'bob');
  const demoted = await fetch(`${server.url}/api/admin/user-admin/${String(bob?.id)}`, {
    method: 'PUT', headers: { Authorization: adminToken, 'Content-Type': 'application/json' }, body: JSON.stringify({ rootRole: 'Viewer' }),
  });
  expect(demoted.ok).toBe(true);
  await page.getByRole('switch', { name: 'dark-mode in development' }).click();
  await expect(page.getByRole('alert')).toContainText('Could not turn off dark-mode in development');
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
});
