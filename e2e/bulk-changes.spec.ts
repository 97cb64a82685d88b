import AxeBuilder from '@axe-core/playwright';
import { z } from 'zod';
import { eventSearchResponseSchema, featureListSchema } from '../contract';
import { tagListSchema } from '../contract/adminRequests';
import { expect, signIn, test } from './fixtures';
import { adminToken, demoToken, type RunningServer } from './server';

// Many flags changed at once from the Flags page: selected, previewed, made as one change.

async function read<S extends z.ZodType>(server: RunningServer, path: string, schema: S): Promise<z.infer<S>> {
  const response = await fetch(server.url + path, { headers: { Authorization: adminToken } });
  expect(response.status, `GET ${path}`).toBe(200);
  return schema.parse(await response.json());
}
const enabledIn = async (server: RunningServer, environment: string) => new Map(
  (await read(server, '/api/admin/projects/default/features', featureListSchema)).features
    .map((flag) => [flag.name, flag.environments?.find((entry) => entry.name === environment)?.enabled ?? false]),
);

test('a filter\'s flags selected at once, switched off in staging as one change after a preview, and summed up', async ({ page, server }) => {
  await signIn(page, server, adminToken, '/projects/default/flags?q=nav');
  const grid = page.getByRole('grid', { name: 'Flags' });
  await expect(grid.getByRole('rowheader')).toHaveCount(3);
  const before = await enabledIn(server, 'staging');
  const onBefore = ['new-navigation', 'nav-search-bar', 'nav-quick-links'].filter((name) => before.get(name));

  await grid.getByRole('checkbox', { name: 'Select all 3 flags matching the filter' }).check();
  const bar = page.getByRole('region', { name: 'Selected flags' });
  await expect(bar.getByRole('status')).toHaveText('3 flags selected');
  await bar.getByLabel('Environment').selectOption('staging');
  await bar.getByRole('button', { name: 'Turn off…' }).click();

  const dialog = page.getByRole('alertdialog', { name: `Turn off ${onBefore.length} flags in staging?` });
  expect((await dialog.getByRole('list', { name: 'Flags that change' }).getByRole('listitem').allInnerTexts()).sort()).toEqual([...onBefore].sort());
  await expect(dialog).toContainText('One change, all or nothing');
  await expect(dialog.getByRole('region', { name: 'Impact on saved audiences' })).toContainText('saved audience');
  await dialog.getByRole('button', { name: `Turn off ${onBefore.length} flags in staging` }).click();
  const summary = page.getByRole('alertdialog', { name: 'Done' });
  await expect(summary.getByRole('status')).toContainText(`Turn off ${onBefore.length} flags in staging: done, as one change.`);
  await summary.getByRole('button', { name: 'Close' }).click();
  await expect(bar).toBeHidden();
  for (const name of ['new-navigation', 'nav-search-bar', 'nav-quick-links']) {
    await expect(page.getByRole('switch', { name: `${name} in staging` })).toHaveAttribute('aria-checked', 'false');
  }

  const after = await enabledIn(server, 'staging');
  expect([...after].filter(([name, on]) => on !== before.get(name) && !onBefore.includes(name))).toEqual([]);
  const { events } = await read(server, '/api/admin/search/events?type=IS:feature-environment-disabled&environment=IS:staging', eventSearchResponseSchema);
  const ours = events.filter((event) => onBefore.includes(event.featureName ?? ''));
  expect(ours).toHaveLength(onBefore.length);
  expect(new Set(ours.map((event) => event.groupId)).size).toBe(1);
});

