import { z } from 'zod';
import { personalAccessToken } from '../scripts/unleash/personalAccessToken';
import { expect, rolloutStrategy, signIn, test, type UnleashApi } from './fixtures';

// History against a real Unleash 8.2: a switch made in the console is in Unleash's event log
// (`/api/admin/search/events`), named after the person who made it, on the History page and in
// the flag's History view; a strategy edit reads from the strategy Unleash keeps in the event.

const flag = `history-journey-${Date.now().toString(36)}`;

/**
 * An Editor with a personal access token, so the events name a person rather than the admin
 * token. A PAT is made by its owner: the Editor signs in with a password and creates it.
 */
async function editorWithToken(unleash: UnleashApi) {
  const email = `erin.editor.${Date.now().toString(36)}@example.com`;
  const name = `Erin Editor ${Date.now().toString(36)}`;
  const password = `Editor-${crypto.randomUUID()}`;
  const created = await fetch(`${unleash.url}/api/admin/user-admin`, {
    method: 'POST',
    headers: { Authorization: unleash.adminToken, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, name, rootRole: 2, password, sendEmail: false }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const token = await personalAccessToken(unleash.url, {
    username: email, password, description: 'history journey', expiresAt: new Date(Date.now() + 3600_000),
  });
  return { email, name, token };
}

const strategyId = z.object({ environments: z.array(z.object({ name: z.string(), strategies: z.array(z.object({ id: z.string() })) })) });

test('a switch made in the console is in History with who made it, on the History page and in the flag\'s view; a rollout edit reads as one', async ({ page, flagdeck, unleash }) => {
  test.slow();
  const features = `${unleash.url}/api/admin/projects/default/features`;
  const headers = { Authorization: unleash.adminToken, 'Content-Type': 'application/json' };
  await unleash.createWithRollout(flag, 'development');
  try {
    const editor = await editorWithToken(unleash);
    await signIn(page, flagdeck, unleash, '/', editor.token);
    const toggle = page.getByRole('switch', { name: `${flag} in development` });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(toggle).not.toHaveAttribute('aria-busy');
    expect(await unleash.enabledIn(flag, 'development')).toBe(true);

    // Then someone else moves the rollout, through Unleash's own API.
    const read = strategyId.parse(await (await fetch(`${features}/${flag}`, { headers })).json());
    const id = read.environments.find((environment) => environment.name === 'development')?.strategies[0]?.id;
    const moved = await fetch(`${features}/${flag}/environments/development/strategies/${id}`, {
      method: 'PUT', headers, body: JSON.stringify(rolloutStrategy(flag, 40)),
    });
    expect(moved.status).toBe(200);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
    await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible();
    const switched = page.getByRole('article', { name: `${editor.email} turned ${flag} on in development` });
    await expect(switched).toBeVisible();
    const edit = page.getByRole('article', { name: `admin changed the rollout of ${flag} in development from 100% to 40%` });
    await edit.getByRole('button', { name: /Show changes/ }).click();
    await expect(edit.getByRole('row', { name: /^Rule/ })).toContainText(/100% of users.*40% of users/);

    // Filtered by the person: only what the Editor did, the filter in the address.
    await page.getByLabel('Person').selectOption({ label: editor.name });
    await expect(page).toHaveURL(/person=\d+/);
    await expect(page.getByRole('article').first()).toHaveAccessibleName(`${editor.email} turned ${flag} on in development`);
    await expect(edit).toBeHidden();
    await page.reload();
    await expect(page.getByLabel('Person')).toHaveValue(/\d+/);
    await expect(switched).toBeVisible();

    // The flag's own view, opened from the Flags page.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Flags' }).click();
    await page.getByRole('link', { name: flag, exact: true }).click();
    await page.getByRole('navigation', { name: 'Views of the flag' }).getByRole('link', { name: 'History' }).click();
    const view = page.getByRole('region', { name: `History of ${flag}` });
    await expect(view.getByRole('article', { name: `${editor.email} turned ${flag} on in development` })).toBeVisible();
    await expect(view.getByRole('article', { name: `admin added a 100% rollout to ${flag} in development` })).toBeVisible();
    await expect(view.getByRole('article', { name: /checkout-v2|dark-mode/ })).toHaveCount(0);
  } finally {
    await unleash.removeFlags([flag]);
  }
});
