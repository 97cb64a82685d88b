import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { adminToken, demoToken, type RunningServer } from './server';

/**
 * Projects and environments set up in the console against the real server and its demo
 * (server/demo: projects default and payments, environments development, staging and production).
 */

const admin = (server: RunningServer, path: string, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: adminToken, ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
const read = async <T>(server: RunningServer, path: string) => (await (await admin(server, path)).json()) as T;
const rowOf = (table: Locator, name: string) => table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name, exact: false }) });

test('an admin makes a project with two environments and production behind two approvals; the switcher and the Flags page take it at once', async ({ page, server }) => {
  test.slow(); // a journey over several pages, each read anew after its writes.
  await signIn(page, server, adminToken, '/settings/projects');
  await page.getByRole('link', { name: 'Settings' }).first().focus();
  await expect(page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'New project' }).press('Enter');
  const form = page.getByRole('form', { name: 'New project' });
  await form.getByLabel('Name', { exact: true }).fill('Mobile apps');
  await form.getByRole('checkbox', { name: /^staging/ }).uncheck();
  const production = form.getByRole('group', { name: 'Environments' });
  await production.getByRole('checkbox', { name: 'Changes need a change request' }).nth(1).check();
  await form.getByLabel('Approvals needed in production').selectOption('2');

  // A bad id is refused at its field, and what was typed stays.
  await form.getByLabel(/^Id/).fill('mobile apps');
  await form.getByRole('button', { name: 'Create project' }).press('Enter');
  await expect(form.getByLabel(/^Id/)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel(/^Id/)).toHaveAccessibleDescription(/URL-friendly/);
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Mobile apps');
  // A taken one, by the service's answer.
  await form.getByLabel(/^Id/).fill('payments');
  await form.getByRole('button', { name: 'Create project' }).click();
  await expect(form.getByLabel(/^Id/)).toHaveAccessibleDescription(/already exists/);

  await form.getByLabel(/^Id/).fill('');
  await form.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/settings\/projects\/mobile-apps$/);
  await expect(page.getByRole('heading', { name: 'Mobile apps: settings' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Project', exact: true })).toHaveValue('mobile-apps');
  const config = await read<Array<{ environment: string; changeRequestEnabled: boolean; requiredApprovals: number }>>(server, '/api/admin/projects/mobile-apps/change-requests/config');
  expect(config.map((entry) => [entry.environment, entry.changeRequestEnabled, entry.requiredApprovals])).toEqual([['development', false, 1], ['production', true, 2]]);

  // The Flags page draws a column per environment once the project has a flag.
  expect((await admin(server, '/api/admin/projects/mobile-apps/features', { method: 'POST', body: { name: 'mobile-checkout' } })).status).toBe(201);
  await page.getByRole('link', { name: 'Open its flags' }).click();
  await expect(page.getByRole('columnheader', { name: /production/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /staging/ })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Project', exact: true }).selectOption('payments');
  await expect(page.getByRole('combobox', { name: 'Project', exact: true }).getByRole('option', { name: 'Mobile apps' })).toHaveCount(1);
});

test('a project\'s environments and change requests are set from its settings; renaming it renames it in the switcher', async ({ page, server }) => {
  test.slow(); // a journey over several pages, each read anew after its writes.
  await signIn(page, server, adminToken, '/settings/projects/payments');
  const table = page.getByRole('table', { name: 'Environments of the project' });
  await table.getByRole('switch', { name: 'Use staging in Payments' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Stop using staging in Payments?' });
  await expect(confirm).toContainText('is kept and served again');
  await confirm.getByRole('button', { name: 'Stop using it' }).click();
  await expect(table.getByRole('switch', { name: 'Use staging in Payments' })).toHaveAttribute('aria-checked', 'false');

  await table.getByRole('switch', { name: 'Changes in production need a change request' }).press('Space');
  await expect(table.getByLabel('Approvals needed in production')).toBeVisible();
  await table.getByLabel('Approvals needed in production').selectOption('3');
  await expect.poll(async () => (await read<Array<{ environment: string; changeRequestEnabled: boolean; requiredApprovals: number }>>(server, '/api/admin/projects/payments/change-requests/config'))
    .find((entry) => entry.environment === 'production')).toMatchObject({ changeRequestEnabled: true, requiredApprovals: 3 });

  const details = page.getByRole('form', { name: 'Name and description' });
  await details.getByLabel('Name', { exact: true }).fill('Payments and billing');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByRole('status')).toHaveText('Saved.');
  await expect(page.getByRole('combobox', { name: 'Project', exact: true }).getByRole('option', { name: 'Payments and billing' })).toHaveCount(1);

  await page.goto(`${server.url}/projects/payments/flags`);
  await expect(page.getByRole('columnheader', { name: /production/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /staging/ })).toHaveCount(0);
  const events = await read<{ events: Array<{ type: string }> }>(server, '/api/admin/search/events?project=IS:payments&limit=3');
  expect(events.events.map((event) => event.type)).toEqual(['project-updated', 'change-request-configuration-updated', 'change-request-configuration-updated']);
});

test('a project with flags cannot be archived until they are; an empty one is archived, listed apart and revived', async ({ page, server }) => {
  expect((await admin(server, '/api/admin/projects', { method: 'POST', body: { id: 'shelf', name: 'Shelf' } })).status).toBe(201);
  await signIn(page, server, adminToken, '/settings/projects');
  const table = page.getByRole('table', { name: 'Projects' });
  const archivePayments = rowOf(table, 'Payments').getByRole('button', { name: 'Archive Payments' });
  await expect(archivePayments).toHaveAttribute('aria-disabled', 'true');
  await expect(archivePayments).toHaveAccessibleDescription(/Archive its \d+ flags first/);

  await rowOf(table, 'Shelf').getByRole('button', { name: 'Archive Shelf' }).click();
  await page.getByRole('alertdialog', { name: 'Archive Shelf?' }).getByRole('button', { name: 'Archive project' }).click();
  const archived = page.getByRole('region', { name: 'Archived projects' });
  await expect(archived.getByRole('button', { name: 'Revive Shelf' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Shelf' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Project', exact: true }).getByRole('option', { name: 'Shelf' })).toHaveCount(0);
  await archived.getByRole('button', { name: 'Revive Shelf' }).click();
  await expect(table.getByRole('rowheader', { name: 'Shelf' })).toBeVisible();
  await expect(archived).toContainText('No archived projects.');
});

test('environments are made, retyped, moved, hidden from the flag lists and deleted, each by keyboard', async ({ page, server }) => {
  test.slow(); // a journey over several pages, each read anew after its writes.
  await signIn(page, server, adminToken, '/settings/environments');
  await page.getByRole('button', { name: 'New environment' }).press('Enter');
  const form = page.getByRole('form', { name: 'New environment' });
  await form.getByLabel(/^Name/).fill('staging');
  await form.getByLabel('Type').selectOption('test');
  await form.getByRole('button', { name: 'Create environment' }).press('Enter');
  await expect(form.getByLabel(/^Name/)).toHaveAccessibleDescription(/already exists/);
  await form.getByLabel(/^Name/).fill('qa');
  await form.getByRole('button', { name: 'Create environment' }).press('Enter');
  await expect(form).toHaveCount(0);

  const table = page.getByRole('table', { name: 'Environments, in their order' });
  await expect(table.getByRole('rowheader')).toHaveText(['development', 'staging', 'production', 'qa']);
  await table.getByRole('button', { name: 'Move qa up' }).press('Enter');
  await expect(table.getByRole('rowheader')).toHaveText(['development', 'staging', 'qa', 'production']);
  await table.getByLabel('Type of qa').selectOption('preproduction');
  await expect.poll(async () => (await read<{ type: string }>(server, '/api/admin/environments/qa')).type).toBe('preproduction');

  // Used by a project and hidden: the Flags page leaves it out, SDKs are still served.
  expect((await admin(server, '/api/admin/projects/default/environments', { method: 'POST', body: { environment: 'qa' } })).status).toBe(200);
  await table.getByRole('switch', { name: 'Show qa in the flag lists' }).press('Space');
  await expect(table.getByRole('switch', { name: 'Show qa in the flag lists' })).toHaveAttribute('aria-checked', 'false');
  await page.goto(`${server.url}/projects/default/flags`);
  await expect(page.getByRole('columnheader', { name: /production/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /^qa/ })).toHaveCount(0);

  // Deleting one a project uses is refused in words; once no project uses it, it goes.
  await page.goto(`${server.url}/settings/environments`);
  await table.getByRole('button', { name: 'Delete qa' }).click();
  await page.getByRole('alertdialog', { name: 'Delete qa?' }).getByRole('button', { name: 'Delete environment' }).click();
  await expect(page.getByRole('alert')).toContainText('Could not delete qa: Environment "qa" is used by the project "default"');
  await page.goto(`${server.url}/settings/projects/default`);
  await page.getByRole('switch', { name: 'Use qa in Default' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Stop using it' }).click();
  await expect(page.getByRole('switch', { name: 'Use qa in Default' })).toHaveAttribute('aria-checked', 'false');
  await page.goto(`${server.url}/settings/environments`);
  await table.getByRole('button', { name: 'Delete qa' }).click();
  await page.getByRole('alertdialog', { name: 'Delete qa?' }).getByRole('button', { name: 'Delete environment' }).click();
  await expect(table.getByRole('rowheader')).toHaveText(['development', 'staging', 'production']);
});

async function expectUnavailable(control: Locator, reason: RegExp) {
  await expect(control).toHaveAttribute('aria-disabled', 'true');
  await expect(control).toHaveAccessibleDescription(reason);
}

test('a Viewer reads projects and environments, and each control says which permission it needs; nothing is written', async ({ page, server }) => {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await signIn(page, server, demoToken(server, 'victor'), '/settings/projects');
  await expectUnavailable(page.getByRole('button', { name: 'New project' }), /CREATE_PROJECT/);
  await expectUnavailable(page.getByRole('button', { name: 'Archive Payments' }), /DELETE_PROJECT/);
  await page.getByRole('link', { name: 'Payments', exact: true }).click();
  await expectUnavailable(page.getByRole('switch', { name: 'Use staging in Payments' }), /UPDATE_PROJECT/);
  await expectUnavailable(page.getByRole('switch', { name: 'Changes in production need a change request' }), /UPDATE_CHANGE_REQUEST_SETTINGS/);
  await expectUnavailable(page.getByRole('button', { name: 'Save' }), /UPDATE_PROJECT/);
  await page.getByRole('switch', { name: 'Use staging in Payments' }).press('Space');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Environments' }).click();
  await expectUnavailable(page.getByRole('button', { name: 'New environment' }), /ADMIN/);
  await expectUnavailable(page.getByRole('switch', { name: 'Show staging in the flag lists' }), /ADMIN/);
  await expectUnavailable(page.getByRole('button', { name: 'Delete staging' }), /ADMIN/);
  expect(writes).toEqual([]);
});

async function seriousFaults(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds nothing serious on the projects, a project's settings and the environments (${colorScheme})`, async ({ page, server }) => {
    test.slow(); // axe walks three pages whole.
    await page.emulateMedia({ colorScheme });
    await signIn(page, server, adminToken, '/settings/projects');
    await page.getByRole('button', { name: 'New project' }).click();
    await expect(page.getByRole('form', { name: 'New project' })).toBeVisible();
    expect(await seriousFaults(page), 'projects').toEqual([]);
    await page.goto(`${server.url}/settings/projects/default`);
    await expect(page.getByLabel('Approvals needed in production')).toBeVisible();
    expect(await seriousFaults(page), 'settings').toEqual([]);
    await page.goto(`${server.url}/settings/environments`);
    await expect(page.getByRole('table', { name: 'Environments, in their order' })).toBeVisible();
    expect(await seriousFaults(page), 'environments').toEqual([]);
  });
}
