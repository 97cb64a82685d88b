import { requireApprovals } from './changeRequestSteps';
import { contrastInEveryState } from './contrast';
import { expect, signIn, test } from './fixtures';
import { adminToken, type RunningServer } from './server';

// The production guard as people meet it: readable in every state, safe to dismiss by reflex,
// one question per switch, and honest about approvals an admin skips.

const guardOffKey = 'flagdeck.flags.productionGuardOff';

async function turnOffChangeRequests(server: RunningServer, environment: string) {
  const response = await fetch(`${server.url}/api/admin/projects/default/environments/${environment}/change-requests/config`, {
    method: 'PUT',
    headers: { Authorization: adminToken, 'Content-Type': 'application/json' },
    body: JSON.stringify({ changeRequestsEnabled: false }),
  });
  expect(response.status).toBeLessThan(300);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the guard's buttons keep their text readable in every state (${colorScheme})`, async ({ page, server }) => {
    test.slow(); // Four buttons measured in every state: at load 25 on two cores it took over a minute.
    await page.emulateMedia({ colorScheme });
    await signIn(page, server, adminToken, '/projects/payments/flags');
    for (const [flag, verb] of [['payments-3ds-v2', 'Turn off'], ['invoice-pdf-v2', 'Turn on']] as const) {
      await page.getByRole('switch', { name: `${flag} in production` }).click();
      const dialog = page.getByRole('alertdialog', { name: `${verb} ${flag} in production?` });
      for (const name of [verb, 'Cancel']) {
        const contrast = await contrastInEveryState(page, dialog.getByRole('button', { name, exact: true }), dialog.getByRole('heading', { level: 2 }));
        for (const [state, ratio] of Object.entries(contrast)) {
          expect(ratio, `"${name}" (${verb.toLowerCase()} ${flag}) ${state}, ${colorScheme}`).toBeGreaterThanOrEqual(4.5);
        }
      }
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    }
  });
}

test('the guard opens on Cancel: pressing on by reflex neither switches nor turns the guard off', async ({ page, server }) => {
  await signIn(page, server, adminToken, '/projects/payments/flags');
  const toggle = page.getByRole('switch', { name: 'payments-3ds-v2 in production' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.focus();
  await page.keyboard.press('Space');
  const dialog = page.getByRole('alertdialog', { name: 'Turn off payments-3ds-v2 in production?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  // What ticked "don't ask again" and then confirmed before: a second Space and an Enter.
  await page.keyboard.press('Space');
  await expect(dialog).toBeHidden();
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expect(dialog.getByRole('checkbox', { name: "Don't ask again for production in this session" })).not.toBeChecked();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect(await page.evaluate((key) => sessionStorage.getItem(key), guardOffKey)).toBeNull();
});

test('a parent in production asks once: the guard and the flags that depend on it in one dialog', async ({ page, server }) => {
  await turnOffChangeRequests(server, 'production');
  await signIn(page, server, adminToken, '/projects/default/flags?q=new-navigation');
  const parent = page.getByRole('switch', { name: 'new-navigation in production' });
  await parent.click();
  const dialog = page.getByRole('alertdialog', { name: 'Turn off new-navigation in production?' });
  await expect(dialog).toContainText('production is a production environment');
  await expect(dialog).toContainText('will stop evaluating as enabled in production');
  await expect(dialog.getByRole('listitem')).toHaveText(['nav-quick-links', 'nav-search-bar']);
  await dialog.getByRole('button', { name: 'Turn off anyway' }).click();
  await expect(parent).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('an admin who skips required approvals is told so, and confirms it by name, even with the guard resting', async ({ page, server }) => {
  await requireApprovals(server, 'production', 2);
  await signIn(page, server, adminToken, '/projects/default/flags');
  await page.evaluate((key) => sessionStorage.setItem(key, 'true'), guardOffKey);
  const toggle = page.getByRole('switch', { name: 'checkout-v2 in production' });
  await toggle.click();
  const dialog = page.getByRole('alertdialog', { name: 'Turn off checkout-v2 in production?' });
  await expect(dialog).toContainText('production requires 2 approvals; you are skipping them');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Turn off', exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Skip 2 approvals and turn off' }).click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(toggle).not.toHaveAttribute('aria-busy');
});
