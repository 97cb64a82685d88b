import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createdPatSchema, currentUserSchema, errorBodySchema, patListSchema, serviceAccountSchema } from '../../contract';
import { buildApp } from '../app';
import { parseApiToken } from '../domain/apiTokenFormat';
import { prepareStore } from '../startup';
import { openDatabase, type Db } from '../store/openDatabase';
import { createPat } from '../store/pats';
import { systemAuthor } from '../store/events';

/**
 * Service account tokens on the service side: a PAT authenticates as its service account, its use is recorded
 * (coalesced), an expired or deleted PAT is refused, and creation keeps to its limits.
 * The real app over a real SQLite file, driven through Fastify's inject.
 */
const adminToken = '*:*.sa-tokens-test-admin-secret';
const day = 24 * 3600 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString();

let dataDir: string;
let db: Db;
let app: FastifyInstance;

async function start() {
  dataDir = mkdtempSync(join(tmpdir(), 'flagdeck-sa-tokens-'));
  db = openDatabase(dataDir);
  const parsed = parseApiToken('admin', adminToken);
  if ('problem' in parsed) throw new Error(parsed.problem);
  prepareStore(db, { demo: false, initTokens: [parsed] });
  app = await buildApp({ db, distDir: join(dataDir, 'no-dist') });
}

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, { token = adminToken, body }: { token?: string; body?: unknown } = {}) {
  const response = await app.inject({
    method,
    url,
    headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: response.statusCode, body: response.body === '' ? undefined : (JSON.parse(response.body) as unknown), text: response.body };
}

async function createAccount(username: string, rootRole: 'Admin' | 'Editor' | 'Viewer') {
  const reply = await call('POST', '/api/admin/service-account', { body: { name: username, username, rootRole } });
  expect(reply.status, reply.text).toBe(201);
  return serviceAccountSchema.parse(reply.body).id;
}

async function createToken(accountId: number, body: unknown = { description: 'test token', expiresAt: inDays(30) }) {
  return call('POST', `/api/admin/service-account/${accountId}/token`, { body });
}

async function newSecret(accountId: number, description = 'test token') {
  const reply = await createToken(accountId, { description, expiresAt: inDays(30) });
  expect(reply.status, reply.text).toBe(201);
  return createdPatSchema.parse(reply.body);
}

async function listing(accountId: number) {
  const reply = await call('GET', `/api/admin/service-account/${accountId}/token`);
  expect(reply.status, reply.text).toBe(200);
  return patListSchema.parse(reply.body).pats;
}

function expectError(reply: { status: number; body: unknown; text: string }, status: number, name: string) {
  expect(reply.status, reply.text).toBe(status);
  const body = errorBodySchema.parse(reply.body);
  expect(body.name).toBe(name);
  return body;
}

const patCount = (accountId: number) => db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM pats WHERE user_id = ?').get(accountId)?.n;
/** Rows this connection has changed so far: the service's writes, as SQLite counts them. */
const writes = () => db.prepare<[], { n: number }>('SELECT total_changes() AS n').get()?.n ?? 0;

beforeEach(start);
afterEach(async () => {
  vi.useRealTimers();
  await app.close();
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a PAT of a service account', () => {
  it('authenticates API calls as its account, with the account’s root role', async () => {
    const editorBot = await createAccount('editor-bot', 'Editor');
    const { secret } = await newSecret(editorBot);

    const me = await call('GET', '/api/admin/user', { token: secret });
    expect(me.status, me.text).toBe(200);
    expect(currentUserSchema.parse(me.body).user).toMatchObject({ id: editorBot, username: 'editor-bot', rootRole: 2 });
    expect((await call('GET', '/api/admin/projects', { token: secret })).status).toBe(200);
    // An Editor may not administer service accounts; an Admin account may.
    expect(expectError(await call('GET', '/api/admin/service-account', { token: secret }), 403, 'NoAccessError').message).toContain('ADMIN');
    const adminBot = await createAccount('admin-bot', 'Admin');
    expect((await call('GET', '/api/admin/service-account', { token: (await newSecret(adminBot)).secret })).status).toBe(200);
  });

  it('shows in the listing without its secret, newest first, and the secret works only as given', async () => {
    const bot = await createAccount('bot', 'Viewer');
    const first = await newSecret(bot, 'first');
    const second = await newSecret(bot, 'second');
    expect((await listing(bot)).map((pat) => pat.description)).toEqual(['second', 'first']);
    expect(second.id).toBeGreaterThan(first.id);
    expect(JSON.stringify(await listing(bot))).not.toContain(first.secret);
    expectError(await call('GET', '/api/admin/projects', { token: `${first.secret}x` }), 401, 'AuthenticationRequired');
  });

  it('is refused with 401 once it has expired', async () => {
    const bot = await createAccount('bot', 'Admin');
    const expired = createPat(db, systemAuthor, bot, { description: 'expired', expiresAt: new Date(Date.now() - 1000).toISOString() });
    expectError(await call('GET', '/api/admin/projects', { token: expired.secret }), 401, 'AuthenticationRequired');
  });

  it('is refused with 401 from the moment it is deleted', async () => {
    const bot = await createAccount('bot', 'Admin');
    const { id, secret } = await newSecret(bot);
    expect((await call('GET', '/api/admin/projects', { token: secret })).status).toBe(200);
    expect((await call('DELETE', `/api/admin/service-account/${bot}/token/${id}`)).status).toBe(200);
    expectError(await call('GET', '/api/admin/projects', { token: secret }), 401, 'AuthenticationRequired');
    expect(await listing(bot)).toEqual([]);
    expectError(await call('DELETE', `/api/admin/service-account/${bot}/token/${id}`), 404, 'NotFoundError');
  });
});

describe('the last use of a PAT (seenAt)', () => {
  it('is null until the token is used', async () => {
    const bot = await createAccount('bot', 'Viewer');
    await newSecret(bot);
    expect((await listing(bot))[0]?.seenAt).toBeNull();
  });

  it('shows the first use straight away', async () => {
    const bot = await createAccount('bot', 'Viewer');
    const { secret } = await newSecret(bot);
    const before = Date.now();
    await call('GET', '/api/admin/projects', { token: secret });
    const seenAt = (await listing(bot))[0]?.seenAt;
    expect(seenAt, 'seenAt right after the first use').toBeTruthy();
    expect(Date.parse(seenAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it('is written at most once a minute per token, and keeps up with a token in constant use', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    await app.close();
    db.close();
    rmSync(dataDir, { recursive: true, force: true });
    await start(); // again, so the service's clock and timers are the fake ones

    const bot = await createAccount('bot', 'Viewer');
    const { secret } = await newSecret(bot);
    // Used every second for three minutes; note the (fake) instants at which rows were written.
    const writtenAt: number[] = [];
    let last = writes();
    for (let second = 0; second < 180; second++) {
      await call('GET', '/api/admin/projects', { token: secret });
      vi.advanceTimersByTime(1000);
      const now = writes();
      expect(now - last, 'rows written in one second').toBeLessThanOrEqual(1);
      if (now > last) writtenAt.push(second);
      last = now;
    }
    const gaps = writtenAt.slice(1).map((at, i) => at - writtenAt[i]!);
    expect(gaps.every((gap) => gap >= 60), `writes at seconds ${writtenAt.join(', ')}`).toBe(true);
    expect(writtenAt.length, 'a token used for three minutes is written about every minute').toBeGreaterThanOrEqual(2);
    const seenAt = Date.parse((await listing(bot))[0]?.seenAt ?? '');
    expect(Date.now() - seenAt).toBeLessThanOrEqual(61_000);
  });
});

describe('creating a PAT', () => {
  it('stops at 10 tokens per account with a clear 400, and writes nothing', async () => {
    const bot = await createAccount('bot', 'Viewer');
    for (let i = 1; i <= 10; i++) await newSecret(bot, `token ${i}`);
    const refused = expectError(await createToken(bot), 400, 'BadDataError');
    expect(refused.message).toMatch(/at most 10 tokens/);
    expect(patCount(bot)).toBe(10);
    // The limit is per account: another account still gets one.
    expect((await createToken(await createAccount('other', 'Viewer'))).status).toBe(201);
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['201 characters', 'x'.repeat(201)],
  ])('refuses a description that is %s', async (_, description) => {
    const bot = await createAccount('bot', 'Viewer');
    const refused = expectError(await createToken(bot, { description, expiresAt: inDays(7) }), 400, 'BadDataError');
    expect(JSON.stringify(refused)).toContain('description');
    expect(patCount(bot)).toBe(0);
  });

  it('takes a description of 1 and of 200 characters', async () => {
    const bot = await createAccount('bot', 'Viewer');
    expect((await createToken(bot, { description: 'x', expiresAt: inDays(7) })).status).toBe(201);
    expect((await createToken(bot, { description: 'y'.repeat(200), expiresAt: inDays(7) })).status).toBe(201);
  });

  it.each([
    ['in the past', new Date(Date.now() - day).toISOString()],
    ['missing', undefined],
    ['not a date', 'next tuesday'],
  ])('refuses an expiry that is %s', async (_, expiresAt) => {
    const bot = await createAccount('bot', 'Viewer');
    const refused = expectError(await createToken(bot, { description: 'x', expiresAt }), 400, 'BadDataError');
    expect(JSON.stringify(refused)).toContain('expiresAt');
    expect(patCount(bot)).toBe(0);
  });

  it('takes an expiry that never comes (the last instant of year 9999)', async () => {
    const bot = await createAccount('bot', 'Viewer');
    const created = createdPatSchema.parse((await createToken(bot, { description: 'forever', expiresAt: '9999-12-31T23:59:59.999Z' })).body);
    expect(created.expiresAt).toBe('9999-12-31T23:59:59.999Z');
  });

  it('answers 404 for an account that does not exist', async () => {
    expectError(await createToken(9999), 404, 'NotFoundError');
    expectError(await call('GET', '/api/admin/service-account/nope/token'), 404, 'NotFoundError');
  });
});
