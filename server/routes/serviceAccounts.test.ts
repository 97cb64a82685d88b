import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serviceAccountListSchema, serviceAccountSchema } from '../../contract/admin';
import { createdPatSchema, patListSchema } from '../../contract/pat';
import { createPat, maxTokensPerAccount } from '../store/pats';
import { insertUser } from '../store/users';
import { expectError, parsed, startTestService, storeSnapshot, tokens, type TestService } from '../test/harness';
import { systemAuthor } from '../store/events';

let service: TestService;
let accountId: number;
beforeEach(async () => {
  service = await startTestService();
  accountId = insertUser(service.db, { name: 'CI', username: 'ci', rootRole: 'Editor', isServiceAccount: true });
});
afterEach(() => service.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const tokensOf = (id: number | string) => `/api/admin/service-account/${id}/token`;

describe('GET /api/admin/service-account/{id}/token', () => {
  it('lists the tokens newest (highest id) first, never with the secret', async () => {
    for (const description of ['first', 'second', 'third']) {
      parsed(createdPatSchema, await service.call('POST', tokensOf(accountId), { body: { description, expiresAt: inDays(30) } }), 201);
    }
    const reply = await service.call('GET', tokensOf(accountId));
    const { pats } = parsed(patListSchema, reply);
    expect(pats.map((p) => p.description)).toEqual(['third', 'second', 'first']);
    expect(pats.map((p) => p.id)).toEqual([...pats.map((p) => p.id)].sort((a, b) => b - a));
    expect(pats[0]).toMatchObject({ userId: accountId, seenAt: null });
    expect(reply.text).not.toContain('user:');
  });

  it('answers an empty list for an account without tokens', async () => {
    expect(parsed(patListSchema, await service.call('GET', tokensOf(accountId)))).toEqual({ pats: [] });
  });

  it('answers 404 for an unknown account, a non-numeric id and a user who is not a service account', async () => {
    expectError(await service.call('GET', tokensOf(9999)), 404, 'NotFoundError');
    expectError(await service.call('GET', tokensOf('abc')), 404, 'NotFoundError');
    expectError(await service.call('GET', tokensOf(service.userIds.Viewer)), 404, 'NotFoundError');
  });

  it('answers 401 without a token and 403 ADMIN to editors, viewers and non-admin tokens', async () => {
    expectError(await service.call('GET', tokensOf(accountId), { token: null }), 401, 'AuthenticationRequired');
    for (const token of [service.pats.Editor, service.pats.Viewer]) {
      expect(expectError(await service.call('GET', tokensOf(accountId), { token }), 403, 'NoAccessError').message).toContain('"ADMIN" permission.');
    }
    expectError(await service.call('GET', tokensOf(accountId), { token: tokens.client }), 403, 'NoAccessError');
    parsed(patListSchema, await service.call('GET', tokensOf(accountId), { token: service.pats.Admin }));
  });
});

describe('service accounts and their tokens', () => {
  it('lists accounts with role and token count, and the root roles', async () => {
    createPat(service.db, systemAuthor, accountId, { description: 'x', expiresAt: inDays(1) });
    const list = parsed(serviceAccountListSchema, await service.call('GET', '/api/admin/service-account'));
    expect(list.serviceAccounts).toEqual([expect.objectContaining({ id: accountId, name: 'CI', username: 'ci', rootRole: 2, rootRoleName: 'Editor', tokens: 1 })]);
    expect(list.rootRoles).toEqual([{ id: 1, name: 'Admin' }, { id: 2, name: 'Editor' }, { id: 3, name: 'Viewer' }]);
  });

  it('creates an account by role id or name (201); refuses duplicates (409) and bad bodies (400)', async () => {
    const created = parsed(serviceAccountSchema, await service.call('POST', '/api/admin/service-account', { body: { name: 'Reader', username: 'reader', rootRole: 'Viewer' } }), 201);
    expect(created).toMatchObject({ username: 'reader', rootRole: 3, rootRoleName: 'Viewer', tokens: 0 });
    parsed(serviceAccountSchema, await service.call('POST', '/api/admin/service-account', { body: { name: 'Deployer', username: 'deployer', rootRole: 2 } }), 201);
    const before = storeSnapshot(service.db);
    expectError(await service.call('POST', '/api/admin/service-account', { body: { name: 'Again', username: 'reader', rootRole: 3 } }), 409, 'NameExistsError');
    expectError(await service.call('POST', '/api/admin/service-account', { body: { name: 'X', username: 'x', rootRole: 7 } }), 400, 'BadDataError');
    expectError(await service.call('POST', '/api/admin/service-account', { body: { name: '', username: 'x', rootRole: 3 } }), 400, 'BadDataError');
    expectError(await service.call('POST', '/api/admin/service-account', { token: service.pats.Editor, body: { name: 'X', username: 'x', rootRole: 3 } }), 403, 'NoAccessError');
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('creates a token whose secret is shown once and authenticates as the account with its role', async () => {
    const created = parsed(createdPatSchema, await service.call('POST', tokensOf(accountId), { body: { description: 'deploy', expiresAt: inDays(10) } }), 201);
    expect(created.secret).toMatch(/^user:[0-9a-f]{56}$/);
    expect(created).toMatchObject({ description: 'deploy', seenAt: null, userId: accountId });
    // Stored hashed: the secret is nowhere in the database.
    expect(storeSnapshot(service.db)).not.toContain(created.secret);
    await service.createFlag('default', 'flag');
    // The account is an Editor: it may switch in development but not administer.
    expect((await service.call('POST', '/api/admin/projects/default/features/flag/environments/development/on', { token: created.secret })).status).toBe(200);
    expectError(await service.call('GET', tokensOf(accountId), { token: `Bearer ${created.secret}` }), 403, 'NoAccessError');
  });

  it('refuses a past expiry, a missing description and the eleventh token with 400, writing nothing', async () => {
    for (let i = 0; i < maxTokensPerAccount; i++) createPat(service.db, systemAuthor, accountId, { description: `t${i}`, expiresAt: inDays(1) });
    const before = storeSnapshot(service.db);
    const limit = expectError(await service.call('POST', tokensOf(accountId), { body: { description: 'one more', expiresAt: inDays(1) } }), 400, 'BadDataError');
    expect(limit.message).toContain(`at most ${maxTokensPerAccount} tokens`);
    expectError(await service.call('POST', tokensOf(accountId), { body: { description: 'past', expiresAt: inDays(-1) } }), 400, 'BadDataError');
    expectError(await service.call('POST', tokensOf(accountId), { body: { description: '', expiresAt: inDays(1) } }), 400, 'BadDataError');
    expectError(await service.call('POST', tokensOf(accountId), { body: { description: 'x', expiresAt: 'tomorrow' } }), 400, 'BadDataError');
    expectError(await service.call('POST', tokensOf(9999), { body: { description: 'x', expiresAt: inDays(1) } }), 404, 'NotFoundError');
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('deletes a token (200), after which it no longer authenticates', async () => {
    const created = parsed(createdPatSchema, await service.call('POST', tokensOf(accountId), { body: { description: 'temp', expiresAt: inDays(1) } }), 201);
    expect((await service.call('DELETE', `${tokensOf(accountId)}/${created.id}`)).status).toBe(200);
    expectError(await service.call('DELETE', `${tokensOf(accountId)}/${created.id}`), 404, 'NotFoundError');
    expectError(await service.call('GET', '/api/admin/projects', { token: created.secret }), 401, 'AuthenticationRequired');
  });

  it('an expired token is refused with 401 like an unknown one', async () => {
    const expired = createPat(service.db, systemAuthor, accountId, { description: 'old', expiresAt: inDays(-1) });
    expectError(await service.call('GET', '/api/admin/projects', { token: expired.secret }), 401, 'AuthenticationRequired');
  });

  it('records when a token was last used, shown in the listing', async () => {
    const created = createPat(service.db, systemAuthor, accountId, { description: 'used', expiresAt: inDays(1) });
    await service.call('GET', '/api/admin/projects', { token: created.secret });
    const { pats } = parsed(patListSchema, await service.call('GET', tokensOf(accountId)));
    expect(Date.parse(pats[0]?.seenAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });
});
