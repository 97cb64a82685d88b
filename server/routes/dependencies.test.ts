import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { featureSchema } from '../../contract/feature';
import { expectError, parsed, startTestService, storeSnapshot, tokens, type TestService } from '../test/harness';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
  for (const name of ['parent', 'child', 'child2', 'other-parent']) await service.createFlag('default', name);
});
afterEach(() => service.close());

const dependencies = (child: string) => `/api/admin/projects/default/features/${child}/dependencies`;
const exists = async (token?: string) => service.call('GET', '/api/admin/projects/any-project/dependencies', token ? { token } : {});

describe('GET /api/admin/projects/{projectId}/dependencies', () => {
  it('answers a bare false, then true once any dependency exists anywhere', async () => {
    const before = await exists();
    expect(before.text).toBe('false');
    expect(parsed(z.boolean(), before)).toBe(false);
    await service.call('POST', dependencies('child'), { body: { feature: 'parent' } });
    const after = await exists(service.pats.Viewer);
    expect(after.text).toBe('true');
    expect(String(after.headers['content-type'])).toContain('application/json');
  });

  it('answers 401 without credentials and 403 NoAccessError to a non-admin token', async () => {
    expectError(await service.call('GET', '/api/admin/projects/default/dependencies', { token: null }), 401, 'AuthenticationRequired');
    expectError(await exists(tokens.frontend), 403, 'NoAccessError');
    expectError(await exists(tokens.client), 403, 'NoAccessError');
  });
});

describe('adding and removing dependencies', () => {
  it('adds a dependency (with variants) that shows as dependencies on the child and children on the parent', async () => {
    const reply = await service.call('POST', dependencies('child'), { body: { feature: 'parent', variants: ['blue'] } });
    expect(reply.status).toBe(200);
    await service.call('POST', dependencies('child2'), { body: { feature: 'parent', enabled: false } });
    const child = parsed(featureSchema, await service.call('GET', '/api/admin/projects/default/features/child'));
    expect(child.dependencies).toEqual([{ feature: 'parent', enabled: true, variants: ['blue'] }]);
    const parent = parsed(featureSchema, await service.call('GET', '/api/admin/projects/default/features/parent'));
    expect(parent.children).toEqual(['child', 'child2']);
  });

  it('refuses self, grandchild chains, other projects and variants of a disabled parent, writing nothing', async () => {
    await service.call('POST', dependencies('child'), { body: { feature: 'parent' } });
    await service.createFlag('other', 'foreign');
    const before = storeSnapshot(service.db);
    expectError(await service.call('POST', dependencies('child2'), { body: { feature: 'child2' } }), 400, 'BadDataError');
    expectError(await service.call('POST', dependencies('child2'), { body: { feature: 'child' } }), 400, 'BadDataError');
    expectError(await service.call('POST', dependencies('parent'), { body: { feature: 'other-parent' } }), 400, 'BadDataError');
    expectError(await service.call('POST', dependencies('child2'), { body: { feature: 'foreign' } }), 400, 'BadDataError');
    expectError(await service.call('POST', dependencies('child2'), { body: { feature: 'parent', enabled: false, variants: ['x'] } }), 400, 'BadDataError');
    expectError(await service.call('POST', dependencies('child2'), { body: { feature: 'ghost' } }), 404, 'NotFoundError');
    expectError(await service.call('POST', dependencies('child2'), { body: {} }), 400, 'BadDataError');
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('removes one dependency, then all', async () => {
    await service.call('POST', dependencies('child'), { body: { feature: 'parent' } });
    await service.call('POST', dependencies('child'), { body: { feature: 'other-parent' } });
    expect((await service.call('DELETE', `${dependencies('child')}/parent`)).status).toBe(200);
    expectError(await service.call('DELETE', `${dependencies('child')}/parent`), 404, 'NotFoundError');
    expect((await service.call('DELETE', dependencies('child'))).status).toBe(200);
    expect((await exists()).text).toBe('false');
  });

  it('answers 403 UPDATE_FEATURE_DEPENDENCY to a viewer and 404 for an unknown child', async () => {
    expect(expectError(await service.call('POST', dependencies('child'), { token: service.pats.Viewer, body: { feature: 'parent' } }), 403, 'NoAccessError').message)
      .toContain('"UPDATE_FEATURE_DEPENDENCY"');
    expectError(await service.call('POST', dependencies('ghost'), { body: { feature: 'parent' } }), 404, 'NotFoundError');
  });
});

describe('in a project where an environment requires change requests', () => {
  // The fixture's `default` project requires 2 approvals in production; `other` requires none.
  // A dependency decides what its child serves in every environment, production included.
  const writes = (project: string) => [
    { method: 'POST' as const, url: `/api/admin/projects/${project}/features/child/dependencies`, body: { feature: 'parent' } },
    { method: 'DELETE' as const, url: `/api/admin/projects/${project}/features/child/dependencies/parent` },
    { method: 'DELETE' as const, url: `/api/admin/projects/${project}/features/child/dependencies` },
  ];

  it('refuses an Editor 403 SKIP_CHANGE_REQUEST on adding and removing, and changes nothing', async () => {
    await service.call('POST', dependencies('child'), { body: { feature: 'parent' } });
    const before = storeSnapshot(service.db);
    for (const { method, url, body } of writes('default')) {
      const error = expectError(await service.call(method, url, { token: service.pats.Editor, body }), 403, 'NoAccessError');
      expect(error.message).toContain('"SKIP_CHANGE_REQUEST" permission for the "production" environment');
    }
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('lets a caller holding SKIP_CHANGE_REQUEST (an admin) add and remove them', async () => {
    for (const { method, url, body } of writes('default')) {
      expect((await service.call(method, url, { token: service.pats.Admin, body })).status, `${method} ${url}`).toBe(200);
    }
  });

  it('lets an Editor add and remove them where no environment requires change requests', async () => {
    for (const name of ['parent', 'child']) await service.createFlag('other', `${name}-elsewhere`);
    const url = '/api/admin/projects/other/features/child-elsewhere/dependencies';
    expect((await service.call('POST', url, { token: service.pats.Editor, body: { feature: 'parent-elsewhere' } })).status).toBe(200);
    expect((await service.call('DELETE', `${url}/parent-elsewhere`, { token: service.pats.Editor })).status).toBe(200);
    expect((await service.call('DELETE', url, { token: service.pats.Editor })).status).toBe(200);
  });
});
