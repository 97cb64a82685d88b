import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOptionsSchema } from '../../contract/singleSignOn';
import { userSchema } from '../../contract/users';
import { parseOidcSettings, type OidcSettings } from '../oidc/settings';
import { createPerson } from '../store/people';
import { systemAuthor } from '../store/events';
import { startTestService, storeSnapshot, type TestService } from '../test/harness';
import { startOidcProvider, testClient, type TestOidcProvider } from '../test/oidcProvider';

/*
 * The callback's refusals and its one success, against a real OpenID provider on loopback: the
 * browser's part (following the provider's redirects, filling its sign-in form) is done here
 * with fetch and a cookie jar, the service's through inject. Each refusal must land on the
 * sign-in page with its reason, set no session and change nothing.
 */

// Where inject's requests go (Host: localhost:80), as a URL spells it.
const callbackUri = 'http://localhost/auth/oidc/callback';
let provider: TestOidcProvider;

beforeAll(async () => {
  provider = await startOidcProvider({
    grace: { email: 'grace@example.com', name: 'Grace Hopper', groups: ['staff', 'flag-admins'] },
    ed: { email: 'ed@example.com', groups: ['flag-editors'] },
    unverified: { email: 'unverified@example.com', email_verified: false },
    noemail: { email: '' },
    newcomer: { email: 'newcomer@example.com', name: 'New Comer', groups: ['flag-editors'] },
    gone: { email: 'gone@example.com' },
  });
  provider.serve(callbackUri);
});
afterAll(() => provider.close());

function settings(env: Record<string, string> = {}): OidcSettings {
  const parsed = parseOidcSettings({
    OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: testClient.clientId, OIDC_CLIENT_SECRET: testClient.clientSecret,
    OIDC_PROVIDER_NAME: 'Test ID', OIDC_ROLE_CLAIM: 'groups', OIDC_ROLE_MAP: 'flag-admins=Admin,flag-editors=Editor', ...env,
  });
  if (parsed === undefined || 'problem' in parsed) throw new Error(`test settings: ${JSON.stringify(parsed)}`);
  return parsed;
}

/** The provider's side of a browser: its cookies, kept from answer to answer. */
class ProviderBrowser {
  private cookies = new Map<string, string>();

  async get(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }

  /** Follows the provider's redirects until one leads away from it; the address it leads to. */
  async follow(url: string, act: (page: { url: string; html: string }) => Promise<string>): Promise<string> {
    let next = url;
    for (let step = 0; step < 10; step += 1) {
      if (!next.startsWith(provider.issuer)) return next;
      const response = await this.get(next);
      const location = response.headers.get('location');
      if (location) next = new URL(location, next).href;
      else next = await act({ url: next, html: await response.text() });
    }
    throw new Error('the provider kept redirecting');
  }
}

/** The provider's sign-in form, filled in as `login`; or its Cancel link. */
function signInAs(browser: ProviderBrowser, login: string | 'cancel') {
  return async ({ url, html }: { url: string; html: string }): Promise<string> => {
    const uid = /\/interaction\/([^/"]+)/.exec(html)?.[1] ?? /\/interaction\/([^/?]+)/.exec(url)?.[1];
    if (!uid) throw new Error(`not the provider's sign-in page: ${html.slice(0, 300)}`);
    if (login === 'cancel') return `${provider.issuer}/interaction/${uid}/abort`;
    const answer = await browser.get(`${provider.issuer}/interaction/${uid}`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'anything' }).toString(),
    });
    const location = answer.headers.get('location');
    if (!location) throw new Error(`the provider did not take the sign-in: ${answer.status} ${(await answer.text()).slice(0, 300)}`);
    return new URL(location, provider.issuer).href;
  };
}

const cookieOf = (setCookie: unknown, name: string): string | undefined =>
  [setCookie].flat().map(String).find((line) => line.startsWith(`${name}=`))?.split(';')[0];

interface Outcome { location: URL; sessionCookie: string | undefined }

