import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { featureSchema } from '../contract';
import { approve, personWithRole, requireApprovals, submitSwitch } from './changeRequestSteps';
import { expect, signIn, test } from './fixtures';
import type { RunningServer } from './server';

// History on the embedded service: what people do through the console and the admin API is in
// the event log, read back as sentences with their diffs, on the History page and in a flag's
// History view.

async function write(server: RunningServer, token: string, method: string, path: string, body: unknown) {
  const answer = await fetch(server.url + path, { method, headers: { Authorization: token, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  expect(answer.status, `${method} ${path}: ${await answer.clone().text()}`).toBeLessThan(300);
  return answer;
}

async function stagingRolloutId(server: RunningServer, token: string): Promise<string> {
  const answer = await fetch(`${server.url}/api/admin/projects/default/features/checkout-v2`, { headers: { Authorization: token } });
  const feature = featureSchema.parse(await answer.json());
  const id = feature.environments?.find((environment) => environment.name === 'staging')?.strategies?.[0]?.id;
  if (!id) throw new Error('checkout-v2 has no strategy in staging');
  return id;
}

test('a switch, a strategy edit and a change request are in History with their diffs; the flag\'s view holds only its own', async ({ page, server }) => {
  test.slow(); // Three people, a change request through its steps, two pages.
  const editor = await personWithRole(server, 'hana-e2e', 'Editor');
  const pm = await personWithRole(server, 'pm-e2e', 'Editor');
  const approver = await personWithRole(server, 'approver-e2e', 'Editor');

  // A switch through the console.
  await signIn(page, server, editor, '/projects/default/flags');
  const toggle = page.getByRole('switch', { name: 'checkout-v2 in staging' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(toggle).not.toHaveAttribute('aria-busy');

  // A strategy edit through the admin API, as a script would make it.
  const strategy = await stagingRolloutId(server, editor);
  await write(server, editor, 'PUT', `/api/admin/projects/default/features/checkout-v2/environments/staging/strategies/${strategy}`, {
    name: 'flexibleRollout', parameters: { rollout: '30', stickiness: 'default', groupId: 'checkout-v2' },
    constraints: [{ contextName: 'appName', operator: 'IN', values: ['web-shop'] }],
  });

  // A change request: proposed, approved and applied by other people.
  await requireApprovals(server, 'production', 1);
  const id = await submitSwitch(server, pm, 'beta-reports', false);
  await approve(server, approver, id);
  await write(server, approver, 'PUT', `/api/admin/projects/default/change-requests/${id}/state`, { state: 'Applied' });

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
  const switched = page.getByRole('article', { name: 'hana-e2e turned checkout-v2 off in staging' });
  await expect(switched).toBeVisible();
  await switched.getByRole('button', { name: /Show changes/ }).click();
  await expect(switched.getByRole('row', { name: /^Enabled/ })).toContainText(/On.*Off/);

  // Keyboard alone opens the strategy edit's diff.
  const edited = page.getByRole('article', { name: 'hana-e2e edited the rollout strategy of checkout-v2 in staging' });
  await edited.getByRole('button', { name: /Show changes/ }).focus();
  await page.keyboard.press('Enter');
  const diff = edited.getByRole('table');
  await expect(diff.getByRole('row', { name: /^Rule/ })).toContainText(/100% of users.*30% of users/);
  await expect(diff.getByRole('row', { name: /^Constraints/ })).toContainText(/none.*appName is one of web-shop/);

  // The applied change request: its switch and its being applied under one heading that links it.
  const group = page.getByRole('group', { name: new RegExp(`applied together by a change request \\(change request #${id}\\)`) });
  const applied = group.getByRole('article', { name: 'approver-e2e turned beta-reports off in production' });
  await applied.getByRole('button', { name: /Show changes/ }).click();
  await expect(applied.getByRole('row', { name: /^Enabled/ })).toContainText(/On.*Off/);
  await expect(group.getByRole('link', { name: `change request #${id}` }).first()).toHaveAttribute('href', `/projects/default/change-requests/${id}`);
  await expect(page.getByRole('article', { name: `pm-e2e opened change request #${id} in production` })).toBeVisible();

  // Filtered by the flag, in the address; the export holds every event of the filter.
  await page.getByLabel('Flag').fill('checkout-v2');
  await page.getByLabel('Flag').press('Enter');
  await expect(page).toHaveURL(/\/history\?flag=checkout-v2$/);
  await expect(page.getByRole('article', { name: /beta-reports/ })).toHaveCount(0);
  const total = Number((await page.getByRole('navigation', { name: 'Pages of events' }).getByRole('status').textContent())?.match(/of (\d+) events/)?.[1]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = readFileSync((await (await download).path()) ?? '', 'utf8').trim().split('\r\n');
  expect(file).toHaveLength(total + 1);
  expect(file.some((line) => line.includes('hana-e2e turned checkout-v2 off in staging'))).toBe(true);

  // The flag's own view, from the Flags page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Flags' }).click();
  await page.getByRole('link', { name: 'checkout-v2', exact: true }).click();
  await page.getByRole('navigation', { name: 'Views of the flag' }).getByRole('link', { name: 'History' }).click();
  const view = page.getByRole('region', { name: 'History of checkout-v2' });
  await expect(view.getByRole('article', { name: 'hana-e2e turned checkout-v2 off in staging' })).toBeVisible();
  await expect(view.getByRole('article', { name: 'hana-e2e edited the rollout strategy of checkout-v2 in staging' })).toBeVisible();
  await expect(view.getByRole('article', { name: /beta-reports/ })).toHaveCount(0);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`History and a flag's History view have no serious accessibility faults (${colorScheme})`, async ({ page, server }) => {
    test.slow(); // axe walks each page whole.
    await page.emulateMedia({ colorScheme });
    // Signed in first: an event's sentence names "the API token", which the sign-in check would find.
    await signIn(page, server);
    await page.goto(`${server.url}/history`);
    await page.getByRole('button', { name: /Show changes/ }).first().click();
    await expect(page.getByRole('article').first().getByRole('table')).toBeVisible();
    const serious = (violations: { impact?: string | null }[]) => violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious((await new AxeBuilder({ page }).analyze()).violations), 'the History page').toEqual([]);
    await page.goto(`${server.url}/projects/default/flags/checkout-v2/history`);
    await expect(page.getByRole('region', { name: 'History of checkout-v2' }).getByRole('article').first()).toBeVisible();
    expect(serious((await new AxeBuilder({ page }).analyze()).violations), "a flag's History view").toEqual([]);
  });
}

test('the exact time of an event shows on keyboard focus, and every filter is reached by Tab', async ({ page, server }) => {
  await signIn(page, server);
  await page.goto(`${server.url}/history`);
  const time = page.getByRole('article').first().locator('.focusable-time');
  await time.focus();
  await expect(time.locator('.focusable-time-exact')).toBeVisible();
  await expect(time.locator('.focusable-time-exact')).toHaveText(/, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2}/);
  await page.getByLabel('Flag').focus();
  for (const label of ['Project', 'Environment', 'Person', 'Type', 'From']) {
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(label, { exact: true })).toBeFocused();
  }
  await page.getByLabel('Type').selectOption('feature-strategy-add');
  await expect(page).toHaveURL(/type=feature-strategy-add/);
  await expect(page.getByRole('article').first()).toHaveAccessibleName(/ added /);
});
