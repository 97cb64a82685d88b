import { test as base, expect, type Page } from '@playwright/test';
import { adminToken, serverStartLimitMs, startServer, type RunningServer } from './server';

interface Fixtures {
  /** A fresh server with demo data for this test, so tests never see each other's changes. */
  server: RunningServer;
  /** Fails the test when the page throws an uncaught error or logs one. */
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  // Its own time limit, not the test's: on a busy machine starting the server (tsx compiling it)
  // can take most of a minute, which says nothing about the page under test.
  server: [
    // The page is closed before the server stops: a stopping server answers 503, and a page still
    // loading a lazy part would log an error that is no fault of the console's (CI met it).
    async ({ page }, use) => {
      const server = await startServer();
      await use(server);
      await page.close();
      await server.stop();
    },
    { timeout: serverStartLimitMs + 10_000 },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        // Chromium logs every non-2xx fetch as "Failed to load resource"; those are answers the
        // console handles, not errors in it.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          errors.push(message.text());
        }
      });
      await use(errors);
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Signs in and waits until the console has taken the token: a spec that navigates straight after
 * would otherwise reload the sign-in page while the token is still being checked (CI saw this on
 * a busy machine).
 */
export async function signIn(page: Page, server: RunningServer, token = adminToken, path = '/') {
  await submitToken(page, server, token, path);
  await expect(page.getByLabel('API token')).toBeHidden();
}

/** Submits a token on the sign-in page without waiting for the answer: for tokens meant to be refused. */
export async function submitToken(page: Page, server: RunningServer, token: string, path = '/') {
  await page.goto(server.url + path);
  await page.getByRole('button', { name: 'Use an API token instead' }).click();
  await page.getByLabel('API token').fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in with a password, as people do, and waits until the console has its session. */
export async function signInWithPassword(page: Page, server: RunningServer, username: string, password: string, path = '/') {
  await page.goto(server.url + path);
  await page.getByLabel('Email or username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Email or username')).toBeHidden();
}

export { expect };
