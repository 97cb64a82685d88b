import AxeBuilder from '@axe-core/playwright';
import { featureSchema, type Feature } from '../contract';
import { expect, rolloutStrategy, signIn, test, type UnleashApi } from './fixtures';

// A flag's differences between development and production promoted through the console against a
// real Unleash 8.2, which has no call that makes them at once: each change goes through Unleash's
// own endpoint for it, is reported, and is checked afterwards through Unleash's admin API.

const flags = ['e2e-promote-alpha', 'e2e-promote-beta'] as const;
const [alpha, beta] = flags;

async function call(unleash: UnleashApi, method: string, path: string, body?: unknown) {
  const answer = await fetch(unleash.url + path, {
    method,
    headers: { Authorization: unleash.adminToken, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(answer.status, `${method} ${path}: ${await answer.clone().text()}`).toBeLessThan(300);
  return answer;
}

const flagPath = (flag: string) => `/api/admin/projects/default/features/${flag}`;

async function production(unleash: UnleashApi, flag: string): Promise<NonNullable<Feature['environments']>[number] | undefined> {
  const feature = featureSchema.parse(await (await call(unleash, 'GET', `${flagPath(flag)}?variantEnvironments=true`)).json());
  return feature.environments?.find((environment) => environment.name === 'production');
}

/** On in development with a 50 % rollout for EU users and a variant; off in production, with a strategy of its own there. */
async function seedFlag(unleash: UnleashApi, flag: string) {
  await call(unleash, 'POST', '/api/admin/projects/default/features', { name: flag, type: 'release' });
  await call(unleash, 'POST', `${flagPath(flag)}/environments/development/strategies`, {
    ...rolloutStrategy(flag, 50), title: 'Half of the EU', constraints: [{ contextName: 'region', operator: 'IN', values: ['eu'] }],
  });
  await call(unleash, 'PUT', `${flagPath(flag)}/environments/development/variants`, [{ name: 'blue', weight: 1000, weightType: 'variable', stickiness: 'default' }]);
  await call(unleash, 'POST', `${flagPath(flag)}/environments/development/on`);
  await call(unleash, 'POST', `${flagPath(flag)}/environments/production/strategies`, { name: 'default', title: 'Office only', constraints: [], parameters: {} });
}

test.beforeEach(async ({ unleash }) => {
  for (const flag of flags) await seedFlag(unleash, flag);
});

test.afterEach(async ({ unleash }) => {
  for (const flag of flags) await fetch(`${unleash.url}${flagPath(flag)}`, { method: 'DELETE', headers: { Authorization: unleash.adminToken } });
  await fetch(`${unleash.url}/api/admin/projects/default/delete`, {
    method: 'POST', headers: { Authorization: unleash.adminToken, 'Content-Type': 'application/json' }, body: JSON.stringify({ features: flags }),
  });
});

test('a flag\'s differences promoted from development to production change by change with Unleash\'s own endpoints, each reported', async ({ page, flagdeck, unleash }) => {
  test.slow();
  await signIn(page, flagdeck, unleash, `/projects/default/compare?flag=${alpha}&from=development&to=production`);
  const differences = page.getByRole('list', { name: `Differences of ${alpha}` });
  await expect(differences.getByRole('checkbox')).toHaveCount(4);
  await expect(differences.getByRole('checkbox', { name: 'Turn on in production (on in development)' })).toBeChecked();

  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes(flagPath(alpha))) sent.push(`${request.method()} ${new URL(request.url()).pathname.slice(flagPath(alpha).length)}`);
  });
  await page.getByRole('button', { name: 'Promote 4 changes to production…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Promote 4 changes from development to production?' });
  await expect(dialog).toContainText('This service has no call that makes them as one');
  // The impact preview is Flagdeck's own: in front of Unleash the dialog says so.
  await expect(dialog.getByRole('region', { name: 'Impact on saved audiences' })).toContainText('needs Flagdeck’s embedded flag service');
  await dialog.getByRole('button', { name: 'Promote to production' }).click();

  const summary = page.getByRole('alertdialog', { name: 'Promoted' });
  await expect(summary.getByRole('status')).toHaveText('All 4 changes made in production, one by one.');
  await expect(summary.getByRole('list', { name: 'Each change' }).getByRole('listitem')).toHaveText([
    /^e2e-promote-alpha: Add the strategy Half of the EU: .*\. Made\.$/,
    /^e2e-promote-alpha: Delete the strategy Office only: .*\. Made\.$/,
    /^e2e-promote-alpha: Variants as in development: blue 100% .*\. Made\.$/,
    'e2e-promote-alpha: Turn on in production (on in development). Made.',
  ]);
  expect(sent.map((entry) => entry.replace(/strategies\/[^/]+$/, 'strategies/:id'))).toEqual([
    'POST /environments/production/strategies',
    'DELETE /environments/production/strategies/:id',
    'PUT /environments/production/variants',
    'POST /environments/production/on',
  ]);
  await summary.getByRole('button', { name: 'Close' }).click();

  const promoted = await production(unleash, alpha);
  expect(promoted?.enabled).toBe(true);
  expect(promoted?.strategies?.map((strategy) => strategy.title)).toEqual(['Half of the EU']);
  expect(promoted?.strategies?.[0]).toMatchObject({ parameters: { rollout: '50', groupId: alpha }, constraints: [expect.objectContaining({ contextName: 'region', values: ['eu'] })] });
  expect(promoted?.variants?.map((variant) => variant.name)).toEqual(['blue']);
  // Read again, the two environments are alike.
  await expect(page.getByRole('heading', { name: 'development and production are the same' })).toBeVisible();
});

