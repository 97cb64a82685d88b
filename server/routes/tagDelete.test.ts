import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tagListSchema } from '../../contract/adminRequests';
import { eventSearchResponseSchema } from '../../contract/events';
import { expectError, parsed, startTestService, storeSnapshot, type TestService } from '../test/harness';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
  for (const name of ['one', 'two']) {
    await service.createFlag('default', name);
    await service.call('POST', `/api/admin/features/${name}/tags`, { body: { type: 'simple', value: 'beta' } });
  }
  await service.call('POST', '/api/admin/tags', { body: { type: 'simple', value: 'alone' } });
});
afterEach(() => service.close());

describe('DELETE /api/admin/tags/{type}/{value}', () => {
  it('deletes the tag and takes it off every flag, recording tag-deleted and each flag untagged in one group', async () => {
    expect((await service.call('DELETE', '/api/admin/tags/simple/beta', { token: service.pats.Editor })).status).toBe(200);
    expect(parsed(tagListSchema, await service.call('GET', '/api/admin/tags/simple')).tags).toEqual([{ type: 'simple', value: 'alone' }]);
    expect(parsed(tagListSchema, await service.call('GET', '/api/admin/features/one/tags')).tags).toEqual([]);
    const { events } = parsed(eventSearchResponseSchema, await service.call('GET', '/api/admin/search/events?type=IS_ANY_OF:tag-deleted,feature-untagged'));
    expect(events.map((event) => [event.type, event.featureName ?? null])).toEqual([['tag-deleted', null], ['feature-untagged', 'two'], ['feature-untagged', 'one']]);
    expect(new Set(events.map((event) => event.groupId)).size).toBe(1);
    expect((await service.call('DELETE', '/api/admin/tags/simple/alone')).status).toBe(200);
  });

  it('refuses a tag that does not exist (404) and a Viewer (403), changing nothing', async () => {
    const before = storeSnapshot(service.db);
    expectError(await service.call('DELETE', '/api/admin/tags/simple/nothing'), 404, 'NotFoundError');
    expectError(await service.call('DELETE', '/api/admin/tags/nothing/beta'), 404, 'NotFoundError');
    expectError(await service.call('DELETE', '/api/admin/tags/simple/beta', { token: service.pats.Viewer }), 403, 'NoAccessError');
    expect(storeSnapshot(service.db)).toBe(before);
  });
});
