import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { environmentListSchema, environmentSchema } from '../../contract/admin';
import { eventSearchResponseSchema } from '../../contract/events';
import { expectError, parsed, startTestService, storeSnapshot, type TestService } from '../test/harness';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
});
afterEach(() => service.close());

const environments = async () => parsed(environmentListSchema, await service.call('GET', '/api/admin/environments', { token: service.pats.Viewer }))
  .environments.map((e) => [e.name, e.type, e.sortOrder, e.enabled]);
const eventTypes = async () =>
  parsed(eventSearchResponseSchema, await service.call('GET', '/api/admin/search/events?type=IS_ANY_OF:environment-created,environment-updated,environment-deleted&limit=100')).events.map((e) => [e.type, e.environment]);

describe('environments', () => {
  it('creates one (201, placed last, used by no project yet), reads it, changes its type and place, but never its name', async () => {
    const created = parsed(environmentSchema, await service.call('POST', '/api/admin/environments', { body: { name: 'qa', type: 'test' } }), 201);
    expect(created).toMatchObject({ name: 'qa', type: 'test', enabled: true, sortOrder: 210, protected: false });
    expect(parsed(environmentSchema, await service.call('GET', '/api/admin/environments/qa', { token: service.pats.Viewer }))).toEqual(created);
    const project = parsed(environmentListSchema, await service.call('GET', '/api/admin/environments/project/default'));
    expect(project.environments.find((e) => e.name === 'qa')?.projectEnabled).toBe(false);
    const updated = parsed(environmentSchema, await service.call('PUT', '/api/admin/environments/update/qa', { body: { type: 'preproduction', sortOrder: 120, name: 'renamed' } }));
    expect(updated).toMatchObject({ name: 'qa', type: 'preproduction', sortOrder: 120 });
    expect((await environments()).map(([name]) => name)).toEqual(['development', 'qa', 'staging', 'production']);
    expect(await eventTypes()).toEqual([['environment-updated', 'qa'], ['environment-created', 'qa']]);
  });

  it('sorts, disables and enables environments, each change an event', async () => {
    expect((await service.call('PUT', '/api/admin/environments/sort-order', { body: { production: 1, development: 2 } })).status).toBe(200);
    expect((await environments()).map(([name]) => name)).toEqual(['production', 'development', 'staging']);
    expect((await service.call('POST', '/api/admin/environments/staging/off')).status).toBe(204);
    expect((await environments()).find(([name]) => name === 'staging')?.[3]).toBe(false);
    expect((await service.call('POST', '/api/admin/environments/staging/on')).status).toBe(204);
    const events = parsed(eventSearchResponseSchema, await service.call('GET', '/api/admin/search/events?type=IS:environment-updated')).events;
    expect(events.map((e) => [e.environment, e.preData?.enabled, e.data?.enabled, e.data?.sortOrder])).toEqual([
      ['staging', false, true, 150], ['staging', true, false, 150], ['development', true, true, 2], ['production', true, true, 1],
    ]);
  });

  it('deletes an environment no project uses, with what flags held there', async () => {
    await service.createFlag('default', 'held');
    await service.call('POST', '/api/admin/projects/default/features/held/environments/staging/strategies', { body: { name: 'default' } });
    expectError(await service.call('DELETE', '/api/admin/environments/staging'), 409, 'InvalidOperationError');
    await service.call('DELETE', '/api/admin/projects/default/environments/staging');
    expect((await service.call('DELETE', '/api/admin/environments/staging')).status).toBe(200);
    expect((await environments()).map(([name]) => name)).toEqual(['development', 'production']);
    expect(service.db.prepare("SELECT COUNT(*) AS n FROM strategies WHERE environment = 'staging'").get()).toEqual({ n: 0 });
    expect((await eventTypes())[0]).toEqual(['environment-deleted', 'staging']);
  });

  it('refuses taken and unfriendly names (409, 400 naming the field), unknown ones (404), a protected one\'s deletion and non-admins, storing nothing', async () => {
    service.db.prepare("UPDATE environments SET protected = 1 WHERE name = 'development'").run();
    service.db.prepare("DELETE FROM project_environments WHERE environment = 'development'").run();
    const before = storeSnapshot(service.db);
    expectError(await service.call('POST', '/api/admin/environments', { body: { name: 'production', type: 'production' } }), 409, 'NameExistsError');
    expectError(await service.call('POST', '/api/admin/environments/validate', { body: { name: 'production' } }), 409, 'NameExistsError');
    expect((await service.call('POST', '/api/admin/environments/validate', { body: { name: 'qa' } })).status).toBe(200);
    const bad = expectError(await service.call('POST', '/api/admin/environments', { body: { name: 'q a', type: 'test' } }), 400, 'BadDataError');
    expect(bad.details?.map((d) => d.path)).toEqual(['name']);
    const noType = expectError(await service.call('POST', '/api/admin/environments', { body: { name: 'qa', type: '' } }), 400, 'BadDataError');
    expect(noType.details?.map((d) => d.path)).toEqual(['type']);
    const sort = expectError(await service.call('PUT', '/api/admin/environments/sort-order', { body: { production: 1, ghost: 2 } }), 400, 'BadDataError');
    expect(sort.details?.map((d) => d.path)).toEqual(['ghost']);
    expectError(await service.call('PUT', '/api/admin/environments/update/ghost', { body: { type: 'test' } }), 404, 'NotFoundError');
    expectError(await service.call('POST', '/api/admin/environments/ghost/off'), 404, 'NotFoundError');
    expectError(await service.call('DELETE', '/api/admin/environments/development'), 409, 'InvalidOperationError');
    const editor = expectError(await service.call('POST', '/api/admin/environments', { body: { name: 'qa', type: 'test' }, token: service.pats.Editor }), 403, 'NoAccessError');
    expect(editor.message).toContain('"ADMIN"');
    expectError(await service.call('POST', '/api/admin/environments/staging/off', { token: service.pats.Viewer }), 403, 'NoAccessError');
    expect(storeSnapshot(service.db)).toBe(before);
  });
});