/** Starts a sign-in at the service, goes through the provider as `login`, and brings the callback back, as a browser would. */
async function signInThroughProvider(service: TestService, login: string | 'cancel', { alter = (url: URL) => url } = {}): Promise<Outcome> {
  const start = await service.app.inject({ method: 'GET', url: '/auth/oidc/login?next=/users' });
  expect(start.statusCode, start.body).toBe(302);
  const pending = cookieOf(start.headers['set-cookie'], 'flagdeck-sso');
  expect(start.headers['set-cookie']).toEqual(expect.stringMatching(/^flagdeck-sso=[\w-]+; Path=\/auth\/oidc; HttpOnly; SameSite=Lax; Max-Age=600$/));
  const browser = new ProviderBrowser();
  const callback = alter(new URL(await browser.follow(String(start.headers.location), signInAs(browser, login))));
  expect(callback.origin + callback.pathname).toBe(callbackUri);
  return callbackWith(service, callback, pending);
}

async function callbackWith(service: TestService, callback: URL, cookie: string | undefined): Promise<Outcome> {
  const answer = await service.app.inject({ method: 'GET', url: callback.pathname + callback.search, headers: cookie ? { cookie } : {} });
  expect(answer.statusCode, answer.body).toBe(302);
  return { location: new URL(String(answer.headers.location), 'http://localhost'), sessionCookie: cookieOf(answer.headers['set-cookie'], 'flagdeck-session') };
}

function expectRefused({ location, sessionCookie }: Outcome, reason: string, error?: string): void {
  expect(location.pathname).toBe('/sign-in');
  expect(Object.fromEntries(location.searchParams)).toEqual({ 'sso-refused': reason, ...(error ? { error } : {}), ...(location.searchParams.has('next') ? { next: '/users' } : {}) });
  expect(sessionCookie).toBeUndefined();
}

