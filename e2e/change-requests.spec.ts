import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { changeRequestSearchSchema } from '../contract/changeRequestRequests';
import { approve, enabledInProduction, personWithRole, reject, requireApprovals, schedule, submitSwitch } from './changeRequestSteps';
import { expect, signIn, test } from './fixtures';
import { adminToken } from './server';

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

test('signed in with an API token, or as a person who may not review, the inbox opens on every open request, and says once why reviewing is not theirs', async ({ page, server }) => {
  await signIn(page, server, adminToken, '/change-requests');
  await expect(page.getByRole('tab', { name: /All open/ })).toHaveAttribute('aria-selected', 'true');
  // The demo's open requests a token sees: in review, approved and scheduled (drafts are their authors').
  await expect(page.getByRole('tabpanel').getByRole('rowheader')).toHaveCount(3);
  await expect(page.getByText('An API token is nobody in particular')).toHaveCount(1);
  // The reason is said once on a request too, for approving, rejecting and commenting alike.
  await page.getByRole('link', { name: 'Roll checkout-v2 out to half of the web shop' }).click();
  await expect(page.getByRole('table', { name: /Change the strategy/ })).toBeVisible();
  // On screen once; each unavailable button also carries it in its tip, shown on hover and focus.
  await expect(page.getByText('An API token is nobody in particular').filter({ visible: true })).toHaveCount(1);
  const reason = /^An API token is nobody in particular/;
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveAccessibleDescription(reason);
  await expect(page.getByRole('button', { name: 'Reject' })).toHaveAccessibleDescription(reason);
  await expect(page.getByRole('textbox', { name: 'Add a comment' })).toHaveAccessibleDescription(reason);
  // Asked for by name, the review tab is still there.
  await page.goto(`${server.url}/change-requests?tab=review`);
  await expect(page.getByRole('tab', { name: /Needs my review/ })).toHaveAttribute('aria-selected', 'true');
  await signOut(page);

  const viewer = server.output().match(/victor \(Viewer\): (\S+)/)?.[1];
  expect(viewer, 'the demo prints a Viewer token').toBeTruthy();
  await signIn(page, server, viewer, '/change-requests');
  await expect(page.getByRole('tab', { name: /All open/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('You cannot review change requests: that takes the APPROVE_CHANGE_REQUEST permission.')).toHaveCount(1);
});

test.describe('in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('a scheduled request says in its header exactly when it applies, with the time zone', async ({ page, server }) => {
    await requireApprovals(server, 'production', 1);
    const pm = await personWithRole(server, 'pm-e2e', 'Editor');
    const approver = await personWithRole(server, 'approver-e2e', 'Editor');
    const id = await submitSwitch(server, pm, 'dark-mode', false);
    await approve(server, approver, id);
    await schedule(server, pm, id, '2030-01-15T13:30:00.000Z');

    await signIn(page, server, pm, `/projects/default/change-requests/${id}`);
    await expect(page.locator('.cr-meta')).toContainText('Scheduled');
    await expect(page.locator('.cr-meta')).toContainText('applies Jan 15, 2030, 8:30:00 AM EST');
  });
});

