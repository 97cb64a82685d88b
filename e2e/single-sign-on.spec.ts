import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { startOidcProvider, type TestOidcProvider } from '../server/test/oidcProvider';
import { expect, test as base } from './fixtures';
import { adminToken, serverStartLimitMs, startServer } from './server';

/*
 * Single sign-on in a real browser against a real OpenID provider started on loopback for each
 * test (oidc-provider, with its own sign-in pages): the service is set up for it as an
 * administrator would set it up, with a role claim, and people go through the provider's pages
 * and back as they would at work.
 */

const test = base.extend<{ provider: TestOidcProvider }>({
  provider: async ({}, use) => {
    const provider = await startOidcProvider({
      grace: { email: 'grace@example.com', name: 'Grace Hopper', groups: ['staff', 'flag-admins'] },
      mallory: { email: 'mallory@example.com', groups: ['flag-admins'] },
    });
    await use(provider);
    await provider.close();
  },
  server: [
    async ({ provider }, use) => {
      const server = await startServer({
        env: {
          OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_CLIENT_SECRET: provider.clientSecret,
          OIDC_PROVIDER_NAME: 'Acme ID', OIDC_ROLE_CLAIM: 'groups', OIDC_ROLE_MAP: 'flag-admins=Admin,flag-editors=Editor',
        },
      });
      provider.serve(`${server.url}/auth/oidc/callback`);
      await use(server);
      await server.stop();
    },
    { scope: 'test', timeout: serverStartLimitMs + 10_000 },
  ],
});

/** A Viewer the service knows by email, as an admin would have added her before single sign-on. */
async function addViewer(serverUrl: string, email: string, name: string): Promise<void> {
  const answer = await fetch(`${serverUrl}/api/admin/user-admin`, {
    method: 'POST', headers: { authorization: adminToken, 'content-type': 'application/json' },
    body: JSON.stringify({ email, name, rootRole: 'Viewer' }),
  });
  expect(answer.status).toBe(201);
}

/** The provider's own sign-in page (any login name, any password), filled in as `login`. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign-in' })).toBeVisible();
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('whatever-the-provider-checks');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

async function seriousFaults(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
}

test('a person signs in with the provider, gets the role their group maps to, signs in again when her session ends, and signs out', async ({ page, server }) => {
  test.slow(); // Two servers, and the provider's pages between the console's.
  await addViewer(server.url, 'grace@example.com', 'Grace Hopper');
  await page.goto(`${server.url}/users`);
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fusers$/);
  await page.getByRole('link', { name: 'Sign in with Acme ID' }).click();

  await signInAtProvider(page, 'grace');
  // Back at the page she asked for, as an admin: her group says so, though she was added a Viewer.
  await expect(page).toHaveURL(`${server.url}/users`);
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Grace Hopper/ })).toContainText('Admin');
  await expect(page.getByRole('button', { name: 'New user' })).not.toHaveAttribute('aria-disabled', 'true');
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'flagdeck-session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });

  // Her session ends under the page: the dialog offers the provider again, which signs her
  // straight back in (she is still signed in there) and returns her to the page she was on.
  await page.context().clearCookies({ name: 'flagdeck-session' });
  // A poll may learn it before the click does and put the modal over the page: a click event on
  // the link works either way (see people.spec.ts).
  await page.getByRole('link', { name: 'Segments', includeHidden: true }).dispatchEvent('click');
  const again = page.getByRole('dialog', { name: 'Sign in again' });
  await again.getByRole('link', { name: 'Sign in with Acme ID' }).click();
  await expect(page).toHaveURL(`${server.url}/segments`);
  await expect(page.getByRole('heading', { name: 'Segments' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in with Acme ID' })).toBeVisible();
  expect((await page.context().cookies()).some((candidate) => candidate.name === 'flagdeck-session')).toBe(false);
  await page.goto(`${server.url}/users`);
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fusers$/);
});

test('a person the service does not know is refused with the reason, and the password form stays', async ({ page, server }) => {
  await page.goto(server.url);
  await page.getByRole('link', { name: 'Sign in with Acme ID' }).click();
  await signInAtProvider(page, 'mallory');
  await expect(page).toHaveURL(/\/sign-in\?sso-refused=unknown-user/);
  await expect(page.getByRole('alert')).toHaveText('No Flagdeck user has your email address, and new users are not created at sign-in here. Ask an admin to add you.');
  await expect(page.getByLabel('Email or username')).toBeVisible();
  // Her group would make her an admin, but nothing was made of her.
  const users = await (await fetch(`${server.url}/api/admin/user-admin`, { headers: { authorization: adminToken } })).text();
  expect(users).not.toContain('mallory@example.com');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a sign-in cancelled at the provider says so; the sign-in page passes axe (${colorScheme})`, async ({ page, server }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto(server.url);
    await expect(page.getByRole('link', { name: 'Sign in with Acme ID' })).toBeVisible();
    expect(await seriousFaults(page), 'the sign-in page with single sign-on').toEqual([]);
    await page.getByRole('link', { name: 'Sign in with Acme ID' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: '[ Cancel ]' }).click();
    await expect(page.getByRole('alert')).toHaveText('The sign-in was cancelled or denied at Acme ID (access_denied).');
    expect(await seriousFaults(page), 'the sign-in page with a refusal').toEqual([]);
  });
}
