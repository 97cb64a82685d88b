import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../test/childServer';

/*
 * Secrets are never logged and never stored in the clear: a full session against the real server
 * (logging on, every kind of token, tokens issued and used, failed sign-ins with wrong secrets,
 * tokens sent in the query string, passwords set, changed, tried right and wrong, session ids and
 * one-time password links),
 * then every byte it printed and every file of its data folder is searched for every secret.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'flagdeck-secrets-'));
let server: ChildServer | undefined;
afterAll(async () => {
  await server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

const init = {
  admin: '*:*.secret-admin-4f1c9a7e2b6d8035',
  frontend: 'default:development.secret-frontend-9b2e47c1d0a3',
  client: 'default:development.secret-client-71d3a9e05c2b',
};

/** The part of a token that is secret: after the scope's dot, or after `user:` for a PAT. */
const secretPart = (token: string) => token.replace(/^user:/, '').replace(/^[^.]*\./, '');

describe('secrets', () => {
  it('appear in no log line, no printed line and no stored byte after a full session', async () => {
    const adminPassword = 'Secret-admin-pw-5d1e8c';
    server = await startChildServer({
      DATA_DIR: dataDir, INIT_ADMIN_API_TOKENS: init.admin, INIT_FRONTEND_API_TOKENS: init.frontend, INIT_CLIENT_API_TOKENS: init.client,
      UNLEASH_DEFAULT_ADMIN_PASSWORD: adminPassword,
    });
    const base = server.url;
    const secrets: string[] = [...Object.values(init), adminPassword];
    const send = async (method: string, path: string, token: string | undefined, body?: unknown) => {
      const response = await fetch(base + path, {
        method,
        headers: { ...(token === undefined ? {} : { authorization: token }), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as Record<string, unknown>) };
    };

    // Every kind of token at work.
    expect((await send('GET', '/api/admin/projects', init.admin)).status).toBe(200);
    expect((await send('POST', '/api/admin/projects/default/features', init.admin, { name: 'session-flag' })).status).toBe(201);
    expect((await send('POST', '/api/admin/projects/default/features/session-flag/environments/development/on', `Bearer ${init.admin}`)).status).toBe(200);
    expect((await send('GET', '/api/frontend?userId=7', init.frontend)).status).toBe(200);
    expect((await send('GET', '/api/client/features', init.client)).status).toBe(200);

    // Tokens issued through the API, then used.
    const account = await send('POST', '/api/admin/service-account', init.admin, { name: 'Session bot', username: 'session-bot', rootRole: 1 });
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const pat = await send('POST', `/api/admin/service-account/${String(account.body?.id)}/token`, init.admin, { description: 'session', expiresAt });
    const patSecret = String(pat.body?.secret);
    secrets.push(patSecret);
    const ownPat = await send('POST', '/api/admin/user/tokens', patSecret, { description: 'own', expiresAt });
    secrets.push(String(ownPat.body?.secret));
    const issued = await send('POST', '/api/admin/api-tokens', patSecret, { tokenName: 'issued', type: 'frontend', environment: 'development', projects: ['default'] });
    const issuedSecret = String(issued.body?.secret);
    secrets.push(issuedSecret);
    const issuedClient = await send('POST', '/api/admin/api-tokens', init.admin, { tokenName: 'issued-client', type: 'client', environment: 'development' });
    secrets.push(String(issuedClient.body?.secret));
    expect((await send('GET', '/api/admin/user', String(ownPat.body?.secret))).status).toBe(200);
    expect((await send('GET', '/api/frontend', issuedSecret)).status).toBe(200);
    expect(secrets.every((secret) => secret.length > 20 && secret !== 'undefined')).toBe(true);

    // Passwords: the first admin's, a user's set by an admin, one set with a one-time link, one
    // changed by its owner; each tried right and wrong; the session ids and links they made.
    const signIn = async (username: string, password: string) => {
      const response = await fetch(`${base}/auth/simple/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
      const session = /flagdeck-session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
      return { status: response.status, session };
    };
    const asSession = async (method: string, path: string, session: string, body: unknown) => {
      const response = await fetch(base + path, {
        method, headers: { cookie: `flagdeck-session=${session}`, origin: base, 'content-type': 'application/json' }, body: JSON.stringify(body),
      });
      return response.status;
    };
    const admin = await signIn('admin', adminPassword);
    expect(admin.status).toBe(200);
    secrets.push(admin.session ?? 'no session');
    const userPassword = 'Secret-user-pw-8a3f61';
    const invitedPassword = 'Secret-invited-pw-2c9b70';
    const changedPassword = 'Secret-changed-pw-6e0d14';
    const wrongPasswords = [`${adminPassword}x`, 'Secret-wrong-pw-4b7c02'];
    secrets.push(userPassword, invitedPassword, changedPassword, ...wrongPasswords);
    expect(await asSession('POST', '/api/admin/user-admin', admin.session ?? '', { email: 'pat@example.com', rootRole: 'Editor', password: userPassword })).toBe(201);
    const invited = await send('POST', '/api/admin/user-admin', init.admin, { email: 'ivy@example.com', rootRole: 'Viewer' });
    const inviteLink = String(invited.body?.inviteLink);
    const linkToken = new URL(inviteLink).searchParams.get('token') ?? '';
    secrets.push(inviteLink, linkToken);
    expect((await send('GET', `/auth/reset/validate?token=${linkToken}`, undefined)).status).toBe(200);
    expect((await send('POST', '/auth/reset/password', undefined, { token: linkToken, password: invitedPassword })).status).toBe(200);
    const user = await signIn('pat@example.com', userPassword);
    secrets.push(user.session ?? 'no session');
    expect(await asSession('POST', '/api/admin/user/change-password', user.session ?? '', { oldPassword: userPassword, password: changedPassword, confirmPassword: changedPassword })).toBe(200);
    expect((await signIn('ivy@example.com', invitedPassword)).status).toBe(200);
    for (const password of wrongPasswords) expect((await signIn('admin', password)).status).toBe(401);
    expect((await signIn('nobody@example.com', adminPassword)).status).toBe(401);
    expect((await send('POST', '/api/admin/user-admin/validate-password', init.admin, { password: 'Secret-checked-pw-9f2a55' })).status).toBe(200);
    secrets.push('Secret-checked-pw-9f2a55');
    const reset = await send('POST', '/api/admin/user-admin/reset-password', init.admin, { id: 'pat@example.com' });
    secrets.push(String(reset.body?.resetPasswordUrl));

    // Secrets Unleash's API puts in a path: an API token changed and deleted by its secret, a
    // public invite link read, changed, checked and signed up with.
    const pathToken = String(issuedClient.body?.secret);
    expect((await send('PUT', `/api/admin/api-tokens/${encodeURIComponent(pathToken)}`, init.admin, { expiresAt })).status).toBe(200);
    expect((await send('DELETE', `/api/admin/api-tokens/${encodeURIComponent(pathToken)}`, init.admin)).status).toBe(200);
    const inviteByLink = await send('POST', '/api/admin/invite-link/tokens', init.admin, { name: 'session invite', expiresAt });
    const inviteSecret = String(inviteByLink.body?.secret);
    secrets.push(inviteSecret);
    expect((await send('GET', `/api/admin/invite-link/tokens/${inviteSecret}`, init.admin)).status).toBe(200);
    expect((await send('PUT', `/api/admin/invite-link/tokens/${inviteSecret}`, init.admin, { expiresAt })).status).toBe(200);
    expect((await send('GET', `/invite/${inviteSecret}/validate`, undefined)).status).toBe(200);
    expect((await send('POST', `/invite/${inviteSecret}/signup`, undefined, { email: 'joiner@example.com', name: 'Joiner', password: 'Secret-joiner-pw-3d8e27' })).status).toBe(201);
    secrets.push('Secret-joiner-pw-3d8e27');

    // Refused: wrong secrets (near misses and made-up ones), the wrong kind of token, a wrong use.
    const wrong = [
      `${init.admin.slice(0, -1)}x`, 'user:0123456789abcdef0123456789abcdef0123456789abcdef01234567', '*:*.made-up-secret-5e7a1c', `${patSecret}0`,
    ];
    secrets.push(...wrong);
    for (const token of wrong) expect((await send('GET', '/api/admin/projects', token)).status).toBe(401);
    expect((await send('GET', '/api/frontend', init.admin)).status).toBe(403);
    expect((await send('GET', '/api/admin/projects', init.frontend)).status).toBe(403);
    expect((await send('POST', '/api/admin/user/tokens', init.admin, { description: 'x', expiresAt })).status).toBe(400);
    expect((await send('DELETE', `/api/admin/service-account/${String(account.body?.id)}/token/${String(pat.body?.id)}`, init.admin)).status).toBe(200);
    expect((await send('GET', '/api/admin/projects', patSecret)).status).toBe(401);

    // A token in the query string, where no client should put one: refused or ignored, and the
    // log keeps the path of the request without its query.
    expect((await send('GET', `/api/admin/projects?token=${init.admin}`, undefined)).status).toBe(401);
    expect((await send('GET', `/api/admin/features?apiKey=${patSecret}`, init.admin)).status).toBe(404);
    expect((await send('GET', `/api/frontend?userId=8&token=${init.frontend}`, init.frontend)).status).toBe(200);
    expect((await send('GET', `/api/frontend?authorization=${init.frontend}`, init.admin)).status).toBe(403);

    await server.stop();
    const printed = server.stdout() + server.stderr();
    // Logging was on: the log has a line per request.
    expect(server.stderr()).toContain('"url":"/api/admin/projects"');
    expect(server.stderr()).toContain('"statusCode":401');

    expect(printed).toContain('Sign in to the console as admin with the password of UNLEASH_DEFAULT_ADMIN_PASSWORD.');
    const leaks = secrets.flatMap((secret) => [secret, secretPart(secret)]).filter((secret) => printed.includes(secret));
    expect(leaks).toEqual([]);
    expect(server.stderr()).toContain('"url":"/api/admin/features"');
    expect(server.stderr()).toContain('"url":"/invite/[redacted]/signup"');

    // Stored hashed: the database, its WAL and anything else in the folder hold no secret, only hashes.
    const stored = readdirSync(dataDir).map((file) => readFileSync(join(dataDir, file)).toString('latin1')).join('\n');
    expect(secrets.flatMap((secret) => [secret, secretPart(secret)]).filter((secret) => stored.includes(secret))).toEqual([]);
    expect(stored).toContain(createHash('sha256').update(init.admin).digest('hex'));
  }, 60_000);
});
