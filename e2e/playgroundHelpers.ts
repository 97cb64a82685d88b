import { expect, type Page } from '@playwright/test';
import { signIn } from './fixtures';
import { adminToken, frontendToken, type RunningServer } from './server';

/** Signs in as admin, opens the playground at `path` in the frontend API view, and enters the frontend token. */
export async function openPlayground(page: Page, server: RunningServer, path = '/playground', token = frontendToken) {
  await signIn(page, server, adminToken, path);
  await expect(page.getByRole('heading', { name: 'Playground' })).toBeVisible();
  // The choice is kept in the address, so it shows as checked once the address has it.
  await page.getByRole('radio', { name: 'Frontend API' }).click();
  await expect(page.getByRole('radio', { name: 'Frontend API' })).toBeChecked();
  await frontendTokenField(page).fill(token);
}

/** Signs in as admin and opens the playground at `path`, in the admin playground (its default view). */
export async function openAdminPlayground(page: Page, server: RunningServer, path = '/playground') {
  await signIn(page, server, adminToken, path);
  await expect(page.getByRole('radio', { name: 'Admin playground' })).toBeChecked();
}

export const frontendTokenField = (page: Page) => page.getByLabel('Frontend token', { exact: true });
export const contextForm = (page: Page, name = 'Context A') => page.getByRole('group', { name });
export const results = (page: Page) => page.getByRole('table', { name: 'Flags enabled for this context' });
export const notEnabled = (page: Page) => page.getByRole('region', { name: /^Not enabled for/ });

export async function evaluate(page: Page) {
  await page.getByRole('button', { name: 'Evaluate' }).click();
}

export async function addProperty(page: Page, name: string, value: string, context = 'Context A') {
  const form = contextForm(page, context);
  await form.getByRole('button', { name: 'Add property' }).click();
  const rows = await form.getByLabel(/^Name of property/).count();
  await form.getByLabel(`Name of property ${rows}`).fill(name);
  await form.getByLabel(`Value of property ${rows}`).fill(value);
}
