import { personWithRole } from './changeRequestSteps';
import { expect, signIn, test } from './fixtures';
import { adminToken, type RunningServer } from './server';

// Time travel in the playground: a context evaluated against the configuration of a past moment
// answers as the flags did then, and each flag that answers differently now names the change that
// flipped it, who made it and when, linked to History.

async function call(server: RunningServer, token: string, method: string, path: string, body?: unknown) {
  const answer = await fetch(server.url + path, {
    method, headers: { Authorization: token, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(answer.status, `${method} ${path}: ${await answer.clone().text()}`).toBeLessThan(300);
}

test('the playground at a past moment shows the earlier answer and names the switch that flipped it', async ({ page, server }) => {
  test.slow();
  await call(server, adminToken, 'POST', '/api/admin/projects/default/features', { name: 'travel-e2e' });
  await call(server, adminToken, 'POST', '/api/admin/projects/default/features/travel-e2e/environments/development/on');
  const moment = new Date().toISOString();
  const editor = await personWithRole(server, 'travel-editor', 'Editor');
  await call(server, editor, 'POST', '/api/admin/projects/default/features/travel-e2e/environments/development/off');

  await signIn(page, server, adminToken, `/playground?userId=alice&appName=shop&env=development&configAt=${encodeURIComponent(moment)}`);
  const thenAndNow = page.getByRole('region', { name: 'Then and now' });
  const row = thenAndNow.getByRole('row', { name: /travel-e2e/ });
  await expect(row.getByRole('cell').nth(0)).toHaveText('on');
  await expect(row.getByRole('cell').nth(1)).toHaveText('off');
  const change = row.getByRole('link', { name: 'environment disabled in development' });
  await expect(change).toBeVisible();
  await expect(row).toContainText('by travel-editor');
  // Only the flag that flipped is listed: the demo's other flags answer as they did.
  await expect(thenAndNow.getByRole('row', { name: /checkout-v2/ })).toHaveCount(0);

  await change.click();
  await expect(page).toHaveURL(/\/history\?flag=travel-e2e&type=feature-environment-disabled/);
  await expect(page.getByRole('article', { name: 'travel-editor turned travel-e2e off in development' })).toBeVisible();
});
