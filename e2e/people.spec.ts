import AxeBuilder from '@axe-core/playwright';
import { expect, signInWithPassword, test } from './fixtures';
import { firstAdminPassword } from './server';

/*
 * People sign in as themselves: the first admin with the password the first start printed, a new
 * user through the one-time link an admin gives them, their role deciding what they may do, and
 * deactivation ending their session at once.
 */

test('the first admin invites a Viewer, who sets a password by the link, signs in, and sees why they may not manage users', async ({ page, server, browser }) => {
  test.slow(); // Two people, two browsers, a password hashed at each step.
  await signInWithPassword(page, server, 'admin', firstAdminPassword(server), '/users');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await page.getByRole('button', { name: 'New user' }).click();
  const dialog = page.getByRole('dialog', { name: 'New user' });
  await dialog.getByLabel('Email').fill('not an email');
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter the person\'s email address.');
  await dialog.getByLabel('Email').fill('vera@example.com');
  await dialog.getByLabel('Name (optional)').fill('Vera Viewer');
  await dialog.getByLabel('Role').selectOption('Viewer');
  await dialog.getByRole('button', { name: 'Create user' }).click();
  const invited = page.getByRole('dialog', { name: 'Vera Viewer is invited' });
  const link = await invited.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  expect(link).toMatch(/\/new-user\?token=/);
  await invited.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row', { name: /Vera Viewer/ })).toContainText('Never');

  const vera = await (await browser.newContext()).newPage();
  await vera.goto(link);
  await expect(vera.getByRole('heading', { name: 'Welcome to Flagdeck' })).toBeVisible();
  await vera.getByLabel('New password', { exact: true }).fill('short');
  await vera.getByRole('button', { name: 'Set password' }).click();
  await expect(vera.getByRole('alert')).toContainText('The password must be at least 10 characters long.');
  await vera.getByLabel('New password', { exact: true }).fill('Vera-password-1');
  await vera.getByLabel('New password again').fill('Vera-password-1');
  await vera.getByRole('button', { name: 'Set password' }).click();
  await vera.getByRole('link', { name: 'Sign in' }).click();
  await signInWithPassword(vera, server, 'vera@example.com', 'Vera-password-1', '/users');
  await expect(vera.getByRole('alert')).toContainText('ADMIN');
  const newUser = vera.getByRole('button', { name: 'New user' });
  await expect(newUser).toHaveAttribute('aria-disabled', 'true');
  await expect(newUser).toHaveAccessibleDescription('Only admins manage users: you need the ADMIN permission.');
  // The session is a cookie script cannot read; nothing of it is in the page's storage.
  expect(await vera.evaluate(() => document.cookie)).toBe('');
  const cookie = (await vera.context().cookies()).find((candidate) => candidate.name === 'flagdeck-session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });

  // Her sign-in shows on the admin's list.
  await page.reload();
  await expect(page.getByRole('row', { name: /Vera Viewer/ })).not.toContainText('Never');
  await vera.context().close();
});

test('a wrong password and an unknown account get the same answer; the form keeps what was typed', async ({ page, server }) => {
  await page.goto(server.url);
  await page.getByLabel('Email or username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The username or email and the password do not match.');
  await page.getByLabel('Email or username').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The username or email and the password do not match.');
  await expect(page.getByLabel('Email or username')).toHaveValue('nobody@example.com');
  await expect(page).toHaveURL(/\/sign-in/);
});

test('deactivating someone ends their session at once: their page asks to sign in again, and the sign-in says they are deactivated', async ({ page, server, browser }) => {
  test.slow();
  const admin = firstAdminPassword(server);
  const created = await fetch(`${server.url}/api/admin/user-admin`, {
    method: 'POST', headers: { authorization: '*:*.e2e-admin-secret-0123456789', 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'eddie@example.com', name: 'Eddie Editor', rootRole: 'Editor', password: 'Eddie-password-1' }),
  });
  expect(created.status).toBe(201);
  const eddie = await (await browser.newContext()).newPage();
  await signInWithPassword(eddie, server, 'eddie@example.com', 'Eddie-password-1', '/segments');
  await expect(eddie.getByRole('heading', { name: 'Segments' })).toBeVisible();

  await signInWithPassword(page, server, 'admin', admin, '/users');
  await page.getByRole('button', { name: 'Deactivate Eddie Editor' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('row', { name: /Eddie Editor/ })).toContainText('Deactivated');

  // Eddie's page learns it at its next request: this navigation, or a poll (the bell, maintenance)
  // that came first and already put the modal dialog over the page, hiding the rest from pointer and
  // accessibility tree. A click event on the link works in both cases.
  await eddie.getByRole('link', { name: 'Context fields', includeHidden: true }).dispatchEvent('click');
  const again = eddie.getByRole('dialog', { name: 'Sign in again' });
  await expect(again).toContainText('Your session has ended');
  await again.getByLabel('Email or username').fill('eddie@example.com');
  await again.getByLabel('Password', { exact: true }).fill('Eddie-password-1');
  await again.getByRole('button', { name: 'Sign in' }).click();
  await expect(again.getByRole('alert')).toHaveText('This account is deactivated: ask an admin to activate it again.');
  await eddie.context().close();
});

test('My account: change the password, and a personal access token whose secret is shown once', async ({ page, server }) => {
  await signInWithPassword(page, server, 'admin', firstAdminPassword(server), '/account');
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);

  await page.getByLabel('Current password').fill('Not-my-password-1');
  await page.getByLabel('New password', { exact: true }).fill('New-admin-pass-2');
  await page.getByLabel('New password again').fill('New-admin-pass-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not right.')).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('New-admin-pass-2');
  await page.getByLabel('Current password').fill(firstAdminPassword(server));
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Your password is changed');

  await page.getByRole('button', { name: 'New token' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Description').fill('my laptop');
  await dialog.getByRole('button', { name: 'Create token' }).click();
  const secret = await dialog.getByRole('textbox', { name: 'Token' }).inputValue();
  expect(secret).toMatch(/^user:/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('table')).toContainText('my laptop');
  expect((await fetch(`${server.url}/api/admin/user`, { headers: { authorization: secret } })).status).toBe(200);
  await expect(page.getByText(secret)).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await signInWithPassword(page, server, 'admin', 'New-admin-pass-2');
});