test('a rejected request shows what each change would have replaced when it was proposed', async ({ page, server }) => {
  // The demo's rejected request: a strategy change, rejected four days ago.
  const search = await fetch(`${server.url}/api/admin/search/change-requests?limit=100`, { headers: { Authorization: adminToken } });
  const demo = changeRequestSearchSchema.parse(await search.json()).changeRequests.find((item) => item.title === 'Search ranking v3 for everyone');
  expect(demo?.state).toBe('Rejected');
  await signIn(page, server, adminToken, `/projects/default/change-requests/${demo?.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Search ranking v3 for everyone');
  const diff = page.getByRole('table', { name: /Change the strategy/ });
  await expect(diff.getByRole('columnheader', { name: 'When proposed' })).toBeVisible();
  await expect(diff.getByRole('row', { name: /^Rule/ }).getByRole('cell').first()).toHaveText(/^40%/);
  await expect(diff.getByRole('row', { name: /^Title/ }).getByRole('cell').first()).toHaveText('Desktop sessions');

  // And one made and rejected now, through the API.
  await requireApprovals(server, 'production', 1);
  const pm = await personWithRole(server, 'pm-e2e', 'Editor');
  const approver = await personWithRole(server, 'approver-e2e', 'Editor');
  const id = await submitSwitch(server, pm, 'dark-mode', false);
  await reject(server, approver, id, 'Not this week.');
  await page.goto(`${server.url}/projects/default/change-requests/${id}`);
  await expect(page.locator('.cr-meta')).toContainText('Rejected');
  const enabled = page.getByRole('table', { name: 'Turn off in production' }).getByRole('row', { name: /Enabled/ });
  await expect(enabled.getByRole('cell')).toHaveText(['On', 'Off']);
});

test('"Edit title" looks like the page\'s other secondary buttons', async ({ page, server }) => {
  await requireApprovals(server, 'production', 1);
  const pm = await personWithRole(server, 'pm-e2e', 'Editor');
  const id = await submitSwitch(server, pm, 'dark-mode', false);
  await signIn(page, server, pm, `/projects/default/change-requests/${id}`);
  const look = (name: string) =>
    page.getByRole('button', { name, exact: true }).evaluate((button) => {
      const style = getComputedStyle(button);
      return { border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`, background: style.backgroundColor, radius: style.borderTopLeftRadius };
    });
  expect(await look('Edit title')).toEqual(await look('Cancel request'));
});

test('a comment and a rejection reason count their characters and refuse more than the service takes', async ({ page, server }) => {
  const reviewer = await personWithRole(server, 'reviewer-e2e', 'Editor');
  await signIn(page, server, reviewer, '/change-requests?tab=open');
  await page.getByRole('link', { name: 'Roll checkout-v2 out to half of the web shop' }).click();
  const comment = page.getByRole('textbox', { name: 'Add a comment' });
  await comment.fill('a'.repeat(990));
  await expect(comment).toHaveAccessibleDescription('990 of 1,000 characters');
  await comment.fill('a'.repeat(1003));
  // Kept whole, so nothing is lost silently; the field says by how much it is over.
  await expect(comment).toHaveValue('a'.repeat(1003));
  await expect(comment).toHaveAccessibleDescription('3 characters too many: at most 1,000');
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(comment).toHaveAttribute('aria-invalid', 'true');
  await expect(comment).toBeFocused();
  await expect(page.getByRole('region', { name: 'Comments' }).getByRole('listitem')).toHaveCount(1);
  await comment.fill('a'.repeat(1000));
  await expect(comment).not.toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Reject this change request?' });
  const reason = dialog.getByRole('textbox', { name: 'Reason' });
  await reason.fill('b'.repeat(1001));
  await expect(reason).toHaveValue('b'.repeat(1001));
  await expect(reason).toHaveAccessibleDescription('1 character too many: at most 1,000');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toBeVisible();
  await expect(page.locator('.cr-meta')).toContainText('In review');
});

test('column headers are words at reading size, not small capitals', async ({ page, server }) => {
  await signIn(page, server, adminToken, '/change-requests?tab=open');
  const looks = (header: ReturnType<Page['getByRole']>) =>
    header.evaluate((element) => ({ transform: getComputedStyle(element).textTransform, size: parseFloat(getComputedStyle(element).fontSize) }));
  for (const header of [page.getByRole('columnheader', { name: 'Title' }), page.getByRole('columnheader', { name: 'Environment' })]) {
    expect((await looks(header)).transform).toBe('none');
    expect((await looks(header)).size).toBeGreaterThanOrEqual(13);
  }
  await page.getByRole('link', { name: 'Roll checkout-v2 out to half of the web shop' }).click();
  const proposed = page.getByRole('table', { name: /Change the strategy/ }).getByRole('columnheader', { name: 'Now' });
  expect((await looks(proposed)).transform).toBe('none');
  expect((await looks(proposed)).size).toBeGreaterThanOrEqual(13);
});
