import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { environmentListSchema, projectListSchema } from '../../contract/admin';
import { segmentListSchema } from '../../contract/adminRequests';
import { insertSegment } from '../store/segments';
import { expectError, parsed, startTestService, tokens, type TestService } from '../test/harness';
import { systemAuthor } from '../store/events';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
});
afterEach(() => service.close());

describe('projects, environments and segments', () => {
  it('lists projects with their count of non-archived flags, default first', async () => {
    await service.createFlag('other', 'a');
    await service.createFlag('other', 'b');
    await service.call('DELETE', '/api/admin/projects/other/features/b');
    const { projects, version } = parsed(projectListSchema, await service.call('GET', '/api/admin/projects', { token: service.pats.Viewer }));
    expect(version).toBe(1);
    expect(projects.map((p) => [p.id, p.featureCount])).toEqual([['default', 0], ['other', 1]]);
  });

  it('lists environments in sort order, and per project with projectEnabled', async () => {
    const all = parsed(environmentListSchema, await service.call('GET', '/api/admin/environments'));
    expect(all.environments.map((e) => [e.name, e.type, e.sortOrder, e.enabled])).toEqual([
      ['development', 'development', 100, true], ['staging', 'preproduction', 150, true], ['production', 'production', 200, true],
    ]);
    const other = parsed(environmentListSchema, await service.call('GET', '/api/admin/environments/project/other'));
    expect(other.environments.map((e) => [e.name, e.projectEnabled])).toEqual([['development', true], ['staging', false], ['production', true]]);
    expectError(await service.call('GET', '/api/admin/environments/project/nope'), 404, 'NotFoundError');
  });

  it('lists segments with their constraints', async () => {
    insertSegment(service.db, systemAuthor, { name: 'beta', description: 'Beta', project: 'default', constraints: [{ contextName: 'userId', operator: 'IN', values: ['1'] }], createdAt: new Date().toISOString() });
    const { segments } = parsed(segmentListSchema, await service.call('GET', '/api/admin/segments'));
    expect(segments).toEqual([expect.objectContaining({ name: 'beta', description: 'Beta', project: 'default', constraints: [{ contextName: 'userId', operator: 'IN', values: ['1'] }] })]);
  });

  it('requires an admin-API credential', async () => {
    for (const url of ['/api/admin/projects', '/api/admin/environments', '/api/admin/segments']) {
      expectError(await service.call('GET', url, { token: null }), 401, 'AuthenticationRequired');
      expectError(await service.call('GET', url, { token: tokens.client }), 403, 'NoAccessError');
    }
  });
});
