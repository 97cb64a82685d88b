import { seededFlags } from '../scripts/unleash/seed';
import { expect, test } from './fixtures';

// People sign in to Flagdeck with their Unleash username (or email) and password: the console
// posts to Unleash's own /auth/simple/login through Flagdeck, and Unleash's session cookie is the
// credential from then on, each call passed through with it. What a person may do is Unleash's
// to say, in its own words.

/** Unleash's first admin, as Unleash 8.2 creates it on an empty database. */
const unleashAdmin = { username: 'admin', password: 'unleash4all' };

async function signInWithPassword(page: import('@playwright/test').Page, flagdeck: string, username: string, password: string) {
  await page.goto(flagdeck);
  await page.getByLabel('Email or username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Email or username')).toBeHidden();
}

test('Unleash\'s admin signs in with a password; a Viewer made in Unleash signs in and is refused a switch with Unleash\'s own message', async ({ page, browser, flagdeck, unleash }) => {
  test.slow(); // Two people sign in; Unleash hashes each password with bcrypt.
  await signInWithPassword(page, flagdeck, unleashAdmin.username, unleashAdmin.password);
  const flag = seededFlags.onboarding;
  await expect(page.getByRole('switch', { name: `${flag} in development` })).not.toHaveAttribute('aria-disabled', 'true');
  // The session is Unleash's cookie, set through Flagdeck on its origin, out of any script's reach.
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'unleash-session')).toMatchObject({ httpOnly: true, path: '/' });
  expect(await page.evaluate(() => document.cookie)).toBe('');

  // A Viewer, made through Unleash's own user admin.
  const email = `viewer-${Date.now()}@example.com`;
  const password = 'Viewer-password-1';
  const created = await fetch(`${unleash.url}/api/admin/user-admin`, {
    method: 'POST', headers: { Authorization: unleash.adminToken, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, name: 'Journey Viewer', rootRole: 'Viewer', password, sendEmail: false }),
  });
  expect(created.status).toBe(201);

  const viewer = await (await browser.newContext()).newPage();
  await viewer.goto(flagdeck);
  await viewer.getByLabel('Email or username').fill(email);
  await viewer.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
  await viewer.getByRole('button', { name: 'Sign in' }).click();
  await expect(viewer.getByRole('alert')).toHaveText('The username or email and the password do not match.');
  await signInWithPassword(viewer, flagdeck, email, password);
  const toggle = viewer.getByRole('switch', { name: `${flag} in development` });
  await expect(toggle).toHaveAttribute('aria-disabled', 'true');
  await expect(toggle).toHaveAccessibleDescription(/UPDATE_FEATURE_ENVIRONMENT/);

  // The switch's call, sent from the console's page with the Viewer's session: Unleash refuses it.
  const refusal = await viewer.evaluate(async (path) => {
    const answer = await fetch(path, { method: 'POST', credentials: 'same-origin' });
    return { status: answer.status, body: (await answer.json()) as { name?: string; message?: string } };
  }, `/api/admin/projects/default/features/${flag}/environments/development/on`);
  expect(refusal.status).toBe(403);
  expect(refusal.body.message).toContain('UPDATE_FEATURE_ENVIRONMENT');
  expect(await unleash.enabledIn(flag, 'development')).toBe(false);

  // Signing out ends the session in Unleash: the cookie no longer signs anything in.
  await viewer.getByRole('button', { name: 'Sign out' }).click();
  await expect(viewer.getByLabel('Email or username')).toBeVisible();
  const after = await viewer.evaluate(async () => (await fetch('/api/admin/user', { credentials: 'same-origin' })).status);
  expect(after).toBe(401);
  await viewer.context().close();
});