describe('single sign-on', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService({ app: { oidc: settings() } });
    createPerson(service.db, systemAuthor, { email: 'Grace@Example.com', name: 'Grace', rootRole: 'Viewer' });
    createPerson(service.db, systemAuthor, { email: 'ed@example.com', rootRole: 'Admin' });
    createPerson(service.db, systemAuthor, { email: 'unverified@example.com', rootRole: 'Admin' });
    const gone = createPerson(service.db, systemAuthor, { email: 'gone@example.com', rootRole: 'Editor' });
    service.db.prepare('UPDATE users SET deactivated_at = ? WHERE id = ?').run(new Date().toISOString(), gone.id);
  });
  afterAll(() => service.close());

  it('offers the provider by name on the sign-in page', async () => {
    const options = await service.call('GET', '/auth/sign-in-options', { token: null, answer: signInOptionsSchema });
    expect(options.answer).toEqual({ oidc: { providerName: 'Test ID' } });
  });

  it('signs a known person in by their verified email, with the role their claim maps to, in a session like a password\'s', async () => {
    const outcome = await signInThroughProvider(service, 'grace');
    expect(outcome.location.pathname + outcome.location.search).toBe('/sign-in?sso=done&next=%2Fusers');
    expect(outcome.sessionCookie).toMatch(/^flagdeck-session=[\w-]{43}$/);
    const me = await service.app.inject({ method: 'GET', url: '/api/admin/user', headers: { cookie: outcome.sessionCookie ?? '' } });
    expect(me.statusCode).toBe(200);
    expect(JSON.parse(me.body)).toMatchObject({ user: { email: 'Grace@Example.com', rootRole: 1 } });
  });

  it('sets the role from the claim at every sign-in, down as well as up', async () => {
    const outcome = await signInThroughProvider(service, 'ed');
    const me = await service.app.inject({ method: 'GET', url: '/api/admin/user', headers: { cookie: outcome.sessionCookie ?? '' } });
    expect(JSON.parse(me.body)).toMatchObject({ user: { email: 'ed@example.com', rootRole: 2 } });
  });

  it('refuses an email the provider has not verified', async () => {
    const before = storeSnapshot(service.db);
    expectRefused(await signInThroughProvider(service, 'unverified'), 'unverified-email');
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('refuses someone with no email', async () => {
    expectRefused(await signInThroughProvider(service, 'noemail'), 'no-email');
  });

  it('refuses someone it does not know when it may not create users, and creates nobody', async () => {
    const before = storeSnapshot(service.db);
    expectRefused(await signInThroughProvider(service, 'newcomer'), 'unknown-user');
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('refuses a deactivated person', async () => {
    expectRefused(await signInThroughProvider(service, 'gone'), 'deactivated');
  });

  it('refuses an answer whose state is not the one this browser\'s sign-in sent', async () => {
    const alter = (url: URL) => {
      url.searchParams.set('state', 'a-state-from-somewhere-else');
      return url;
    };
    expectRefused(await signInThroughProvider(service, 'grace', { alter }), 'state');
  });

  it('refuses a callback without the cookie of a sign-in started in this browser, and the same callback twice', async () => {
    const start = await service.app.inject({ method: 'GET', url: '/auth/oidc/login' });
    const pending = cookieOf(start.headers['set-cookie'], 'flagdeck-sso');
    const browser = new ProviderBrowser();
    const callback = new URL(await browser.follow(String(start.headers.location), signInAs(browser, 'grace')));
    expectRefused(await callbackWith(service, callback, undefined), 'not-started');
    expectRefused(await callbackWith(service, callback, 'flagdeck-sso=made-up-id'), 'not-started');
    const first = await callbackWith(service, callback, pending);
    expect(first.sessionCookie).toBeDefined();
    expectRefused(await callbackWith(service, callback, pending), 'not-started');
  });

  it('says what the provider answered when the sign-in was cancelled there', async () => {
    expectRefused(await signInThroughProvider(service, 'cancel'), 'provider', 'access_denied');
  });

  it('says the provider\'s own refusal of a code it did not issue', async () => {
    const alter = (url: URL) => {
      url.searchParams.set('code', 'not-a-code-it-issued');
      return url;
    };
    expectRefused(await signInThroughProvider(service, 'grace', { alter }), 'provider', 'invalid_grant');
  });

  it('answers any callback query with a redirect to the sign-in page, never an error of its own', async () => {
    const text = fc.string({ maxLength: 40 });
    await fc.assert(fc.asyncProperty(fc.dictionary(fc.constantFrom('code', 'state', 'error', 'iss', 'error_description', 'x'), text), fc.option(text), async (query, cookie) => {
      const search = new URLSearchParams(query).toString();
      const answer = await service.app.inject({ method: 'GET', url: `/auth/oidc/callback?${search}`, headers: cookie === null ? {} : { cookie: `flagdeck-sso=${encodeURIComponent(cookie)}` } });
      expect(answer.statusCode).toBe(302);
      expect(String(answer.headers.location)).toMatch(/^\/sign-in\?sso-refused=not-started/);
    }), { numRuns: 60 });
  });
});

describe('single sign-on that creates users', () => {
  it('creates someone it does not know, with the role their claim maps to (or the default role)', async () => {
    const service = await startTestService({ app: { oidc: settings({ OIDC_AUTO_CREATE: 'on', OIDC_DEFAULT_ROOT_ROLE: 'Editor', OIDC_ROLE_MAP: 'flag-admins=Admin' }) } });
    try {
      const outcome = await signInThroughProvider(service, 'newcomer');
      const me = await service.app.inject({ method: 'GET', url: '/api/admin/user', headers: { cookie: outcome.sessionCookie ?? '' } });
      expect(userSchema.parse(JSON.parse(me.body).user)).toMatchObject({ email: 'newcomer@example.com', name: 'New Comer', rootRole: 2 });
    } finally {
      await service.close();
    }
  });
});

describe('single sign-on when the provider cannot be reached or it is not set up', () => {
  it('sends the browser back to the sign-in page saying the provider could not be reached', async () => {
    const service = await startTestService({ app: { oidc: settings({ OIDC_ISSUER: 'http://127.0.0.1:9/' }) } });
    try {
      const start = await service.app.inject({ method: 'GET', url: '/auth/oidc/login?next=/users' });
      expect(start.statusCode).toBe(302);
      expect(start.headers.location).toBe('/sign-in?sso-refused=unreachable&next=%2Fusers');
      expect(start.headers['set-cookie']).toBeUndefined();
    } finally {
      await service.close();
    }
  });

  it('without OIDC_ISSUER offers nothing and answers its paths 404', async () => {
    const service = await startTestService();
    try {
      const options = await service.call('GET', '/auth/sign-in-options', { token: null, answer: signInOptionsSchema });
      expect(options.answer).toEqual({ oidc: null });
      for (const url of ['/auth/oidc/login', '/auth/oidc/callback?code=x&state=y']) {
        const answer = await service.call('GET', url, { token: null });
        expect(answer.status, url).toBe(404);
      }
    } finally {
      await service.close();
    }
  });
});
