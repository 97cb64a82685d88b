import { playgroundResponseSchema } from '../contract/playground';
import { personWithRole } from './changeRequestSteps';
import { expect, signIn, test } from './fixtures';
import { seriousFaultsInBothThemes } from './seriousFaults';
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
  return answer;
}

/** A customer of the web shop whom checkout-v2's production rollout (a quarter of users) lets in now, asked of the service. */
async function customerInRollout(server: RunningServer): Promise<string> {
  for (let n = 1; n <= 100; n += 1) {
    const userId = `customer-${n}`;
    const answer = await call(server, adminToken, 'POST', '/api/admin/playground', { environment: 'production', context: { appName: 'web-shop', userId } });
    const { features } = playgroundResponseSchema.parse(await answer.json());
    if (features.find((feature) => feature.name === 'checkout-v2')?.isEnabled) return userId;
  }
  throw new Error('no customer of the first hundred is in checkout-v2\'s production rollout');
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
  expect(await seriousFaultsInBothThemes(page, 'the playground then and now')).toEqual([]);

  // By keyboard: the change's link leads to it in History.
  await change.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/history\?flag=travel-e2e&environment=development&type=feature-environment-disabled/);
  await expect(page.getByRole('article', { name: 'travel-editor turned travel-e2e off in development' })).toBeVisible();
});

test('what a customer saw during this morning\'s incident and yesterday, and each switch that flipped it since', async ({ page, server }) => {
  test.slow();
  // The demo's incident: alice turned checkout-v2 off in production three hours ago and on again half an hour later.
  const customer = await customerInRollout(server);
  const duringTheIncident = new Date(Date.now() - 2.75 * 3600_000).toISOString();
  const playground = `/playground?userId=${customer}&appName=web-shop&env=production`;
  await signIn(page, server, adminToken, `${playground}&configAt=${encodeURIComponent(duringTheIncident)}`);
  const thenAndNow = page.getByRole('region', { name: 'Then and now' });
  const row = thenAndNow.getByRole('row', { name: /checkout-v2/ });
  await expect(row.getByRole('cell').nth(0)).toHaveText('off');
  await expect(row.getByRole('cell').nth(1)).toHaveText('on');
  await expect(row.getByRole('listitem')).toHaveCount(1);
  await expect(row.getByRole('listitem')).toContainText(/^environment enabled in production by alice/);

  // Yesterday at this time she saw what she sees now: the incident's off and on cancel out.
  await page.getByRole('button', { name: 'Configuration at 1 day ago' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('configAt') !== duringTheIncident && url.searchParams.has('configAt'));
  await expect(thenAndNow).toBeVisible();
  await expect(row).toHaveCount(0);

  // Now someone turns it off: yesterday's answer differs, and every switch since that flipped it is named, oldest first.
  await call(server, adminToken, 'POST', '/api/admin/projects/default/features/checkout-v2/environments/production/off');
  await page.reload();
  await expect(row.getByRole('cell').nth(0)).toHaveText('on');
  await expect(row.getByRole('cell').nth(1)).toHaveText('off');
  const flips = row.getByRole('listitem');
  await expect(flips).toHaveCount(3);
  await expect(flips.nth(0)).toContainText(/^environment disabled in production by alice/);
  await expect(flips.nth(1)).toContainText(/^environment enabled in production by alice/);
  await expect(flips.nth(2)).toContainText('environment disabled in production by');
  await expect(flips.nth(2)).not.toContainText('alice');

  await flips.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/history\?flag=checkout-v2&environment=production&type=feature-environment-enabled/);
  await expect(page.getByRole('article', { name: /^alice\S* turned checkout-v2 on in production/ })).toBeVisible();
});
