import type { Locator, Page } from '@playwright/test';
import { contrastInEveryState } from './contrast';
import { expect, signIn, test } from './fixtures';
import { demoToken } from './server';

// Every button that deletes, rejects or undoes keeps its text readable in each state, in both
// themes: a general hover style once turned the danger buttons' white text onto pale grey. The
// production guard's buttons are measured in production-guard.spec.ts; these are the others.

async function expectReadable(page: Page, label: string, button: Locator, away: Locator, colorScheme: string) {
  const contrast = await contrastInEveryState(page, button, away);
  for (const [state, ratio] of Object.entries(contrast)) {
    expect(ratio, `"${label}" ${state}, ${colorScheme}`).toBeGreaterThanOrEqual(4.5);
  }
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`danger and undo buttons keep their text readable in every state on every page (${colorScheme})`, async ({ page, server }) => {
    test.slow(); // Eight buttons measured in six states each.
    await page.emulateMedia({ colorScheme });
    await signIn(page, server, demoToken(server, 'alice'));
    const heading = page.getByRole('heading', { level: 1 });

    await page.getByRole('switch', { name: 'checkout-v2 in staging' }).click();
    const status = page.getByRole('status', { name: 'Last switch' });
    await expect(status).toContainText('checkout-v2 off in staging');
    await expectReadable(page, 'Undo', status.getByRole('button', { name: 'Undo' }), heading, colorScheme);

    await page.getByRole('link', { name: 'checkout-v2' }).click();
    const details = page.getByRole('dialog', { name: 'checkout-v2' });
    await expectReadable(page, 'Archive flag', details.getByRole('button', { name: 'Archive flag' }), details.getByRole('heading').first(), colorScheme);
    await page.keyboard.press('Escape');

    await page.goto(`${server.url}/projects/default/archive`);
    const deleteForGood = page.getByRole('button', { name: 'Delete spring-sale-2024 for good' });
    await expectReadable(page, 'Delete (archive)', deleteForGood, heading, colorScheme);
    await deleteForGood.click();
    const confirmDelete = page.getByRole('alertdialog');
    await expectReadable(page, 'Delete for good', confirmDelete.getByRole('button', { name: 'Delete for good' }), confirmDelete.getByRole('heading'), colorScheme);
    await confirmDelete.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`${server.url}/change-requests?tab=open`);
    await page.getByRole('link', { name: 'Roll checkout-v2 out to half of the web shop' }).click();
    const reject = page.getByRole('region', { name: 'Next step' }).getByRole('button', { name: 'Reject' });
    await expectReadable(page, 'Reject', reject, heading, colorScheme);
    await reject.click();
    const rejectDialog = page.getByRole('alertdialog', { name: 'Reject this change request?' });
    await expectReadable(page, 'Reject (dialog)', rejectDialog.getByRole('button', { name: 'Reject', exact: true }), rejectDialog.getByRole('heading'), colorScheme);
    await rejectDialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`${server.url}/service-accounts`);
    await page.getByRole('link', { name: 'CI pipeline' }).first().click();
    const deleteToken = page.getByRole('button', { name: /^Delete token “/ }).first();
    await expectReadable(page, 'Delete (token row)', deleteToken, heading, colorScheme);
    await deleteToken.click();
    const confirmToken = page.getByRole('alertdialog');
    await expectReadable(page, 'Delete token', confirmToken.getByRole('button', { name: 'Delete token' }), confirmToken.getByRole('heading'), colorScheme);
  });
}
