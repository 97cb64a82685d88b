import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { adminToken, demoToken } from './server';

// Victor, the demo's Viewer, may read everything and change nothing: every control that would
// write says so before he tries, and why.

async function expectUnavailable(page: Page, control: Locator, reason: string | RegExp) {
  await expect(control).toHaveAttribute('aria-disabled', 'true');
  await expect(control).toHaveAccessibleDescription(reason);
  // Its own tip: the one its description names.
  const tipId = (await control.getAttribute('aria-describedby'))?.split(' ').at(-1);
  const tip = page.getByRole('tooltip').and(page.locator(`[id="${tipId}"]`));
  await control.hover();
  await expect(tip).toBeVisible();
  await expect(tip).toHaveText(reason);
  await page.mouse.move(0, 0);
  await expect(tip).toBeHidden();
  await control.focus();
  await expect(tip).toBeVisible();
  await control.blur();
}

/** A press where the control is, as a person's pointer would make it (Playwright will not click what says it is unavailable). */
async function pressAt(page: Page, control: Locator) {
  const box = await control.boundingBox();
  if (!box) throw new Error('the control is not on screen');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test('a Viewer\'s switches are marked unavailable with the missing permission, and pressing one does nothing', async ({ page, server }) => {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await signIn(page, server, demoToken(server, 'victor'));
  const grid = page.getByRole('grid', { name: 'Flags' });
  await expect(grid.getByRole('switch').first()).toBeVisible();
  const switches = grid.getByRole('switch');
  for (const toggle of await switches.all()) await expect(toggle).toHaveAttribute('aria-disabled', 'true');

  const toggle = grid.getByRole('switch', { name: 'checkout-v2 in development' });
  await expectUnavailable(page, toggle, 'You need the UPDATE_FEATURE_ENVIRONMENT permission in development.');
  await pressAt(page, toggle);
  await toggle.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(writes).toEqual([]);
});

test('on a change request, the steps a Viewer may not take are unavailable and say why', async ({ page, server }) => {
  await signIn(page, server, demoToken(server, 'victor'), '/change-requests?tab=open');
  await page.getByRole('link', { name: 'Roll checkout-v2 out to half of the web shop' }).click();
  const steps = page.getByRole('region', { name: 'Next step' });
  await expectUnavailable(page, steps.getByRole('button', { name: 'Approve' }), 'You need the APPROVE_CHANGE_REQUEST permission in production.');
  await expectUnavailable(page, steps.getByRole('button', { name: 'Reject' }), 'You need the APPROVE_CHANGE_REQUEST permission in production.');
  await expectUnavailable(page, steps.getByRole('button', { name: 'Apply now' }), /needs 1 more approval/);
  await expectUnavailable(page, steps.getByRole('button', { name: 'Cancel request' }), 'Only its author (or an admin) can cancel it.');
  await pressAt(page, steps.getByRole('button', { name: 'Reject' }));
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('every other control that would write is unavailable to a Viewer and says which permission it needs', async ({ page, server }) => {
  test.slow(); // It walks five pages, hovering and focusing each control.
  // A custom context field, so that its Edit and Delete are on the page (the demo has built-in ones only).
  const created = await fetch(`${server.url}/api/admin/context`, {
    method: 'POST',
    headers: { Authorization: adminToken, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'plan', description: 'Billing plan', legalValues: [{ value: 'free' }, { value: 'pro' }] }),
  });
  expect(created.status).toBeLessThan(300);
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await signIn(page, server, demoToken(server, 'victor'));

  const newFlag = page.getByRole('button', { name: 'New flag' });
  await expectUnavailable(page, newFlag, /CREATE_FEATURE permission/);
  await pressAt(page, newFlag);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('link', { name: 'checkout-v2' }).click();
  const details = page.getByRole('dialog', { name: 'checkout-v2' });
  await expectUnavailable(page, details.getByRole('button', { name: 'Edit settings' }), /UPDATE_FEATURE permission/);
  await expectUnavailable(page, details.getByRole('button', { name: 'Archive flag' }), /DELETE_FEATURE permission/);
  await expectUnavailable(page, details.getByRole('button', { name: 'Add tag' }), /UPDATE_FEATURE permission/);
  await expectUnavailable(page, details.getByRole('button', { name: 'Add strategy in development' }), /permission/);
  await expectUnavailable(page, details.getByRole('button', { name: /variants in development$/ }), /permission/);
  await page.keyboard.press('Escape');

  await page.goto(`${server.url}/projects/default/archive`);
  await expectUnavailable(page, page.getByRole('button', { name: 'Revive spring-sale-2024' }), /UPDATE_FEATURE permission/);
  await expectUnavailable(page, page.getByRole('button', { name: 'Delete spring-sale-2024 for good' }), /DELETE_FEATURE permission/);

  await page.goto(`${server.url}/segments`);
  await expectUnavailable(page, page.getByRole('button', { name: 'New segment' }), /CREATE_SEGMENT"? permission/);
  await expectUnavailable(page, page.getByRole('button', { name: 'Edit beta-testers' }), /UPDATE_SEGMENT"? permission/);

  await page.goto(`${server.url}/context-fields`);
  await expectUnavailable(page, page.getByRole('button', { name: 'New context field' }), /CREATE_CONTEXT_FIELD"? permission/);
  await expectUnavailable(page, page.getByRole('button', { name: 'Edit plan' }), /UPDATE_CONTEXT_FIELD"? permission/);
  await expectUnavailable(page, page.getByRole('button', { name: 'Delete plan' }), /DELETE_CONTEXT_FIELD"? permission/);
  await pressAt(page, page.getByRole('button', { name: 'Delete plan' }));
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(writes).toEqual([]);
});
