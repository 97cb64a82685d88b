import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeRequestConfigSchema, segmentSchema } from '../../contract/adminRequests';
import { environmentListSchema, projectListSchema } from '../../contract/admin';
import { clientFeaturesSchema } from '../../contract/clientFeatures';
import { eventSearchResponseSchema } from '../../contract/events';
import { projectCreatedSchema } from '../../contract/projects';
import { expectError, parsed, startTestService, storeSnapshot, tokens, type TestService } from '../test/harness';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
});
afterEach(() => service.close());

const projectIds = async (query = '') => parsed(projectListSchema, await service.call('GET', `/api/admin/projects${query}`)).projects.map((p) => p.id);
const eventsOf = async (project: string) =>
  parsed(eventSearchResponseSchema, await service.call('GET', `/api/admin/search/events?project=IS:${project}&limit=100`)).events.map((e) => [e.type, e.environment ?? null]);

describe('projects', () => {
  it('creates a project with the environments it uses and those that need change requests, each step an event by who made it', async () => {
    const created = parsed(projectCreatedSchema, await service.call('POST', '/api/admin/projects', {
      token: service.pats.Admin,
      body: { id: 'payments', name: 'Payments', description: 'Cards', environments: ['development', 'production'], changeRequestEnvironments: [{ name: 'production', requiredApprovals: 2 }] },
    }), 201);
    expect(created).toEqual({
      id: 'payments', name: 'Payments', description: 'Cards', environments: ['development', 'production'],
      changeRequestEnvironments: [{ name: 'production', requiredApprovals: 2 }],
    });
    expect(await projectIds()).toContain('payments');
    const config = parsed(changeRequestConfigSchema, await service.call('GET', '/api/admin/projects/payments/change-requests/config'));
    expect(config.map((c) => [c.environment, c.changeRequestEnabled, c.requiredApprovals])).toEqual([['development', false, 1], ['production', true, 2]]);
    expect(await eventsOf('payments')).toEqual([
      ['change-request-configuration-updated', 'production'], ['project-environment-added', 'production'],
      ['project-environment-added', 'development'], ['project-created', null],
    ]);
    const search = parsed(eventSearchResponseSchema, await service.call('GET', '/api/admin/search/events?type=IS:project-created'));
    expect(search.events[0]).toMatchObject({ createdBy: 'test-admin', data: { id: 'payments', name: 'Payments', description: 'Cards' } });
  });

  it('makes an id from the name where none is given, and uses every enabled environment', async () => {
    await service.call('POST', '/api/admin/environments/staging/off');
    const first = parsed(projectCreatedSchema, await service.call('POST', '/api/admin/projects', { body: { name: 'Mobile Apps!' } }), 201);
    const second = parsed(projectCreatedSchema, await service.call('POST', '/api/admin/projects', { body: { name: 'Mobile apps' } }), 201);
    expect([first.id, second.id]).toEqual(['mobile-apps', 'mobile-apps-2']);
    expect(first.environments).toEqual(['development', 'production']);
  });

  it('refuses a taken id (409), an unknown environment and change requests outside the project\'s environments (400 naming the field), storing nothing', async () => {
    const before = storeSnapshot(service.db);
    expectError(await service.call('POST', '/api/admin/projects', { body: { id: 'other', name: 'Again' } }), 409, 'NameExistsError');
    expectError(await service.call('POST', '/api/admin/projects/validate', { body: { id: 'other' } }), 409, 'NameExistsError');
    expect((await service.call('POST', '/api/admin/projects/validate', { body: { id: 'free' }, token: service.pats.Viewer })).status).toBe(200);
    const unknown = expectError(await service.call('POST', '/api/admin/projects', { body: { name: 'X', environments: ['development', 'qa'] } }), 400, 'BadDataError');
    expect(unknown.details?.map((d) => d.path)).toEqual(['environments.1']);
    const outside = expectError(await service.call('POST', '/api/admin/projects', {
      body: { name: 'X', environments: ['development'], changeRequestEnvironments: [{ name: 'production' }] },
    }), 400, 'BadDataError');
    expect(outside.details?.map((d) => d.path)).toEqual(['changeRequestEnvironments.0.name']);
    const badId = expectError(await service.call('POST', '/api/admin/projects', { body: { id: 'a b', name: 'X' } }), 400, 'BadDataError');
    expect(badId.details?.map((d) => d.path)).toEqual(['id']);
    const noName = expectError(await service.call('POST', '/api/admin/projects', { body: { name: '  ' } }), 400, 'BadDataError');
    expect(noName.details?.map((d) => d.path)).toEqual(['name']);
    const editor = expectError(await service.call('POST', '/api/admin/projects', { body: { name: 'X' }, token: service.pats.Editor }), 403, 'NoAccessError');
    expect(editor.message).toContain('"CREATE_PROJECT"');
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('renames a project, keeping its id', async () => {
    expect((await service.call('PUT', '/api/admin/projects/other', { body: { name: 'Other things', description: 'Misc' } })).status).toBe(200);
    const other = parsed(projectListSchema, await service.call('GET', '/api/admin/projects')).projects.find((p) => p.id === 'other');
    expect(other).toMatchObject({ name: 'Other things', description: 'Misc' });
    const [event] = parsed(eventSearchResponseSchema, await service.call('GET', '/api/admin/search/events?type=IS:project-updated')).events;
    expect(event).toMatchObject({ project: 'other', preData: { name: 'Other' }, data: { name: 'Other things' } });
    expectError(await service.call('PUT', '/api/admin/projects/ghost', { body: { name: 'X' } }), 404, 'NotFoundError');
    expectError(await service.call('PUT', '/api/admin/projects/other', { body: { name: 'X' }, token: service.pats.Editor }), 403, 'NoAccessError');
  });

  it('archives a project only once its flags are archived, lists it apart, takes no new flag there, and revives it', async () => {
    await service.createFlag('other', 'old-flag');
    expectError(await service.call('POST', '/api/admin/projects/archive/other'), 409, 'InvalidOperationError');
    await service.call('DELETE', '/api/admin/projects/other/features/old-flag');
    expect((await service.call('POST', '/api/admin/projects/archive/other')).status).toBe(200);
    expect(await projectIds()).not.toContain('other');
    expect(await projectIds('?archived=true')).toEqual(['other']);
    expectError(await service.call('POST', '/api/admin/projects/other/features', { body: { name: 'new-flag' } }), 409, 'InvalidOperationError');
    expectError(await service.call('POST', '/api/admin/projects/archive/other'), 409, 'InvalidOperationError');
    expect((await service.call('POST', '/api/admin/projects/revive/other')).status).toBe(200);
    expect(await projectIds()).toContain('other');
    expectError(await service.call('POST', '/api/admin/projects/revive/other'), 409, 'InvalidOperationError');
    expect((await eventsOf('other')).slice(0, 2)).toEqual([['project-revived', null], ['project-archived', null]]);
  });

  it('deletes a project holding no flag with its segments, never the default project nor one with flags, archived ones included', async () => {
    await service.createFlag('other', 'kept');
    await service.call('DELETE', '/api/admin/projects/other/features/kept');
    expectError(await service.call('DELETE', '/api/admin/projects/other'), 409, 'InvalidOperationError');
    await service.call('POST', '/api/admin/projects/other/delete', { body: { features: ['kept'] } });
    const segment = parsed(segmentSchema, await service.call('POST', '/api/admin/segments', { body: { name: 'other-beta', project: 'other', constraints: [] } }), 201);
    expect((await service.call('DELETE', '/api/admin/projects/other')).status).toBe(200);
    expect(await projectIds()).toEqual(['default']);
    expectError(await service.call('GET', `/api/admin/segments/${segment.id}`), 404, 'NotFoundError');
    expect((await eventsOf('other')).slice(0, 2)).toEqual([['project-deleted', null], ['segment-deleted', null]]);
    expectError(await service.call('DELETE', '/api/admin/projects/default'), 409, 'InvalidOperationError');
  });
});

describe('a project\'s environments', () => {
  const served = async (token: string) => parsed(clientFeaturesSchema, await service.call('GET', '/api/client/features', { token })).features.map((f) => [f.name, f.enabled]);

  it('stops serving a project\'s flags in an environment it no longer uses, and serves them as they were once it is added back', async () => {
    await service.createFlag('default', 'checkout');
    await service.call('POST', '/api/admin/projects/default/features/checkout/environments/development/on');
    expect(await served(tokens.client)).toEqual([['checkout', true]]);
    expect((await service.call('DELETE', '/api/admin/projects/default/environments/development')).status).toBe(200);
    expect(await served(tokens.client)).toEqual([]);
    const listed = parsed(environmentListSchema, await service.call('GET', '/api/admin/environments/project/default'));
    expect(listed.environments.find((e) => e.name === 'development')?.projectEnabled).toBe(false);
    expectError(await service.call('POST', '/api/admin/projects/default/features/checkout/environments/development/off'), 404, 'NotFoundError');
    expect((await service.call('POST', '/api/admin/projects/default/environments', { body: { environment: 'development' } })).status).toBe(200);
    expect(await served(tokens.client)).toEqual([['checkout', true]]);
    expect((await eventsOf('default')).slice(0, 2)).toEqual([['project-environment-added', 'development'], ['project-environment-removed', 'development']]);
  });

  it('gives flags made before an environment was added their place there, off', async () => {
    await service.createFlag('other', 'late');
    expect((await service.call('POST', '/api/admin/projects/other/environments', { body: { environment: 'staging', changeRequestsEnabled: true } })).status).toBe(200);
    expect((await service.call('POST', '/api/admin/projects/other/features/late/environments/staging/on', { token: service.pats.Admin })).status).toBe(200);
    const config = parsed(changeRequestConfigSchema, await service.call('GET', '/api/admin/projects/other/change-requests/config'));
    expect(config.find((c) => c.environment === 'staging')).toMatchObject({ changeRequestEnabled: true, requiredApprovals: 1 });
  });

  it('refuses an unknown environment (400), one in use already (409), the last one (409), and non-admins (403), storing nothing', async () => {
    await service.call('DELETE', '/api/admin/projects/other/environments/production');
    const before = storeSnapshot(service.db);
    const unknown = expectError(await service.call('POST', '/api/admin/projects/other/environments', { body: { environment: 'qa' } }), 400, 'BadDataError');
    expect(unknown.details?.map((d) => d.path)).toEqual(['environment']);
    expectError(await service.call('POST', '/api/admin/projects/other/environments', { body: { environment: 'development' } }), 409, 'NameExistsError');
    expectError(await service.call('DELETE', '/api/admin/projects/other/environments/development'), 409, 'InvalidOperationError');
    expectError(await service.call('DELETE', '/api/admin/projects/other/environments/staging'), 404, 'NotFoundError');
    const editor = expectError(await service.call('POST', '/api/admin/projects/other/environments', { body: { environment: 'staging' }, token: service.pats.Editor }), 403, 'NoAccessError');
    expect(editor.message).toContain('"UPDATE_PROJECT"');
    expect(storeSnapshot(service.db)).toBe(before);
  });
});
