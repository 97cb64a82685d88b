import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { requireApprovals } from './changeRequestSteps';
import { expect, signIn, test } from './fixtures';
import { adminToken, demoToken } from './server';

// axe in both themes on what the other specs' axe passes do not reach: the Flags page's dialogs
// and status line, the authoring pages and their editors, and the playground in dark.

async function seriousFaults(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds nothing serious in the Flags page's dialogs and its status line (${colorScheme})`, async ({ page, server }) => {
    test.slow(); // axe walks the page whole, six times.
    await page.emulateMedia({ colorScheme });
    await requireApprovals(server, 'production', 2);
    await signIn(page, server, adminToken, '/projects/default/flags');

    await page.getByRole('switch', { name: 'checkout-v2 in production' }).click();
    const guard = page.getByRole('alertdialog', { name: 'Turn off checkout-v2 in production?' });
    await expect(guard).toContainText('you are skipping them');
    expect(await seriousFaults(page), 'the guard, skipping approvals').toEqual([]);
    await guard.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('searchbox', { name: 'Search' }).fill('new-navigation');
    await page.getByRole('switch', { name: 'new-navigation in production' }).click();
    const parent = page.getByRole('alertdialog', { name: 'Turn off new-navigation in production?' });
    await expect(parent.getByRole('listitem')).toHaveText(['nav-quick-links', 'nav-search-bar']);
    expect(await seriousFaults(page), 'the guard with the dependent flags').toEqual([]);
    await parent.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('searchbox', { name: 'Search' }).fill('checkout-v2');
    await page.getByRole('switch', { name: 'checkout-v2 in staging' }).click();
    await expect(page.getByRole('status', { name: 'Last switch' })).toContainText('checkout-v2 off in staging');
    expect(await seriousFaults(page), 'the status line with Undo').toEqual([]);

    await page.getByRole('button', { name: 'New flag' }).click();
    await expect(page.getByRole('dialog', { name: 'New flag in default' })).toBeVisible();
    expect(await seriousFaults(page), 'the new flag dialog').toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await signIn(page, server, demoToken(server, 'bob'));
    await page.getByRole('switch', { name: 'dark-mode in production' }).click();
    const choice = page.getByRole('alertdialog', { name: 'production requires a change request' });
    await expect(choice.getByRole('radio', { name: 'A new change request' })).toBeChecked();
    expect(await seriousFaults(page), 'the change request choice').toEqual([]);
  });

  test(`axe finds nothing serious on the authoring pages and in their editors (${colorScheme})`, async ({ page, server }) => {
    test.slow(); // axe walks the page whole, seven times.
    await page.emulateMedia({ colorScheme });
    await signIn(page, server, adminToken, '/projects/default/flags/beta-reports');
    await page.getByRole('button', { name: 'Add strategy in development' }).click();
    await expect(page.getByRole('dialog', { name: 'Add a strategy to beta-reports in development' })).toBeVisible();
    expect(await seriousFaults(page), 'the strategy editor').toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^(Add|Edit) variants in development$/ }).click();
    await page.getByRole('button', { name: 'Add variant', exact: true }).click();
    await expect(page.getByRole('group', { name: 'Variant 1' })).toBeVisible();
    expect(await seriousFaults(page), 'the variants editor').toEqual([]);

    await page.goto(`${server.url}/projects/default/archive`);
    await expect(page.getByRole('button', { name: 'Revive spring-sale-2024' })).toBeVisible();
    expect(await seriousFaults(page), 'the archive').toEqual([]);

    await page.goto(`${server.url}/segments`);
    await page.getByRole('button', { name: 'New segment' }).click();
    await expect(page.getByRole('form', { name: 'New segment' })).toBeVisible();
    expect(await seriousFaults(page), 'segments and a new one').toEqual([]);

    await page.goto(`${server.url}/context-fields`);
    await page.getByRole('button', { name: 'New context field' }).click();
    await expect(page.getByRole('form', { name: 'New context field' })).toBeVisible();
    expect(await seriousFaults(page), 'context fields and a new one').toEqual([]);

    await page.goto(`${server.url}/playground?userId=ann&compare=userId%3Dcarol`);
    await page.getByRole('button', { name: 'Evaluate' }).click();
    await expect(page.getByRole('table').first()).toBeVisible();
    expect(await seriousFaults(page), 'the playground').toEqual([]);
  });
}
