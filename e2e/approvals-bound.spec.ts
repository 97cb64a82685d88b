import { approve, requireApprovals, schedule, submitNewSwitch, submitSwitch } from './changeRequestSteps';
import { expect, signIn, test } from './fixtures';
import { adminToken, demoToken, type RunningServer } from './server';

/** Approvals are for the changes as they were: an edit withdraws them, a moved flag suspends a schedule. */

async function call(server: RunningServer, method: string, path: string, token: string, body?: unknown): Promise<unknown> {
  const response = await fetch(server.url + path, {
    method, headers: { Authorization: token, 'Content-Type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  expect(response.status, `${method} ${path}: ${text}`).toBeLessThan(300);
  return text === '' ? undefined : JSON.parse(text);
}

test('editing a request after an approval withdraws it, said on the request and in its timeline', async ({ page, server }) => {
  const bob = demoToken(server, 'bob');
  const id = await submitSwitch(server, bob, 'payments-outage-kill-switch', false);
  await approve(server, demoToken(server, 'pm'), id);
  await call(server, 'POST', `/api/admin/projects/default/environments/production/change-requests?draft=${id}`, bob, {
    feature: 'holiday-banner', action: 'updateEnabled', payload: { enabled: false },
  });

  await signIn(page, server, demoToken(server, 'pm'), `/projects/default/change-requests/${id}`);
  const review = page.getByRole('region', { name: 'Approvals' });
  await expect(review).toContainText('0 of 2');
  await expect(review.getByRole('note')).toContainText('The changes were edited after this approval.');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Approval by pm withdrawn');
  // The reviewer approves the changes as they are now.
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(review).toContainText('1 of 2');
});

test('a scheduled request whose flag changed since approval is suspended, says why in the inbox, and needs a new approval', async ({ page, server }) => {
  await requireApprovals(server, 'production', 1);
  const bob = demoToken(server, 'bob');
  const id = await submitNewSwitch(server, bob, 'holiday-banner', false);
  await approve(server, demoToken(server, 'pm'), id);
  await schedule(server, bob, id, new Date(Date.now() + 3600_000).toISOString());
  // An admin switches the flag directly meanwhile.
  await call(server, 'POST', '/api/admin/projects/default/features/holiday-banner/environments/production/off', adminToken);

  await signIn(page, server, demoToken(server, 'pm'), '/change-requests');
  await expect(page.getByRole('tab', { name: /Needs my review/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('row', { name: new RegExp(`^${id} `) })).toContainText('Suspended: The flags changed since the approval: "holiday-banner" was switched in production');
  await page.getByRole('row', { name: new RegExp(`^${id} `) }).getByRole('link').click();
  await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Approve again' }).click();
  await expect(page.locator('.cr-meta')).toContainText('Scheduled');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Applies on schedule');
});
