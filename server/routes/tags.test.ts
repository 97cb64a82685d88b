import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tagListSchema } from '../../contract/adminRequests';
import { tagSchema } from '../../contract/feature';
import { expectError, parsed, startTestService, storeSnapshot, type TestService } from '../test/harness';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
  await service.createFlag('default', 'flag');
});
afterEach(() => service.close());

const tags = '/api/admin/features/flag/tags';

describe('feature tags', () => {
  it('adds (201), lists and removes tags', async () => {
    expect(parsed(tagSchema, await service.call('POST', tags, { token: service.pats.Editor, body: { type: 'team', value: 'checkout' } }), 201))
      .toEqual({ type: 'team', value: 'checkout' });
    await service.call('POST', tags, { body: { type: 'simple', value: 'q3' } });
    expect(parsed(tagListSchema, await service.call('GET', tags, { token: service.pats.Viewer }))).toEqual({
      version: 1, tags: [{ type: 'simple', value: 'q3' }, { type: 'team', value: 'checkout' }],
    });
    expect((await service.call('DELETE', `${tags}/team/checkout`)).status).toBe(200);
    expectError(await service.call('DELETE', `${tags}/team/checkout`), 404, 'NotFoundError');
  });

  it('refuses tags outside 2..50 characters (400), a duplicate (409) and a viewer (403), writing nothing', async () => {
    await service.call('POST', tags, { body: { type: 'team', value: 'checkout' } });
    const before = storeSnapshot(service.db);
    expectError(await service.call('POST', tags, { body: { type: 'team', value: 'x' } }), 400, 'BadDataError');
    expectError(await service.call('POST', tags, { body: { type: 't'.repeat(51), value: 'xx' } }), 400, 'BadDataError');
    expectError(await service.call('POST', tags, { body: { type: 'team', value: 'checkout' } }), 409, 'NameExistsError');
    expectError(await service.call('POST', tags, { token: service.pats.Viewer, body: { type: 'team', value: 'other' } }), 403, 'NoAccessError');
    expect(storeSnapshot(service.db)).toBe(before);
    expectError(await service.call('GET', '/api/admin/features/ghost/tags'), 404, 'NotFoundError');
  });
});
