import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { approve, enabledInProduction, personWithRole, requireApprovals, submitSwitch } from './changeRequestSteps';
import { expect, signIn, test } from './fixtures';

// Production of `default` requires change requests in the demo. Each journey signs people in
// with personal access tokens of service accounts made for it: a product manager and approvers.

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('API token')).toBeVisible();
}

test('a product manager\'s switch in production becomes a draft, is submitted, approved by another person, applied, and the flag is then off', async ({ page, server }) => {
  await requireApprovals(server, 'production', 1);
  const pm = await personWithRole(server, 'pm-e2e', 'Editor');
  const approver = await personWithRole(server, 'approver-e2e', 'Editor');

  await signIn(page, server, pm, '/projects/default/flags');
  const toggle = page.getByRole('switch', { name: 'checkout-v2 in production' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  const dialog = page.getByRole('alertdialog', { name: 'production requires a change request' });
  await expect(dialog).toContainText('checkout-v2 was not changed');
  await dialog.getByRole('button', { name: 'Add to a new change request' }).click();
  const added = page.getByRole('alertdialog', { name: /^Added to change request #\d+$/ });
  const id = Number((await added.getByRole('heading').textContent())?.match(/#(\d+)/)?.[1]);
  await page.keyboard.press('Escape');
  // Nothing changed yet, and the switch says a change is waiting.
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('link', { name: `Change request #${id} (Draft) would turn off checkout-v2 in production` }).click();

  await expect(page.getByRole('heading', { level: 1 })).toContainText(`#${id}`);
  const diff = page.getByRole('table', { name: 'Turn off in production' });
  await expect(diff.getByRole('row', { name: /Enabled/ })).toContainText('On');
  await expect(diff.getByRole('row', { name: /Enabled/ })).toContainText('Off');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveAccessibleDescription('You cannot approve your own change request.');
  await expect(page.locator('.cr-meta')).toContainText('In review');
  await signOut(page);

  await signIn(page, server, approver, '/change-requests');
  await expect(page.getByRole('tab', { name: /Needs my review/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('row', { name: new RegExp(`^${id} `) }).getByRole('link').click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.locator('.cr-meta')).toContainText('Approved');
  await page.getByRole('button', { name: 'Apply now' }).click();
  await page.getByRole('alertdialog', { name: 'Apply this change to production now?' }).getByRole('button', { name: 'Apply now' }).click();
  await expect(page.locator('.cr-meta')).toContainText('Applied');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Applied');
  await expect(page.getByRole('table', { name: 'Turn off in production' })).toContainText('Before');

  expect(await enabledInProduction(server, 'checkout-v2')).toBe(false);
  await page.getByRole('link', { name: 'Flags' }).click();
  await expect(page.getByRole('switch', { name: 'checkout-v2 in production' })).toHaveAttribute('aria-checked', 'false');
});

test('a scheduled request applies at its time, and the page shows it without a reload', async ({ page, server }) => {
  test.slow(); // It waits for the clock.
  await requireApprovals(server, 'production', 1);
  const pm = await personWithRole(server, 'pm-e2e', 'Editor');
  const approver = await personWithRole(server, 'approver-e2e', 'Editor');
  const id = await submitSwitch(server, pm, 'dark-mode', false);
  await approve(server, approver, id);

  await signIn(page, server, pm, `/projects/default/change-requests/${id}`);
  await page.getByRole('button', { name: 'Schedule' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Schedule the changes' });
  // Five seconds from now, in the browser's own time, as a person would type it.
  const soon = await page.evaluate(() => {
    const at = new Date(Date.now() + 5_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
  });
  await dialog.getByLabel('Apply at (your time)').fill(soon);
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.locator('.cr-meta')).toContainText('Scheduled');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Applies on schedule');
  expect(await enabledInProduction(server, 'dark-mode')).toBe(true);

  await expect(page.locator('.cr-meta')).toContainText('Applied', { timeout: 15_000 });
  expect(await enabledInProduction(server, 'dark-mode')).toBe(false);
});

test('the review count and the inbox follow new requests without a reload', async ({ page, server }) => {
  test.slow(); // It waits for the inbox to look again on its own.
  const pm = await personWithRole(server, 'pm-e2e', 'Editor');
  const approver = await personWithRole(server, 'approver-e2e', 'Editor');
  await signIn(page, server, approver, '/change-requests');
  const nav = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Change requests/ });
  // The demo's one request in review waits for every editor who has not reviewed it.
  await expect(nav).toHaveAccessibleName('Change requests 1 needs your review');
  await expect(page.getByRole('tab', { name: /Needs my review/ })).toContainText('1');

  const first = await submitSwitch(server, pm, 'email-digest-weekly', false);
  await expect(nav).toHaveAccessibleName('Change requests 2 need your review', { timeout: 15_000 });
  await expect(page.getByRole('row', { name: new RegExp(`^${first} `) })).toContainText('Needs your review');

  // Reviewing it here takes it out of the count at once.
  await page.getByRole('row', { name: new RegExp(`^${first} `) }).getByRole('link').click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(nav).toHaveAccessibleName('Change requests 1 needs your review');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the inbox and a request's page have no serious accessibility faults (${colorScheme})`, async ({ page, server }) => {
    test.slow(); // axe walks each page whole.
    const reviewer = await personWithRole(server, 'reviewer-e2e', 'Editor');
    await page.emulateMedia({ colorScheme });
    await signIn(page, server, reviewer, '/change-requests?tab=open');
    await expect(page.getByRole('row')).not.toHaveCount(0);
    const serious = (violations: { impact?: string | null }[]) => violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious((await new AxeBuilder({ page }).analyze()).violations), 'the inbox').toEqual([]);
    await page.getByRole('link', { name: 'Roll checkout-v2 out to half of the web shop' }).click();
    await expect(page.getByRole('table', { name: /Change the strategy/ })).toBeVisible();
    expect(serious((await new AxeBuilder({ page }).analyze()).violations), 'a request').toEqual([]);
    await page.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Reject this change request?' })).toBeVisible();
    expect(serious((await new AxeBuilder({ page }).analyze()).violations), 'the reject dialog').toEqual([]);
  });
}
