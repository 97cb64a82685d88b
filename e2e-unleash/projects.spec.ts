import { expect, signIn, test } from './fixtures';

/*
 * Projects and environments set up in the console through upstream mode, against Unleash 8.2
 * open source. It has one project (`default`) and the environments `development` and `production`.
 * What it has (the environments' order, showing or hiding one) is done through its own endpoints
 * and checked there; what only its paid edition has (making, editing and archiving projects,
 * making, retyping and deleting environments, change request settings) is said on the page, and
 * nothing changes in Unleash.
 */

interface UnleashEnvironment { name: string; type: string; enabled: boolean; sortOrder: number; visible?: boolean }

const readUnleash = async <T>(url: string, token: string): Promise<T> => {
  const answer = await fetch(url, { headers: { Authorization: token } });
  expect(answer.status, `GET ${url}`).toBe(200);
  return (await answer.json()) as T;
};

test('a new project is said to be in Unleash\'s paid edition; the default project\'s environments are Unleash\'s, without change request settings', async ({ page, flagdeck, unleash }) => {
  const projectsOfUnleash = async () => (await readUnleash<{ projects: Array<{ id: string }> }>(`${unleash.url}/api/admin/projects`, unleash.adminToken)).projects.map((project) => project.id);
  expect(await projectsOfUnleash()).toEqual(['default']);

  await signIn(page, flagdeck, unleash, '/settings/projects');
  await expect(page.getByRole('table', { name: 'Projects' }).getByRole('rowheader')).toHaveText(['Default']);
  // Unleash open source reads `?archived=true` as no filter: its project in use is not archived.
  await expect(page.getByRole('region', { name: 'Archived projects' })).toContainText('No archived projects.');

  await page.getByRole('button', { name: 'New project' }).click();
  const form = page.getByRole('form', { name: 'New project' });
  await form.getByLabel('Name', { exact: true }).fill('Mobile apps');
  await form.getByRole('button', { name: 'Create project' }).click();
  await expect(form).toContainText('Unleash open source has only the default project');
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Mobile apps');
  expect(await projectsOfUnleash()).toEqual(['default']);

  await page.getByRole('link', { name: 'Default', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Default: settings' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Change requests are not available on this service' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Environments of the project' });
  await expect(table.getByRole('columnheader', { name: 'Change requests' })).toHaveCount(0);

  // The environments the project uses are Unleash's. Taking one away there would take what its
  // flags hold in it with it (Unleash disconnects them), so this journey leaves them as they are.
  const usedInUnleash = (await readUnleash<{ environments: UnleashEnvironment[] }>(`${unleash.url}/api/admin/environments/project/default`, unleash.adminToken))
    .environments.filter((environment) => environment.visible).map((environment) => environment.name);
  expect(usedInUnleash.length).toBeGreaterThan(0);
  for (const name of usedInUnleash) await expect(table.getByRole('switch', { name: `Use ${name} in Default` })).toHaveAttribute('aria-checked', 'true');

  // Renaming the project is in the paid edition too: said, and what was typed stays.
  const details = page.getByRole('form', { name: 'Name and description' });
  await details.getByLabel('Description').fill('Renamed by the journey');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByRole('alert')).toContainText('Unleash open source has only the default project');
  await expect(details.getByLabel('Description')).toHaveValue('Renamed by the journey');
});

test('environments are moved and shown in Unleash; making and retyping one is said to be in its paid edition', async ({ page, flagdeck, unleash }) => {
  const environmentsOfUnleash = async () => (await readUnleash<{ environments: UnleashEnvironment[] }>(`${unleash.url}/api/admin/environments`, unleash.adminToken)).environments;
  const orderInUnleash = async () => (await environmentsOfUnleash()).sort((a, b) => a.sortOrder - b.sortOrder).map((environment) => environment.name);
  const enabledInUnleash = async (name: string) => (await environmentsOfUnleash()).find((environment) => environment.name === name)?.enabled;
  const before = await orderInUnleash();

  await signIn(page, flagdeck, unleash, '/settings/environments');
  const table = page.getByRole('table', { name: 'Environments, in their order' });
  await expect(table.getByRole('rowheader')).toHaveText(before.map((name) => new RegExp(`^${name}`)));

  await page.getByRole('button', { name: 'New environment' }).click();
  const form = page.getByRole('form', { name: 'New environment' });
  await form.getByLabel(/^Name/).fill('journey-qa');
  await form.getByRole('button', { name: 'Create environment' }).press('Enter');
  await expect(form).toContainText('Unleash open source keeps its environments as they are');
  await expect(form.getByLabel(/^Name/)).toHaveValue('journey-qa');
  expect(await orderInUnleash()).toEqual(before);
  await form.getByRole('button', { name: 'Cancel' }).click();

  // Moved down and back up, by keyboard: Unleash's order follows, and ends as it began.
  const last = before.at(-1) ?? '';
  const beforeLast = before.at(-2) ?? '';
  await table.getByRole('button', { name: `Move ${beforeLast} down` }).press('Enter');
  await expect.poll(orderInUnleash).toEqual([...before.slice(0, -2), last, beforeLast]);
  await expect(table.getByRole('rowheader').last()).toHaveText(new RegExp(`^${beforeLast}`));
  await table.getByRole('button', { name: `Move ${beforeLast} up` }).press('Enter');
  await expect.poll(orderInUnleash).toEqual(before);

  // Production hidden from the flag lists and shown again; put back through Unleash if a step fails,
  // as the journeys after this one switch flags there.
  const show = table.getByRole('switch', { name: 'Show production in the flag lists' });
  try {
    await show.press('Space');
    await expect.poll(() => enabledInUnleash('production')).toBe(false);
    await expect(show).toHaveAttribute('aria-checked', 'false');
    await show.press('Space');
    await expect.poll(() => enabledInUnleash('production')).toBe(true);
  } finally {
    await fetch(`${unleash.url}/api/admin/environments/production/on`, { method: 'POST', headers: { Authorization: unleash.adminToken } });
  }

  await table.getByLabel('Type of development').selectOption('test');
  await expect(page.getByRole('alert')).toContainText('Could not change the type of development: Not available on this service');
  expect((await environmentsOfUnleash()).find((environment) => environment.name === 'development')?.type).toBe('development');
});
