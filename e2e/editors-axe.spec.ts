import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { paste } from './paste';
import { adminToken, type RunningServer } from './server';

/*
 * Every authoring editor, open and filled in (with a refusal at a field where it has one), in light
 * and dark: axe finds nothing serious or critical in it. Then a keyboard-only walk through the
 * strategy editor: a constraint added, values pasted and one removed, the strategy saved.
 */

const flag = 'beta-reports';

async function noSeriousFaults(page: Page, editor: Locator, what: string) {
  await expect(editor).toBeVisible();
  const selector = await editor.evaluate((element) => {
    element.setAttribute('data-axe-scope', '');
    return '[data-axe-scope]';
  });
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  await editor.evaluate((element) => element.removeAttribute('data-axe-scope'));
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), what).toEqual([]);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds nothing serious in any editor (${colorScheme})`, async ({ page, server }) => {
    // Six editors, each walked by axe.
    test.slow();
    await page.emulateMedia({ colorScheme });
    await signIn(page, server, adminToken, `/projects/default/flags/${flag}`);
    const details = page.getByRole('dialog', { name: flag });

    await details.getByRole('button', { name: 'Add strategy in development' }).click();
    const strategy = page.getByRole('dialog', { name: `Add a strategy to ${flag} in development` });
    await strategy.getByRole('button', { name: 'Add constraint' }).click();
    await paste(strategy.getByLabel(/^Values to add/), 'alice\nbob\ncarol');
    await strategy.getByRole('button', { name: 'Add constraint' }).click();
    const second = strategy.getByRole('group', { name: 'Constraint 2' });
    await second.getByLabel('Operator').selectOption('DATE_AFTER');
    await second.getByLabel('Value').fill('next monday');
    await strategy.getByRole('checkbox', { name: /beta-testers/ }).check();
    await strategy.getByRole('button', { name: 'Save strategy' }).click();
    await expect(second.getByLabel('Value')).toHaveAttribute('aria-invalid', 'true');
    await noSeriousFaults(page, strategy, 'the strategy editor, with constraints, segments and a refused value');
    await strategy.getByRole('button', { name: 'Cancel' }).click();

    await details.getByRole('button', { name: /^(Add|Edit) variants in development$/ }).click();
    const variants = details.getByRole('form', { name: 'Variants in development' });
    await variants.getByRole('button', { name: 'Add variant' }).click();
    const variant = variants.getByRole('group', { name: /^Variant \d+$/ }).last();
    await variant.getByLabel('Payload type').selectOption('JSON');
    await variant.getByLabel('Payload value').fill('{"broken"');
    await expect(variant.getByLabel('Payload value')).toHaveAttribute('aria-invalid', 'true');
    await noSeriousFaults(page, variants, 'the variants editor, with a refused payload');
    await variants.getByRole('button', { name: 'Cancel' }).click();

    await details.getByRole('button', { name: 'Edit settings' }).click();
    await noSeriousFaults(page, details.getByRole('region', { name: 'Settings' }), 'settings and tags');
    await details.getByRole('button', { name: 'Close details' }).click();

    await page.getByRole('button', { name: 'New flag' }).click();
    const newFlag = page.getByRole('dialog', { name: 'New flag in default' });
    await newFlag.getByRole('textbox', { name: 'Name' }).fill('checkout-v2');
    await expect(newFlag.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(/already exists/);
    await noSeriousFaults(page, newFlag, 'the new flag form, with a taken name');
    await page.keyboard.press('Escape');

    await page.goto(`${server.url}/segments`);
    await page.getByRole('button', { name: 'New segment' }).click();
    const segment = page.getByRole('form', { name: 'New segment' });
    await segment.getByRole('button', { name: 'Add constraint' }).click();
    await paste(segment.getByLabel(/^Values to add/), 'alice,bob');
    await segment.getByRole('button', { name: 'Create segment' }).click();
    await expect(segment.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await noSeriousFaults(page, segment, 'the segment form, with a missing name');

    await page.goto(`${server.url}/context-fields`);
    await page.getByRole('button', { name: 'New context field' }).click();
    const field = page.getByRole('form', { name: 'New context field' });
    await field.getByLabel('Name').fill('plan');
    await field.getByLabel(/Legal values/).fill('free\npro: Paying customers');
    await noSeriousFaults(page, field, 'the context field form');
  });
}

/** Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator, { backwards = false, most = 40 } = {}) {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached by ${backwards ? 'Shift+Tab' : 'Tab'} within ${most} presses`).toBeFocused();
}

async function developmentStrategies(server: RunningServer) {
  const response = await fetch(`${server.url}/api/admin/projects/default/features/${flag}`, { headers: { Authorization: adminToken } });
  const feature = (await response.json()) as { environments: { name: string; strategies: { title?: string | null; constraints?: unknown[] }[] }[] };
  return feature.environments.find((environment) => environment.name === 'development')?.strategies ?? [];
}

test('the strategy editor by keyboard alone: a constraint added, values pasted and one removed, saved', async ({ page, server, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, server, adminToken, `/projects/default/flags/${flag}`);
  const details = page.getByRole('dialog', { name: flag });
  await tabTo(page, details.getByRole('button', { name: 'Add strategy in development' }), { most: 80 });
  await page.keyboard.press('Enter');
  const editor = page.getByRole('dialog', { name: `Add a strategy to ${flag} in development` });
  await expect(editor.getByLabel('Strategy', { exact: true })).toBeFocused();

  await tabTo(page, editor.getByLabel('Title (optional)'));
  await page.keyboard.type('Pasted testers');
  await tabTo(page, editor.getByRole('button', { name: 'Add constraint' }));
  await page.keyboard.press('Enter');
  const constraint = editor.getByRole('group', { name: 'Constraint 1' });
  const values = constraint.getByLabel(/^Values to add/);
  await tabTo(page, values, { backwards: true });
  await page.evaluate(() => navigator.clipboard.writeText('tester-1\ntester-2\ntester-3\n'));
  await page.keyboard.press('ControlOrMeta+V');
  await expect(constraint).toContainText('3 values. Added 3 values.');
  await page.keyboard.type('tester-4');
  await page.keyboard.press('Enter');
  await expect(constraint).toContainText('4 values.');

  // Into the list (one tab stop), down to the second value, which Delete removes.
  await tabTo(page, constraint.getByRole('button', { name: 'Remove tester-1' }));
  await page.keyboard.press('ArrowDown');
  await expect(constraint.getByRole('button', { name: 'Remove tester-2' })).toBeFocused();
  await page.keyboard.press('Delete');
  await expect(constraint).toContainText('3 values.');
  await expect(constraint.getByRole('button', { name: 'Remove tester-3' })).toBeFocused();

  await tabTo(page, editor.getByRole('button', { name: 'Save strategy' }));
  await page.keyboard.press('Enter');
  await expect(editor).toBeHidden();
  const saved = (await developmentStrategies(server)).find((strategy) => strategy.title === 'Pasted testers');
  expect(saved?.constraints).toEqual([expect.objectContaining({ contextName: 'userId', operator: 'IN', values: ['tester-1', 'tester-3', 'tester-4'] })]);
});
