import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../contract/error';
import { savedAudienceListSchema, savedAudienceSchema } from '../../contract/audiences';
import { expectError, parsed, startTestService, storeSnapshot, type TestService } from '../test/harness';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
});
afterEach(() => service.close());

const euFree = { name: 'EU free user', description: 'A customer on the free plan in Europe', context: { userId: 'u-17', properties: { region: 'eu', plan: 'free' } } };
const base = '/api/admin/saved-audiences';

async function create(body: unknown = euFree, token = service.pats.Editor) {
  return service.call('POST', base, { body, token });
}

describe('saved audiences', () => {
  it('are created by an Editor (201), read by a Viewer, edited and deleted', async () => {
    const created = parsed(savedAudienceSchema, await create(), 201);
    expect(created).toMatchObject({ name: 'EU free user', context: euFree.context, createdBy: expect.any(String) });

    const list = parsed(savedAudienceListSchema, await service.call('GET', base, { token: service.pats.Viewer }));
    expect(list.audiences.map((audience) => audience.name)).toEqual(['EU free user']);
    expect(parsed(savedAudienceSchema, await service.call('GET', `${base}/${created.id}`, { token: service.pats.Viewer }))).toEqual(created);

    const edited = parsed(savedAudienceSchema, await service.call('PUT', `${base}/${created.id}`, {
      token: service.pats.Editor, body: { name: 'EU pro user', context: { userId: 'u-18', properties: { region: 'eu', plan: 'pro' } } },
    }));
    expect(edited).toMatchObject({ id: created.id, name: 'EU pro user', description: null, context: { userId: 'u-18', properties: { plan: 'pro' } } });

    expect((await service.call('DELETE', `${base}/${created.id}`, { token: service.pats.Editor })).status).toBe(200);
    expectError(await service.call('GET', `${base}/${created.id}`), 404, 'NotFoundError');
    expectError(await service.call('DELETE', `${base}/${created.id}`), 404, 'NotFoundError');
  });

  it('keep no empty named field: an empty userId means no user, as the frontend API reads it', async () => {
    const created = parsed(savedAudienceSchema, await create({ name: 'Anyone', context: { userId: '', appName: 'web', properties: {} } }), 201);
    expect(created.context).toEqual({ appName: 'web', properties: {} });
  });

  it('refuse a Viewer the writes, naming the permission, and change nothing', async () => {
    const before = storeSnapshot(service.db);
    const refused = expectError(await create(euFree, service.pats.Viewer), 403, 'NoAccessError');
    expect(refused.message).toContain('CREATE_SAVED_AUDIENCE');
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('answer a bad body 400 naming the field, and keep nothing', async () => {
    const before = storeSnapshot(service.db);
    const cases: Array<[unknown, string]> = [
      [{ ...euFree, name: '  ' }, 'name'],
      [{ ...euFree, name: 'x'.repeat(101) }, 'name'],
      [{ ...euFree, context: { userId: 7 } }, 'context.userId'],
      [{ ...euFree, context: { properties: { plan: 'x'.repeat(1001) } } }, 'context.properties.plan'],
      [{ ...euFree, context: { currentTime: 'tomorrow' } }, 'context.currentTime'],
      [{ ...euFree, context: { colour: 'blue' } }, 'context'],
      [{ name: 'No context' }, 'context'],
    ];
    for (const [body, field] of cases) {
      const reply = await create(body);
      expectError(reply, 400, 'BadDataError');
      const paths = errorBodySchema.parse(reply.body).details?.map((detail) => detail.path);
      expect(paths, JSON.stringify(body).slice(0, 80)).toContain(field);
    }
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('hold names unique whatever their case (409), also when renaming', async () => {
    const first = parsed(savedAudienceSchema, await create(), 201);
    const second = parsed(savedAudienceSchema, await create({ ...euFree, name: 'iOS beta tester' }), 201);
    expectError(await create({ ...euFree, name: 'eu FREE user' }), 409, 'NameExistsError');
    expectError(await service.call('PUT', `${base}/${second.id}`, { body: { ...euFree, name: 'Eu free user' } }), 409, 'NameExistsError');
    // Renaming an audience to its own name in another case is no clash.
    parsed(savedAudienceSchema, await service.call('PUT', `${base}/${first.id}`, { body: { ...euFree, name: 'EU Free User' } }));
  });

  it('answer 404 for an id that names none', async () => {
    for (const id of ['999', 'abc', '0']) {
      expectError(await service.call('PUT', `${base}/${id}`, { body: euFree }), 404, 'NotFoundError');
    }
  });
});
