import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { adminToken, demoToken, frontendToken, type RunningServer } from './server';

/*
 * Variants per environment, written in the flag's details by keyboard: what the editor saves is
 * what the frontend API hands out, and in an environment that requires change requests the save
 * becomes a change in the user's draft instead.
 */

async function call(server: RunningServer, method: string, path: string, token = adminToken, body?: unknown) {
  const response = await fetch(server.url + path, {
    method, headers: { Authorization: token, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<unknown>;
}

const pressButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).press('Enter');

test('variants added by keyboard, one with a JSON payload, are what the frontend API hands out', async ({ page, server }) => {
  await call(server, 'POST', '/api/admin/projects/default/features', adminToken, { name: 'variants-e2e' });
  await call(server, 'POST', '/api/admin/projects/default/features/variants-e2e/environments/development/on');
  await signIn(page, server, adminToken, '/projects/default/flags/variants-e2e');

  await pressButton(page, 'Add variants in development');
  await pressButton(page, 'Add variant');
  await pressButton(page, 'Add variant');
  const first = page.getByRole('group', { name: 'Variant 1' });
  await first.getByLabel('Name').fill('');
  await first.getByLabel('Name').pressSequentially('control');
  await first.getByLabel('Fixed weight').press('Space');
  await first.getByLabel('Weight (%)').fill('');
  await first.getByLabel('Weight (%)').pressSequentially('25');
  const second = page.getByRole('group', { name: 'Variant 2' });
  await second.getByLabel('Name').fill('');
  await second.getByLabel('Name').pressSequentially('treatment');
  await expect(second).toContainText('Share: 75%');
  await expect(page.getByText(/^Total:/)).toHaveText(/Total: 100%/);
  await second.getByLabel('Payload type').selectOption('JSON');
  const payload = second.getByLabel('Payload value');
  await payload.pressSequentially('{"steps": 3');
  await expect(payload).toHaveAttribute('aria-invalid', 'true');
  await expect(second.getByText('a json payload must be valid JSON')).toBeVisible();
  await pressButton(page, 'Add override to variant 2');
  await second.getByLabel('Values of override 1 (comma-separated)').pressSequentially('alice');
  await page.getByRole('button', { name: 'Save variants' }).press('Enter');
  await expect(payload).toBeFocused();
  await payload.press('End');
  await payload.pressSequentially('}');
  await expect(payload).toHaveAttribute('aria-invalid', 'false');
  await page.getByRole('button', { name: 'Save variants' }).press('Enter');

  const development = page.getByRole('article', { name: 'development' });
  const table = development.getByRole('table', { name: 'Variants in development' });
  await expect(table.getByRole('row', { name: /^control/ })).toContainText('25%fixed');
  await expect(table.getByRole('row', { name: /^treatment/ })).toContainText('75%');

  const answer = await call(server, 'GET', '/api/frontend?userId=alice', frontendToken) as { toggles: { name: string; variant: unknown }[] };
  expect(answer.toggles.find((toggle) => toggle.name === 'variants-e2e')?.variant).toEqual({
    name: 'treatment', enabled: true, feature_enabled: true, payload: { type: 'json', value: '{"steps": 3}' },
  });
});

test('in an environment that requires change requests the save lands in a draft, and production is unchanged', async ({ page, server }) => {
  const bob = demoToken(server, 'bob');
  const before = await call(server, 'GET', '/api/admin/projects/default/features/dark-mode') as { environments: { name: string; variants?: unknown[] }[] };
  await signIn(page, server, bob, '/projects/default/flags/dark-mode');
  const production = page.getByRole('article', { name: 'production' });
  await production.getByRole('button', { name: /variants in production$/ }).press('Enter');
  const count = await page.getByRole('group', { name: /^Variant \d+$/ }).count();
  await pressButton(page, 'Add variant');
  const added = page.getByRole('group', { name: `Variant ${count + 1}` });
  await added.getByLabel('Name').fill('');
  await added.getByLabel('Name').pressSequentially('night');
  await added.getByLabel('Payload type').selectOption('String');
  await added.getByLabel('Payload value').pressSequentially('dim');
  await page.getByRole('button', { name: 'Save variants' }).press('Enter');

  const dialog = page.getByRole('alertdialog', { name: 'production requires a change request' });
  await dialog.getByRole('button', { name: 'Add to a new change request' }).press('Enter');
  const done = page.getByRole('alertdialog', { name: /^Added to change request #\d+$/ });
  await expect(done).toBeVisible();
  const id = Number((await done.getByRole('heading').textContent())?.match(/#(\d+)/)?.[1]);

  const request = await call(server, 'GET', `/api/admin/projects/default/change-requests/${id}`, bob) as {
    state: string; features: { name: string; changes: { action: string; payload: { variants: { name: string; payload?: unknown }[] } }[] }[];
  };
  expect(request.state).toBe('Draft');
  const change = request.features.find((feature) => feature.name === 'dark-mode')?.changes[0];
  expect(change?.action).toBe('patchVariant');
  expect(change?.payload.variants.find((variant) => variant.name === 'night')?.payload).toEqual({ type: 'string', value: 'dim' });
  const after = await call(server, 'GET', '/api/admin/projects/default/features/dark-mode') as typeof before;
  expect(after.environments.find((e) => e.name === 'production')?.variants).toEqual(before.environments.find((e) => e.name === 'production')?.variants);
});
