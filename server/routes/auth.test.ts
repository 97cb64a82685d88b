import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUserSchema } from '../../contract/admin';
import { userSchema } from '../../contract/users';
import { hashPassword } from '../auth/passwords';
import { createPerson } from '../store/people';
import { expectError, openSession, ownOrigin, sessionCookie, startTestService, storeSnapshot, type TestService } from '../test/harness';
import { systemAuthor } from '../store/events';

let service: TestService;
const password = 'Sign-in-test-42';
let annId = 0;

beforeAll(async () => {
  service = await startTestService();
  annId = createPerson(service.db, systemAuthor, { name: 'Ann', email: 'ann@example.com', rootRole: 'Editor', passwordHash: await hashPassword(password) }).id;
});
afterAll(() => service.close());

const login = (body: unknown, headers: Record<string, string> = {}) =>
  service.app.inject({ method: 'POST', url: '/auth/simple/login', headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });

const sessionOf = (setCookie: unknown): string => {
  const match = /flagdeck-session=([^;]+)/.exec(String(setCookie));
  if (!match?.[1]) throw new Error(`no session cookie in ${String(setCookie)}`);
  return match[1];
};

describe('POST /auth/simple/login', () => {
  it('opens a session in an HttpOnly, SameSite=Strict cookie, and the session acts as the person', async () => {
    const response = await login({ username: 'ANN@example.com', password });
    expect(response.statusCode, response.body).toBe(200);
    expect(userSchema.parse(response.json())).toMatchObject({ id: annId, email: 'ann@example.com', rootRole: 2 });
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^flagdeck-session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=172800$/);
    const me = await service.call('GET', '/api/admin/user', { session: sessionOf(cookie), answer: currentUserSchema });
    expect(me.answer.user).toMatchObject({ id: annId, name: 'Ann', email: 'ann@example.com' });
    expect(me.answer.permissions?.map((entry) => entry.permission)).toContain('UPDATE_FEATURE_ENVIRONMENT');
    const listed = await service.call('GET', `/api/admin/user-admin/${annId}`, { answer: userSchema });
    expect(Date.parse(listed.answer.seenAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('marks the cookie Secure when the caller came over HTTPS through a trusted proxy', async () => {
    const response = await login({ username: 'ann@example.com', password }, { 'x-forwarded-proto': 'https' });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure$/);
  });

  it('gives an unknown account and a wrong password the same answer', async () => {
    const wrong = await login({ username: 'ann@example.com', password: 'Not-the-password-1' }, { 'x-forwarded-for': '10.1.0.1' });
    const unknown = await login({ username: 'nobody@example.com', password }, { 'x-forwarded-for': '10.1.0.2' });
    const { id: _a, ...wrongBody } = expectError({ status: wrong.statusCode, body: wrong.json(), text: wrong.body, headers: wrong.headers }, 401, 'PasswordMismatchError');
    const { id: _b, ...unknownBody } = expectError({ status: unknown.statusCode, body: unknown.json(), text: unknown.body, headers: unknown.headers }, 401, 'PasswordMismatchError');
    expect(unknownBody).toEqual(wrongBody);
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an account after five failures, before checking its password, saying how long to wait', async () => {
    const username = 'limited@example.com';
    createPerson(service.db, systemAuthor, { email: username, rootRole: 'Viewer', passwordHash: await hashPassword(password) });
    for (let i = 0; i < 5; i++) expect((await login({ username, password: 'Wrong-password-1' }, { 'x-forwarded-for': `10.2.0.${i}` })).statusCode).toBe(401);
    const refused = await login({ username, password }, { 'x-forwarded-for': '10.2.0.9' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ name: 'RateLimitError', message: 'Too many failed sign-ins for this account: try again in 15 minutes.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('refuses an address after ten failures a minute, whichever accounts they named', async () => {
    for (let i = 0; i < 10; i++) expect((await login({ username: `guess${i}@example.com`, password }, { 'x-forwarded-for': '10.3.0.1' })).statusCode).toBe(401);
    const refused = await login({ username: 'ann@example.com', password }, { 'x-forwarded-for': '10.3.0.1' });
    expect(refused.statusCode).toBe(429);
    // The wait counts from the first failure: a full minute when the ten came within a second.
    expect(refused.json()).toMatchObject({ message: expect.stringMatching(/^Too many failed sign-ins from your address: try again in (\d+ seconds?|1 minute)\.$/) });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('tells a deactivated account so, once its password is right', async () => {
    const user = createPerson(service.db, systemAuthor, { email: 'gone@example.com', rootRole: 'Editor', passwordHash: await hashPassword(password) });
    await service.call('POST', `/api/admin/user-admin/${user.id}/deactivate`);
    const response = await login({ username: 'gone@example.com', password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'This account is deactivated: ask an admin to activate it again.' });
  });

  it('refuses a sign-in posted from another site', async () => {
    const response = await login({ username: 'ann@example.com', password }, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a bad body naming the field', async () => {
    const response = await login({ username: 'ann@example.com' });
    expectError({ status: response.statusCode, body: response.json(), text: response.body, headers: response.headers }, 400, 'BadDataError');
  });
});

describe('sessions', () => {
  it('end at sign-out: the cookie is cleared and the session refused afterwards', async () => {
    const session = openSession(service.db, annId);
    const response = await service.app.inject({ method: 'POST', url: '/logout', headers: { cookie: sessionCookie(session), origin: ownOrigin } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/sign-in');
    expect(String(response.headers['set-cookie'])).toMatch(/^flagdeck-session=; Path=\/; HttpOnly; SameSite=Strict; Max-Age=0$/);
    expectError(await service.call('GET', '/api/admin/projects', { session }), 401, 'AuthenticationRequired');
  });

  it('end at their absolute expiry, and after the idle time without a request', async () => {
    const expired = openSession(service.db, annId, { expiresAt: new Date(Date.now() - 1000).toISOString() });
    expectError(await service.call('GET', '/api/admin/projects', { session: expired }), 401, 'AuthenticationRequired');
    const idle = openSession(service.db, annId);
    service.db.prepare('UPDATE sessions SET last_seen_at = ?').run(new Date(Date.now() - 61 * 60_000).toISOString());
    expectError(await service.call('GET', '/api/admin/projects', { session: idle }), 401, 'AuthenticationRequired');
    const fresh = openSession(service.db, annId);
    expect((await service.call('GET', '/api/admin/projects', { session: fresh })).status).toBe(200);
  });

  it('carry writes only from the console\'s own pages', async () => {
    const session = openSession(service.db, annId);
    const write = (headers: Record<string, string>) => service.app.inject({
      method: 'POST', url: '/api/admin/projects/default/features', headers: { cookie: sessionCookie(session), 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ name: `cookie-write-${Object.keys(headers).join('-') || 'none'}` }),
    });
    const others: Record<string, string>[] = [{}, { origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'same-site' }, { origin: 'http://localhost:81' }];
    for (const headers of others) {
      const refused = await write(headers);
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
      expect(refused.json()).toMatchObject({ name: 'NoAccessError', message: expect.stringContaining('must come from the console itself') });
    }
    expect(service.db.prepare("SELECT name FROM features WHERE name LIKE 'cookie-write-%'").all()).toEqual([]);
    expect((await write({ origin: ownOrigin })).statusCode).toBe(201);
    expect((await write({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
  });
});

describe('POST /auth/reset/password-email', () => {
  it('answers 200 whether or not the address is anyone\'s, sends nothing and writes nothing; a body without an email is refused', async () => {
    await service.call('POST', '/api/admin/user-admin', { body: { email: 'known@example.com', rootRole: 'Viewer' } });
    const before = storeSnapshot(service.db);
    for (const email of ['known@example.com', 'nobody@example.com']) {
      const answer = await service.call('POST', '/auth/reset/password-email', { token: null, body: { email } });
      expect(answer.status, email).toBe(200);
      expect(answer.text).toBe('');
    }
    expect(expectError(await service.call('POST', '/auth/reset/password-email', { token: null, body: {} }), 400, 'BadDataError').message).toContain('email');
    expect(storeSnapshot(service.db)).toBe(before);
  });
});
