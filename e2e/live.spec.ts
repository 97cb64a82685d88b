import type { Page } from '@playwright/test';
import { featureSchema } from '../contract';
import { personWithRole, requireApprovals, submitSwitch } from './changeRequestSteps';
import { expect, signIn, test } from './fixtures';
import { adminToken } from './server';

// Live updates on the embedded service: two people signed in at once in two browsers see what the
// other changes within a second, on the Flags page, in a flag's details and in the change request
// inbox, without a reload and without losing what they are typing.

/** Within one second of the change: the promise, measured from when the change was made. */
const oneSecond = { timeout: 1_000 };

async function live(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'Live: changes made elsewhere appear as they are made' })).toBeVisible();
}

test('two people signed in at once see each other\'s switch within a second, and what one is typing stays', async ({ page, server, browser }) => {
  test.slow(); // Two browsers, each signing in.
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    const editor = await personWithRole(server, 'live-editor', 'Editor');
    await signIn(page, server, adminToken, '/projects/default/flags');
    await signIn(second, server, editor, '/projects/default/flags');
    await live(page);
    await live(second);
    await second.getByRole('link', { name: 'checkout-v2' }).click();

    // The second person is typing a description in the flag's settings when the first switches the flag.
    const details = second.getByRole('dialog', { name: 'checkout-v2' });
    await details.getByRole('button', { name: 'Edit settings' }).click();
    const description = details.getByRole('form', { name: 'Flag settings' }).getByRole('textbox', { name: 'Description' });
    await description.fill('Half-typed by the second person');
    const development = details.getByRole('article', { name: 'development' });
    await expect(development).toContainText('On');

    const mine = page.getByRole('switch', { name: 'checkout-v2 in development' });
    await mine.click();
    await expect(mine).toHaveAttribute('aria-checked', 'false');
    await expect(development).toContainText('Off', oneSecond);
    await expect(description).toHaveValue('Half-typed by the second person');
    await expect(description).toBeFocused();

    // Behind the details, the second person's list moved too; and their switch reaches the first.
    await details.getByRole('button', { name: 'Close details' }).click();
    await expect(second.getByRole('switch', { name: 'checkout-v2 in development' })).toHaveAttribute('aria-checked', 'false');
    const theirs = second.getByRole('switch', { name: 'checkout-v2 in staging' });
    const myStaging = page.getByRole('switch', { name: 'checkout-v2 in staging' });
    await expect(myStaging).toHaveAttribute('aria-checked', 'true');
    await theirs.click();
    await expect(theirs).toHaveAttribute('aria-checked', 'false');
    await expect(myStaging).toHaveAttribute('aria-checked', 'false', oneSecond);
  } finally {
    await other.close();
  }
});

test('a strategy edited elsewhere shows in the open details, and a change request proposed elsewhere in the inbox, within a second', async ({ page, server }) => {
  test.slow();
  await signIn(page, server, adminToken, '/projects/default/flags');
  await live(page);
  await page.getByRole('link', { name: 'checkout-v2' }).click();
  const details = page.getByRole('dialog', { name: 'checkout-v2' });
  const flag = featureSchema.parse(await (await fetch(`${server.url}/api/admin/projects/default/features/checkout-v2`, { headers: { Authorization: adminToken } })).json());
  const rollout = flag.environments?.find((environment) => environment.name === 'staging')?.strategies?.[0]?.id ?? '';
  const edit = await fetch(`${server.url}/api/admin/projects/default/features/checkout-v2/environments/staging/strategies/${rollout}`, {
    method: 'PUT', headers: { Authorization: adminToken, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'flexibleRollout', parameters: { rollout: '37', stickiness: 'default', groupId: 'checkout-v2' } }),
  });
  expect(edit.status).toBe(200);
  await expect(details.getByText('37% of users', { exact: false }).first()).toBeVisible(oneSecond);

  await details.getByRole('button', { name: 'Close details' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Change requests' }).click();
  await page.getByRole('tab', { name: /All open/ }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await requireApprovals(server, 'production', 1);
  const pm = await personWithRole(server, 'live-pm', 'Editor');
  const id = await submitSwitch(server, pm, 'beta-reports', false);
  await expect(page.getByRole('link').and(page.locator(`[href="/projects/default/change-requests/${id}"]`))).toBeVisible(oneSecond);
});