test('a change Unleash refuses is reported with its reason, that flag\'s later changes are not made, and the other flag\'s are', async ({ page, flagdeck, unleash }) => {
  test.slow();
  await signIn(page, flagdeck, unleash, `/projects/default/compare?flag=${alpha}&flag=${beta}&from=development&to=production`);
  await expect(page.getByRole('list', { name: `Differences of ${beta}` }).getByRole('checkbox')).toHaveCount(4);
  await page.getByRole('button', { name: 'Promote 8 changes to production…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Promote 8 changes from development to production?' });
  // Meanwhile someone deletes alpha's own production strategy in Unleash: its deletion meets a 404.
  const own = (await production(unleash, alpha))?.strategies?.[0]?.id;
  expect(own).toBeDefined();
  await call(unleash, 'DELETE', `${flagPath(alpha)}/environments/production/strategies/${own ?? ''}`);
  await dialog.getByRole('button', { name: 'Promote to production' }).click();

  const summary = page.getByRole('alertdialog', { name: 'Promoted in part' });
  await expect(summary.getByRole('status')).toHaveText('5 of 8 changes made in production, one by one; 1 failed, 2 not made.');
  const outcomes = summary.getByRole('list', { name: 'Each change' }).getByRole('listitem');
  await expect(outcomes.nth(0)).toContainText('Made.');
  await expect(outcomes.nth(1)).toContainText(`Failed: Could not find strategy with id=${own ?? ''}`);
  await expect(outcomes.nth(2)).toContainText('Not made: a change of this flag before it failed');
  await expect(outcomes.nth(3)).toContainText('Not made: a change of this flag before it failed');
  for (const index of [4, 5, 6, 7]) await expect(outcomes.nth(index)).toContainText(`${beta}: `);
  for (const index of [4, 5, 6, 7]) await expect(outcomes.nth(index)).toContainText('Made.');
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    const faults = await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze();
    expect(faults.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'), theme).toEqual([]);
  }
  await summary.getByRole('button', { name: 'Close' }).click();

  const alphaNow = await production(unleash, alpha);
  expect(alphaNow?.enabled).toBe(false);
  expect(alphaNow?.strategies?.map((strategy) => strategy.title)).toEqual(['Half of the EU']);
  expect(alphaNow?.variants ?? []).toEqual([]);
  const betaNow = await production(unleash, beta);
  expect(betaNow?.enabled).toBe(true);
  expect(betaNow?.strategies?.map((strategy) => strategy.title)).toEqual(['Half of the EU']);
  // What is left to promote, read again from Unleash: alpha's switch and variants.
  await expect(page.getByRole('list', { name: `Differences of ${alpha}` }).getByRole('checkbox')).toHaveCount(2);
  await expect(page.getByRole('list', { name: `Differences of ${beta}` })).toHaveCount(0);
});

test('the whole project compared reads each environment once with Unleash\'s export', async ({ page, flagdeck, unleash }) => {
  const exports: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/admin/features-batch/export')) exports.push(request.postDataJSON());
  });
  await signIn(page, flagdeck, unleash, '/projects/default/compare?from=development&to=production');
  await expect(page.getByRole('status').filter({ hasText: /flags differ between development and production/ })).toBeVisible();
  for (const flag of flags) await expect(page.getByRole('list', { name: `Differences of ${flag}` }).getByRole('checkbox')).toHaveCount(4);
  expect(exports).toEqual([{ environment: 'development', project: 'default' }, { environment: 'production', project: 'default' }]);
});
