import { featureSearchSchema } from '../contract';
import { tagListSchema } from '../contract/adminRequests';
import { expect, signIn, test, type UnleashApi } from './fixtures';

// Many flags changed at once from the Flags page against a real Unleash 8.2, through Unleash's own
// bulk endpoints (its bulk switch, bulk tags and archiving several), each checked afterwards
// through Unleash's admin API rather than through the console.

const flags = ['e2e-bulk-alpha', 'e2e-bulk-beta', 'e2e-bulk-gamma'] as const;
const filtered = '/projects/default/flags?q=e2e-bulk';

async function call(unleash: UnleashApi, method: string, path: string, body?: unknown) {
  return fetch(unleash.url + path, {
    method,
    headers: { Authorization: unleash.adminToken, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const tagsOf = async (unleash: UnleashApi, flag: string) =>
  tagListSchema.parse(await (await call(unleash, 'GET', `/api/admin/features/${flag}/tags`)).json()).tags;

const archivedOfOurs = async (unleash: UnleashApi) =>
  featureSearchSchema.parse(await (await call(unleash, 'GET', '/api/admin/search/features?project=IS:default&archived=IS:true&query=e2e-bulk')).json())
    .features.map((feature) => feature.name).sort();

// The journeys share one Unleash: these flags are made fresh for each test and deleted for good
// after it, so the other journeys see the seeded flags only.
test.beforeEach(async ({ unleash }) => {
  for (const name of flags) {
    const created = await call(unleash, 'POST', '/api/admin/projects/default/features', { name, type: 'release' });
    expect(created.status, `create ${name} in Unleash`).toBe(201);
  }
});

test.afterEach(async ({ unleash }) => unleash.removeFlags(flags));

test('selected flags switched on in development with Unleash\'s bulk switch, tagged with its bulk tags, archived together', async ({ page, flagdeck, unleash }) => {
  test.slow();
  await signIn(page, flagdeck, unleash, filtered);
  const grid = page.getByRole('grid', { name: 'Flags' });
  await expect(grid.getByRole('rowheader')).toHaveCount(3);
  for (const name of flags) expect(await unleash.enabledIn(name, 'development')).toBe(false);

  await grid.getByRole('checkbox', { name: 'Select all 3 flags matching the filter' }).check();
  const bar = page.getByRole('region', { name: 'Selected flags' });
  await bar.getByLabel('Environment').selectOption('development');
  await bar.getByRole('button', { name: 'Turn on…' }).click();
  let dialog = page.getByRole('alertdialog', { name: 'Turn on 3 flags in development?' });
  expect((await dialog.getByRole('list', { name: 'Flags that change' }).getByRole('listitem').allInnerTexts()).sort()).toEqual([...flags]);
  const bulkSwitch = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/admin/projects/default/bulk_features/environments/development/on'));
  await dialog.getByRole('button', { name: 'Turn on 3 flags in development' }).click();
  expect((await bulkSwitch).postDataJSON()).toEqual({ features: [...flags] });
  let summary = page.getByRole('alertdialog', { name: 'Done' });
  await expect(summary.getByRole('status')).toContainText('Turn on 3 flags in development: done, as one change.');
  await summary.getByRole('button', { name: 'Close' }).click();
  for (const name of flags) {
    expect(await unleash.enabledIn(name, 'development')).toBe(true);
    expect(await unleash.enabledIn(name, 'production')).toBe(false);
    await expect(page.getByRole('switch', { name: `${name} in development` })).toHaveAttribute('aria-checked', 'true');
  }

  await grid.getByRole('checkbox', { name: 'Select all 3 flags matching the filter' }).check();
  await bar.getByRole('button', { name: 'Tags…' }).click();
  dialog = page.getByRole('alertdialog');
  await dialog.getByLabel('Type').fill('simple');
  await dialog.getByLabel('Value').fill('bulk-tagged');
  const bulkTags = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/api/admin/projects/default/tags'));
  await dialog.getByRole('button', { name: 'Tag 3 flags with simple:bulk-tagged' }).click();
  expect((await bulkTags).postDataJSON()).toEqual({ features: [...flags], tags: { addedTags: [{ type: 'simple', value: 'bulk-tagged' }], removedTags: [] } });
  summary = page.getByRole('alertdialog', { name: 'Done' });
  await summary.getByRole('button', { name: 'Close' }).click();
  for (const name of flags) expect(await tagsOf(unleash, name)).toContainEqual({ type: 'simple', value: 'bulk-tagged' });

  await grid.getByRole('checkbox', { name: 'Select all 3 flags matching the filter' }).check();
  await bar.getByRole('button', { name: 'Archive…' }).click();
  dialog = page.getByRole('alertdialog', { name: 'Archive 3 flags?' });
  await dialog.getByRole('button', { name: 'Archive 3 flags' }).click();
  await page.getByRole('alertdialog', { name: 'Done' }).getByRole('button', { name: 'Close' }).click();
  await expect(grid.getByRole('rowheader')).toHaveCount(0);
  await expect.poll(() => archivedOfOurs(unleash)).toEqual([...flags]);
});

test('a flag archived in Unleash meanwhile leaves the selection once the page polls Unleash\'s events; the bulk switch sends the others', async ({ page, flagdeck, unleash }) => {
  test.slow(); // the console polls Unleash's event search every ten seconds.
  await signIn(page, flagdeck, unleash, filtered);
  const grid = page.getByRole('grid', { name: 'Flags' });
  await grid.getByRole('checkbox', { name: 'Select all 3 flags matching the filter' }).check();
  const bar = page.getByRole('region', { name: 'Selected flags' });
  await bar.getByLabel('Environment').selectOption('development');
  expect((await call(unleash, 'POST', '/api/admin/projects/default/archive', { features: [flags[2]] })).status).toBe(202);
  await expect(grid.getByRole('rowheader')).toHaveCount(2, { timeout: 30_000 });

  await bar.getByRole('button', { name: 'Turn on…' }).click();
  const bulkSwitch = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/bulk_features/environments/development/on'));
  await page.getByRole('alertdialog', { name: 'Turn on 2 flags in development?' }).getByRole('button', { name: 'Turn on 2 flags in development' }).click();
  expect((await bulkSwitch).postDataJSON()).toEqual({ features: flags.slice(0, 2) });
  await expect(page.getByRole('alertdialog', { name: 'Done' })).toBeVisible();
  for (const name of flags.slice(0, 2)) expect(await unleash.enabledIn(name, 'development')).toBe(true);
});

test('a Viewer\'s bulk buttons are unavailable, naming the permission Unleash gives them not; Unleash itself refuses their bulk switch as a whole', async ({ page, flagdeck, unleash }) => {
  await signIn(page, flagdeck, unleash, filtered, unleash.viewerToken);
  await page.getByRole('grid', { name: 'Flags' }).getByRole('checkbox', { name: 'Select all 3 flags matching the filter' }).check();
  const bar = page.getByRole('region', { name: 'Selected flags' });
  await bar.getByLabel('Environment').selectOption('development');
  for (const name of ['Turn on…', 'Turn off…']) {
    await expect(bar.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
    await expect(bar.getByRole('button', { name })).toHaveAccessibleDescription(/UPDATE_FEATURE_ENVIRONMENT permission in development/);
  }
  await expect(bar.getByRole('button', { name: 'Tags…' })).toHaveAccessibleDescription(/UPDATE_FEATURE permission/);
  await expect(bar.getByRole('button', { name: 'Archive…' })).toHaveAccessibleDescription(/DELETE_FEATURE permission/);
  await bar.getByRole('button', { name: 'Turn on…' }).click({ force: true });
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // What the page foresaw is what Unleash decides: the same switch sent with the Viewer's token is refused, none changed.
  const refused = await fetch(`${unleash.url}/api/admin/projects/default/bulk_features/environments/development/on`, {
    method: 'POST', headers: { Authorization: unleash.viewerToken, 'Content-Type': 'application/json' }, body: JSON.stringify({ features: flags }),
  });
  expect(refused.status).toBe(403);
  expect(await refused.text()).toContain('UPDATE_FEATURE_ENVIRONMENT');
  for (const name of flags) expect(await unleash.enabledIn(name, 'development')).toBe(false);
});
