import { expect, test } from './fixtures';
import { adminToken, startServer } from './server';
import { contextForm, evaluate, frontendTokenField, openPlayground, results } from './playgroundHelpers';

// Every failure of /api/frontend is said next to the form, which stays as typed; none of them
// ends the admin session.

test('a frontend token the service does not know: 401, about the frontend token', async ({ page, server }) => {
  await openPlayground(page, server, '/playground?userId=ann', 'default:development.not-a-known-secret');
  await evaluate(page);
  await expect(page.getByRole('alert')).toContainText('Frontend token not accepted');
  await expect(frontendTokenField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(contextForm(page).getByLabel('userId')).toHaveValue('ann');
  await expect(page).toHaveURL(/\/playground\?userId=ann&via=frontend$/);
});

test('the admin token where a frontend token is needed: 403', async ({ page, server }) => {
  await openPlayground(page, server, '/playground?userId=ann', adminToken);
  await expect(page.getByText('This looks like an admin token; /api/frontend needs a frontend token.')).toBeVisible();
  await evaluate(page);
  await expect(page.getByRole('alert')).toContainText('A frontend token is needed');
  await expect(page.getByRole('alert')).toContainText('it is an admin or client token');
  await expect(contextForm(page).getByLabel('userId')).toHaveValue('ann');
});

test('a service with the frontend API switched off: 404', async ({ page }) => {
  const server = await startServer({ env: { FRONTEND_API: 'off' } });
  try {
    await openPlayground(page, server, '/playground?userId=ann');
    await evaluate(page);
    await expect(page.getByRole('alert')).toContainText('The frontend API is disabled');
    await expect(page.getByRole('alert')).toContainText('disabled on this service');
    await expect(contextForm(page).getByLabel('userId')).toHaveValue('ann');
  } finally {
    await server.stop();
  }
});

test('a currentTime that is not a date: 400, naming the field', async ({ page, server }) => {
  await openPlayground(page, server);
  await page.getByRole('button', { name: 'Raw JSON' }).click();
  await page.getByLabel('Context A as JSON').fill('{"userId": "ann", "currentTime": "next monday"}');
  await evaluate(page);
  await expect(page.getByRole('alert')).toContainText('The service refused this context');
  await expect(page.getByRole('alert')).toContainText('currentTime "next monday" is not an ISO 8601 date');
  await expect(page.getByLabel('Context A as JSON')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Context A as JSON')).toHaveValue('{"userId": "ann", "currentTime": "next monday"}');

  // In the form the refused field is marked, and its value shown as it was sent.
  await page.getByRole('button', { name: 'Form' }).click();
  await expect(contextForm(page).getByLabel('currentTime', { exact: true })).toHaveAttribute('aria-invalid', 'true');
});

test('an over-long value: 400, next to the field', async ({ page, server }) => {
  await openPlayground(page, server);
  const long = 'u'.repeat(1001);
  await contextForm(page).getByLabel('userId').fill(long);
  await evaluate(page);
  await expect(page.getByRole('alert')).toContainText('The service refused this context');
  const userId = contextForm(page).getByLabel('userId');
  await expect(userId).toHaveAttribute('aria-invalid', 'true');
  await expect(contextForm(page).getByText('context field "userId" is 1001 characters long')).toBeVisible();
  await expect(userId).toHaveValue(long);
});

test('a service that stops answering: the network error, with a retry', async ({ page, server }) => {
  await openPlayground(page, server, '/playground?userId=ann');
  await evaluate(page);
  await expect(results(page)).toBeVisible();
  await server.stop();
  await evaluate(page);
  await expect(page.getByRole('alert')).toContainText('Cannot reach the flag service', { timeout: 15_000 });
  await expect(page.getByRole('alert').getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(contextForm(page).getByLabel('userId')).toHaveValue('ann');
});
