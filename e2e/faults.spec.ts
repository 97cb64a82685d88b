import type { Page, Route } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { adminToken, type RunningServer } from './server';

/*
 * Every fault a call can meet, said in its own words, with what the user typed still there. The
 * real server answers everything else; page.route stands in only for the fault itself (a status
 * the server would not give here, a dropped connection, a broken body, silence).
 */

const errorBody = (name: string, message: string) => ({ id: '6f0c2a8e-1b9d-4e3f-9a7c-2d5e8b1f4a60', name, message });

interface Fault {
  kind: string;
  answer: (route: Route) => Promise<void>;
  /** What the user reads. */
  says: RegExp;
}

const faults: Fault[] = [
  {
    kind: '403 naming the permission and environment',
    answer: (route) => route.fulfill({ status: 403, json: errorBody('NoAccessError', 'You don\'t have the required permissions to perform this operation. To perform this action, you need the "ADMIN" permission for the "production" environment.') }),
    says: /"ADMIN" permission for the "production" environment/,
  },
  { kind: '404', answer: (route) => route.fulfill({ status: 404, json: errorBody('NotFoundError', 'Service account "7" does not exist.') }), says: /Service account "7" does not exist/ },
  { kind: '409', answer: (route) => route.fulfill({ status: 409, json: errorBody('NameExistsError', 'A token described "Deploy pipeline" already exists.') }), says: /already exists/ },
  { kind: '429', answer: (route) => route.fulfill({ status: 429, headers: { 'retry-after': '30' }, json: errorBody('RateLimitError', 'Too many requests.') }), says: /limiting requests/ },
  { kind: '500', answer: (route) => route.fulfill({ status: 500, json: errorBody('InternalError', 'Something went wrong on the server; the log has the details.') }), says: /Something went wrong on the server/ },
  { kind: 'a 502 page from a proxy', answer: (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad Gateway</body></html>' }), says: /failed to answer this request\. \(HTTP 502\)/ },
  { kind: 'connection refused', answer: (route) => route.abort('connectionrefused'), says: /could not be reached|Cannot reach/ },
  { kind: 'a success that is not JSON', answer: (route) => route.fulfill({ status: 201, contentType: 'text/html', body: '<html>Created</html>' }), says: /the body is not JSON/ },
  {
    kind: 'a success that breaks the contract',
    answer: (route) => route.fulfill({ status: 201, json: { id: 0, secret: 'user:x', description: 'Deploy pipeline', createdAt: new Date().toISOString(), expiresAt: new Date().toISOString() } }),
    says: /Unexpected response from POST \/api\/admin\/service-account\/\d+\/token: id: /,
  },
];

async function openNewToken(page: Page) {
  await page.getByRole('table', { name: 'Service accounts' }).getByRole('link', { name: 'CI pipeline', exact: true }).click();
  await page.getByRole('button', { name: 'New token' }).click();
  const dialog = page.getByRole('dialog', { name: 'New token for CI pipeline' });
  await dialog.getByLabel('Description').fill('Deploy pipeline');
  await dialog.getByRole('radio', { name: 'Never' }).check();
  return dialog;
}

/** The dialog that asks for a token again over the page, answered with a good one. */
async function signInAgainOver(page: Page) {
  const again = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(again).toContainText('Your token was not accepted');
  await again.getByLabel('API token').fill(adminToken);
  await again.getByRole('button', { name: 'Sign in' }).click();
  await expect(again).toBeHidden();
}

async function expectKept(dialog: ReturnType<Page['getByRole']>) {
  await expect(dialog.getByLabel('Description')).toHaveValue('Deploy pipeline');
  await expect(dialog.getByRole('radio', { name: 'Never' })).toBeChecked();
}

const tokenPost = /\/api\/admin\/service-account\/\d+\/token$/;

/**
 * A personal access token of a new Admin service account, and a way to delete it on the server:
 * a token that stops being accepted mid-session, for real.
 */
async function revocableAdminToken(server: RunningServer) {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(server.url + path, {
      method,
      headers: { Authorization: adminToken, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    expect(response.ok, `${method} ${path}`).toBe(true);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const account = await call('POST', '/api/admin/service-account', { name: 'Fault admin', username: 'fault-admin', rootRole: 'Admin' });
  const expiresAt = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
  const pat = await call('POST', `/api/admin/service-account/${account.id}/token`, { description: 'revoked mid-session', expiresAt });
  return {
    secret: String(pat.secret),
    revoke: () => call('DELETE', `/api/admin/service-account/${account.id}/token/${pat.id}`),
  };
}

test('the New token form says each fault in its own words and keeps what was typed', async ({ page, server }) => {
  test.setTimeout(90_000);
  await signIn(page, server, adminToken, '/service-accounts');
  const dialog = await openNewToken(page);
  for (const fault of faults) {
    await page.route(tokenPost, (route) => (route.request().method() === 'POST' ? fault.answer(route) : route.fallback()));
    await dialog.getByRole('button', { name: 'Create token' }).click();
    await expect(dialog.getByRole('alert'), fault.kind).toContainText(fault.says);
    await expectKept(dialog);
    await page.unroute(tokenPost);
  }

  // Silence: the console gives up after its timeout (15 s) and says so.
  await page.route(tokenPost, (route) => (route.request().method() === 'POST' ? new Promise<void>(() => {}) : route.fallback()));
  await dialog.getByRole('button', { name: 'Create token' }).click();
  await expect(dialog.getByRole('alert')).toContainText(/took too long/, { timeout: 25_000 });
  await expectKept(dialog);
  await page.unroute(tokenPost);

  // And with the service answering again, the same input goes through.
  await dialog.getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByRole('dialog')).toContainText('It will not be shown again');
});

test('a token deleted under an open form: the sign-in is asked over the page, and the token is made with what was typed', async ({ page, server }) => {
  const token = await revocableAdminToken(server);
  await signIn(page, server, token.secret, '/service-accounts');
  const dialog = await openNewToken(page);
  // The token is deleted on the service while the form is open. Either the form's request meets
  // the 401, or a poll met it first and the request waits for the new sign-in: both ask over the
  // page, and neither loses what was typed.
  await token.revoke();
  await page.getByRole('dialog', { name: 'New token for CI pipeline', includeHidden: true })
    .getByRole('button', { name: 'Create token', includeHidden: true }).dispatchEvent('click');
  await signInAgainOver(page);
  const created = page.getByRole('dialog', { name: 'Token “Deploy pipeline” created' });
  // While a waiting request is sent, its button reads "Creating…": only a refused one is offered again.
  const createAgain = dialog.getByRole('button', { name: 'Create token', exact: true });
  await expect(created.or(createAgain)).toBeVisible();
  if (await createAgain.isVisible()) {
    await expectKept(dialog);
    await createAgain.click();
  }
  await expect(created).toContainText('It will not be shown again');
});

test('a session that ends under an open form, found by the page\'s own reads: the page and the form stay', async ({ page, server }) => {
  const token = await revocableAdminToken(server);
  await signIn(page, server, token.secret, '/service-accounts');
  const dialog = await openNewToken(page);
  await token.revoke();
  // Nothing is clicked: the console's polls and live updates meet the 401 (the page's own list too).
  await signInAgainOver(page);
  await expectKept(dialog);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('table')).toContainText('GitHub Actions deploy job');
});

test('the flags list says each fault of its page load in its own words', async ({ page, server }) => {
  test.setTimeout(120_000);
  await signIn(page, server, adminToken, '/projects/default/flags');
  await expect(page.getByRole('switch').first()).toBeVisible();
  // The list is asked for in the shape of a list (?shape=list): matched by its path.
  const flagList = (url: URL) => url.pathname === '/api/admin/projects/default/features';
  const pageFaults: Array<Fault & { title: string }> = [
    { ...faults[0]!, title: 'No access' },
    { kind: '404', answer: (route) => route.fulfill({ status: 404, json: errorBody('NotFoundError', 'Project "default" does not exist.') }), says: /There is no project "default"/, title: 'Not found' },
    { ...faults[3]!, title: 'Slow down' },
    { ...faults[4]!, title: 'The service failed' },
    { ...faults[6]!, title: 'Cannot reach the flag service' },
    { kind: 'a body that is not JSON', answer: (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<html>Flags</html>' }), says: /the body is not JSON/, title: 'Unexpected response' },
    {
      kind: 'a body that breaks the contract',
      answer: (route) => route.fulfill({ status: 200, json: { version: 1, features: [{ name: 42 }] } }),
      says: /features\[0\]\.name/,
      title: 'Unexpected response',
    },
  ];
  for (const fault of pageFaults) {
    await page.route(flagList, fault.answer);
    await page.goto(`${server.url}/projects/default/flags?q=check`);
    const alert = page.getByRole('alert');
    // Transient faults are retried twice first, so their alert comes a few seconds later.
    await expect(alert.getByRole('heading', { name: fault.title }), fault.kind).toBeVisible({ timeout: 15_000 });
    await expect(alert, fault.kind).toContainText(fault.says);
    await expect(page, fault.kind).toHaveURL(/\?q=check$/);
    await page.unroute(flagList);
  }
  await page.reload();
  await expect(page.getByRole('switch').first()).toBeVisible();
});

test('a token deleted on the service, then the flags page loaded with it: the page asks for a token over itself, and loads once given one', async ({ page, server }) => {
  const token = await revocableAdminToken(server);
  await signIn(page, server, token.secret, '/projects/default/flags');
  await expect(page.getByRole('switch').first()).toBeVisible();
  // Deleted while the console is not running in the tab (its token kept in the tab's storage), so
  // that no poll of the open page finds out first and forgets the token before the page is loaded.
  await page.goto('about:blank');
  await token.revoke();
  await page.goto(`${server.url}/projects/default/flags?q=check`);
  const again = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(again).toBeVisible();
  await again.getByLabel('API token').fill(adminToken);
  await again.getByRole('button', { name: 'Sign in' }).click();
  await expect(again).toBeHidden();
  await expect(page).toHaveURL(/\/projects\/default\/flags\?q=check$/);
  await expect(page.getByRole('switch').first()).toBeVisible();
});
