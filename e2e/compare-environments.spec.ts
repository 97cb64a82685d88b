import AxeBuilder from '@axe-core/playwright';
import { eventSearchResponseSchema, featureSchema, type Feature } from '../contract';
import { expect, signIn, test } from './fixtures';
import { adminToken, demoToken, type RunningServer } from './server';

// Two environments of a flag compared side by side, and what the user chose of the differences
// promoted from one to the other as one change. Demo data: production of the default project
// requires change requests (an admin may skip them; bob, an Editor, may not).

const flag = 'promote-me';
const flagPath = `/api/admin/projects/default/features/${flag}`;

async function asAdmin(server: RunningServer, method: 'POST' | 'PUT', path: string, body: unknown) {
  const answer = await fetch(server.url + path, { method, headers: { Authorization: adminToken, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  expect(answer.status, await answer.clone().text()).toBeLessThan(300);
}
async function read(server: RunningServer): Promise<Feature> {
  const answer = await fetch(server.url + flagPath, { headers: { Authorization: adminToken } });
  return featureSchema.parse(await answer.json());
}
const environment = async (server: RunningServer, name: string) => (await read(server)).environments?.find((entry) => entry.name === name);

/** On in development with a 50 % rollout for EU users and a variant; in production off, with a strategy of its own. */
async function seedFlag(server: RunningServer) {
  await asAdmin(server, 'POST', '/api/admin/projects/default/features', { name: flag, type: 'release' });
  await asAdmin(server, 'POST', `${flagPath}/environments/development/strategies`, {
    name: 'flexibleRollout', title: 'Half of the EU',
    parameters: { rollout: '50', stickiness: 'default', groupId: flag },
    constraints: [{ contextName: 'region', operator: 'IN', values: ['eu'] }],
  });
  await asAdmin(server, 'PUT', `${flagPath}/environments/development/variants`, [{ name: 'blue', weight: 1000, weightType: 'variable', stickiness: 'default' }]);
  await asAdmin(server, 'POST', `${flagPath}/environments/development/on`, {});
  await asAdmin(server, 'POST', `${flagPath}/environments/production/strategies`, { name: 'default', title: 'Office only' });
}

test('a flag\'s differences between development and production, the chosen ones promoted as one change', async ({ page, server }) => {
  test.slow();
  await seedFlag(server);
  await asAdmin(server, 'POST', '/api/admin/saved-audiences', { name: 'EU shopper', context: { userId: 'u-17', properties: { region: 'eu' } } });
  await signIn(page, server, adminToken, `/projects/default/flags/${flag}`);
  await page.getByRole('dialog', { name: flag }).getByRole('link', { name: 'Compare environments' }).click();
  await expect(page.getByRole('heading', { name: 'Compare environments' })).toBeVisible();
  await page.getByLabel('From').selectOption('development');
  await page.getByLabel('To').selectOption('production');

  const differences = page.getByRole('list', { name: `Differences of ${flag}` });
  await expect(differences.getByRole('checkbox')).toHaveCount(4);
  await expect(differences.getByRole('checkbox', { name: 'Turn on in production (on in development)' })).toBeChecked();
  await expect(differences.getByRole('checkbox', { name: /^Add the strategy Half of the EU: 50% of users · region is one of/ })).toBeChecked();
  await expect(differences.getByRole('checkbox', { name: /^Variants as in development: blue 100%/ })).toBeChecked();
  // Keep production's own strategy: not chosen, not sent.
  await differences.getByRole('checkbox', { name: /^Delete the strategy Office only: On for everyone/ }).uncheck();

  await page.getByRole('button', { name: 'Promote 3 changes to production…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Promote 3 changes from development to production?' });
  await expect(dialog.getByRole('list', { name: 'Flags that change' })).toHaveText(flag);
  await expect(dialog).toContainText('production requires 2 approvals; you are skipping them.');
  await expect(dialog.getByRole('region', { name: 'Impact on saved audiences' })).toContainText(`Turns ${flag} on for EU shopper`);
  await dialog.getByRole('button', { name: 'Promote to production' }).click();
  const summary = page.getByRole('alertdialog', { name: 'Promoted' });
  await expect(summary.getByRole('status')).toHaveText('3 changes promoted from development to production, as one change.');
  await summary.getByRole('button', { name: 'Close' }).click();

  const production = await environment(server, 'production');
  expect(production?.enabled).toBe(true);
  expect(production?.strategies?.map((strategy) => strategy.title)).toEqual(['Office only', 'Half of the EU']);
  expect(production?.strategies?.[1]).toMatchObject({ parameters: { rollout: '50' }, constraints: [expect.objectContaining({ contextName: 'region', values: ['eu'] })] });
  expect(production?.variants?.map((variant) => variant.name)).toEqual(['blue']);
  const answer = await fetch(`${server.url}/api/admin/search/events?feature=IS:${flag}&environment=IS:production`, { headers: { Authorization: adminToken } });
  const { events } = eventSearchResponseSchema.parse(await answer.json());
  const promoted = events.filter((event) => ['feature-strategy-add', 'feature-environment-variants-updated', 'feature-environment-enabled'].includes(event.type) && event.groupId);
  expect(promoted.map((event) => event.type).sort()).toEqual(['feature-environment-enabled', 'feature-environment-variants-updated', 'feature-strategy-add']);
  expect(new Set(promoted.map((event) => event.groupId)).size).toBe(1);

  // Only the difference left out remains.
  await expect(differences.getByRole('checkbox')).toHaveCount(1);
});

test('an Editor\'s promotion into production, which requires change requests, becomes one change request', async ({ page, server }) => {
  await seedFlag(server);
  await signIn(page, server, demoToken(server, 'bob'), `/projects/default/compare?flag=${flag}&from=development&to=production`);
  await page.getByRole('button', { name: 'Promote 4 changes to production…' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('production requires change requests');
  await dialog.getByLabel('Title of the change request').fill('Promote the EU rollout');
  await dialog.getByRole('button', { name: 'Propose in a change request' }).click();
  const link = page.getByRole('alertdialog', { name: 'Proposed in a change request' }).getByRole('link', { name: /^change request #\d+$/ });
  await link.click();
  await expect(page.getByRole('heading', { name: /Promote the EU rollout/ })).toBeVisible();
  expect((await environment(server, 'production'))?.enabled).toBe(false);
});

test('the project\'s flags compared: the same environments say so; a Viewer\'s promote button is unavailable and says why', async ({ page, server }) => {
  await seedFlag(server);
  await signIn(page, server, demoToken(server, 'victor'), '/projects/default/compare?from=production&to=production');
  await expect(page.getByRole('heading', { name: 'Choose two different environments' })).toBeVisible();
  await page.getByLabel('To').selectOption('development');
  await expect(page.getByRole('status').filter({ hasText: /flags? differs? between production and development/ })).toBeVisible();
  const promote = page.getByRole('button', { name: /^Promote \d+ changes? to development…$/ });
  await expect(promote).toHaveAttribute('aria-disabled', 'true');
  await expect(promote).toHaveAccessibleDescription(/UPDATE_FEATURE_ENVIRONMENT/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the comparison and its promotion dialog have no serious accessibility faults (${theme})`, async ({ page, server }) => {
    await page.emulateMedia({ colorScheme: theme });
    await seedFlag(server);
    await signIn(page, server, adminToken, `/projects/default/compare?flag=${flag}&from=development&to=production`);
    await expect(page.getByRole('list', { name: `Differences of ${flag}` })).toBeVisible();
    const pageFaults = await new AxeBuilder({ page }).include('.compare-page').analyze();
    expect(pageFaults.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
    await page.getByRole('button', { name: 'Promote 4 changes to production…' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    const dialogFaults = await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze();
    expect(dialogFaults.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
  });
}