test('by keyboard within the grid: Space selects a row, Shift+Space the range to it; a shift-click extends it; the bar says how many', async ({ page, server }) => {
  await signIn(page, server, adminToken, '/projects/default/flags');
  const grid = page.getByRole('grid', { name: 'Flags' });
  // The names are read once the rows are drawn, as a user waits for them: the skeleton comes first.
  await expect(grid.getByRole('rowheader').first()).toBeVisible();
  const names = (await grid.getByRole('rowheader').allInnerTexts()).map((text) => text.split('\n')[0]!.trim());
  await grid.getByRole('checkbox', { name: `Select ${names[0]}` }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(grid.getByRole('checkbox', { name: `Select ${names[2]}` })).toBeFocused();
  await page.keyboard.press('Shift+Space');
  const bar = page.getByRole('region', { name: 'Selected flags' });
  await expect(bar.getByRole('status')).toHaveText('3 flags selected');
  for (const name of names.slice(0, 3)) await expect(grid.getByRole('checkbox', { name: `Select ${name}` })).toBeChecked();
  await expect(grid.getByRole('row', { selected: true })).toHaveCount(3);

  await grid.getByRole('checkbox', { name: `Select ${names[5]}` }).click({ modifiers: ['Shift'] });
  await expect(bar.getByRole('status')).toHaveText('6 flags selected');
  await grid.getByRole('checkbox', { name: `Select ${names[1]}` }).click();
  await expect(bar.getByRole('status')).toHaveText('5 flags selected');
  await bar.getByRole('button', { name: 'Clear selection' }).click();
  await expect(bar).toBeHidden();
});

test('tags added to the selected flags at once, only where missing', async ({ page, server }) => {
  await signIn(page, server, adminToken, '/projects/default/flags?q=nav');
  const grid = page.getByRole('grid', { name: 'Flags' });
  await grid.getByRole('checkbox', { name: 'Select all 3 flags matching the filter' }).check();
  await page.getByRole('region', { name: 'Selected flags' }).getByRole('button', { name: 'Tags…' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel('Type').fill('team');
  await dialog.getByLabel('Value').fill('x');
  await expect(dialog.getByText('Too small', { exact: false })).toBeVisible();
  await dialog.getByLabel('Value').fill('navigation');
  await dialog.getByRole('button', { name: 'Tag 3 flags with team:navigation' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Done' })).toBeVisible();
  for (const name of ['new-navigation', 'nav-search-bar', 'nav-quick-links']) {
    const { tags } = await read(server, `/api/admin/features/${name}/tags`, tagListSchema);
    expect(tags).toContainEqual({ type: 'team', value: 'navigation' });
  }
});

test('a Viewer\'s bulk buttons are unavailable beforehand, each saying the permission it needs, and open nothing', async ({ page, server }) => {
  await signIn(page, server, demoToken(server, 'victor'), '/projects/default/flags?q=nav');
  await page.getByRole('grid', { name: 'Flags' }).getByRole('checkbox', { name: 'Select all 3 flags matching the filter' }).check();
  const bar = page.getByRole('region', { name: 'Selected flags' });
  await bar.getByLabel('Environment').selectOption('staging');
  const needs: Record<string, RegExp> = {
    'Turn on…': /UPDATE_FEATURE_ENVIRONMENT permission in staging/,
    'Turn off…': /UPDATE_FEATURE_ENVIRONMENT permission in staging/,
    'Tags…': /UPDATE_FEATURE permission/,
    'Archive…': /DELETE_FEATURE permission/,
  };
  for (const [name, permission] of Object.entries(needs)) {
    const button = bar.getByRole('button', { name });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(permission);
  }
  // The reason shows on focus, for keyboard users, and pressing changes nothing.
  await bar.getByRole('button', { name: 'Turn off…' }).focus();
  await expect(page.getByRole('tooltip').filter({ hasText: 'UPDATE_FEATURE_ENVIRONMENT' })).toBeVisible();
  await page.keyboard.press('Enter');
  // A click, too (Playwright would wait for a control marked unavailable to become available).
  await bar.getByRole('button', { name: 'Archive…' }).click({ force: true });
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // Clear selection is not a change: it stays available.
  await expect(bar.getByRole('button', { name: 'Clear selection' })).not.toHaveAttribute('aria-disabled');
});

test('an Editor\'s bulk switch in production, which requires change requests, becomes one change request with a change per flag', async ({ page, server }) => {
  await signIn(page, server, demoToken(server, 'bob'), '/projects/default/flags?q=nav');
  const before = await enabledIn(server, 'production');
  await page.getByRole('grid', { name: 'Flags' }).getByRole('checkbox', { name: 'Select all 3 flags matching the filter' }).check();
  const bar = page.getByRole('region', { name: 'Selected flags' });
  await bar.getByLabel('Environment').selectOption('production');
  await bar.getByRole('button', { name: 'Turn on…' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('production requires change requests');
  await dialog.getByLabel('Title of the change request').fill('Navigation everywhere');
  await dialog.getByRole('button', { name: 'Propose in a change request' }).click();
  const summary = page.getByRole('alertdialog', { name: 'Proposed in a change request' });
  const link = summary.getByRole('link', { name: /^change request #\d+$/ });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole('heading', { name: /Navigation everywhere/ })).toBeVisible();
  expect(await enabledIn(server, 'production')).toEqual(before);
});

test('a flag archived meanwhile leaves the selection as the page follows the change; the rest switched, then archived at once', async ({ page, server }) => {
  await signIn(page, server, adminToken, '/projects/default/flags?q=nav');
  const grid = page.getByRole('grid', { name: 'Flags' });
  await grid.getByRole('checkbox', { name: 'Select nav-search-bar' }).check();
  await grid.getByRole('checkbox', { name: 'Select nav-quick-links' }).check();
  const bar = page.getByRole('region', { name: 'Selected flags' });
  await bar.getByLabel('Environment').selectOption('development');
  const archived = await fetch(`${server.url}/api/admin/projects/default/features/nav-quick-links`, { method: 'DELETE', headers: { Authorization: adminToken } });
  expect(archived.status).toBe(200);
  // The live event stream takes the archived flag off the page, and out of what a bulk change sends.
  await expect(grid.getByRole('rowheader')).toHaveCount(2);
  const before = await enabledIn(server, 'development');
  await bar.getByRole('button', { name: before.get('nav-search-bar') ? 'Turn off…' : 'Turn on…' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: /^Turn (on|off) 1 flag in development$/ }).click();
  await page.getByRole('alertdialog', { name: 'Done' }).getByRole('button', { name: 'Close' }).click();
  expect((await enabledIn(server, 'development')).get('nav-search-bar')).toBe(!before.get('nav-search-bar'));

  await grid.getByRole('checkbox', { name: 'Select nav-search-bar' }).check();
  await bar.getByRole('button', { name: 'Archive…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Archive 1 flag?' });
  await dialog.getByRole('button', { name: 'Archive 1 flag' }).click();
  await page.getByRole('alertdialog', { name: 'Done' }).getByRole('button', { name: 'Close' }).click();
  await expect(grid.getByRole('rowheader')).toHaveCount(1);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the bulk bar and its preview have no serious accessibility faults (${theme})`, async ({ page, server }) => {
    await page.emulateMedia({ colorScheme: theme });
    await signIn(page, server, adminToken, '/projects/default/flags?q=nav');
    await page.getByRole('grid', { name: 'Flags' }).getByRole('checkbox', { name: 'Select all 3 flags matching the filter' }).check();
    const bar = page.getByRole('region', { name: 'Selected flags' });
    const barFaults = await new AxeBuilder({ page }).include('.flags-page').analyze();
    expect(barFaults.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
    await bar.getByRole('button', { name: 'Turn off…' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    const dialogFaults = await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze();
    expect(dialogFaults.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
  });
}
