import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { featureListSchema, featureSchema } from '../../contract/feature';
import { avatarUrl } from '../domain/avatar';
import { expectError, parsed, startTestService, storeSnapshot, tokens, type TestService } from '../test/harness';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
});
afterEach(() => service.close());

describe('GET /api/admin/projects/{projectId}/features', () => {
  it('lists the non-archived flags with a summary per environment in sort order', async () => {
    await service.createFlag('default', 'b-flag', { type: 'experiment', description: 'B' });
    await service.createFlag('default', 'a-flag');
    await service.createFlag('other', 'not-here');
    await service.call('POST', '/api/admin/projects/default/features/a-flag/environments/staging/on');
    const list = parsed(featureListSchema, await service.call('GET', '/api/admin/projects/default/features', { token: service.pats.Viewer }));
    expect(list.version).toBe(1);
    expect(list.features.map((f) => f.name)).toEqual(['a-flag', 'b-flag']);
    const a = list.features[0];
    expect(a?.environments?.map((e) => [e.name, e.type, e.enabled, e.hasStrategies, e.hasEnabledStrategies, e.variantCount])).toEqual([
      ['development', 'development', false, false, false, 0],
      ['staging', 'preproduction', true, true, true, 0],
      ['production', 'production', false, false, false, 0],
    ]);
    expect(a).toMatchObject({ project: 'default', archived: false, stale: false, favorite: false, impressionData: false, tags: [], children: [], dependencies: [] });
    expect(list.features[1]).toMatchObject({ type: 'experiment', description: 'B', lifecycle: { stage: 'initial' } });
  });

  it('leaves out, with shape=list, what the list can say itself, and keeps what the Flags page reads', async () => {
    await service.createFlag('default', 'a-flag', { description: 'A' });
    await service.createFlag('default', 'b-flag');
    await service.call('POST', '/api/admin/projects/default/features/a-flag/environments/staging/on');
    const whole = parsed(featureListSchema, await service.call('GET', '/api/admin/projects/default/features'));
    const listed = parsed(featureListSchema, await service.call('GET', '/api/admin/projects/default/features?shape=list'));
    const a = listed.features[0];
    expect(a?.environments).toEqual([
      { name: 'development', enabled: false, hasStrategies: false, hasEnabledStrategies: false },
      { name: 'staging', enabled: true, hasStrategies: true, hasEnabledStrategies: true },
      { name: 'production', enabled: false, hasStrategies: false, hasEnabledStrategies: false },
    ]);
    expect(a).toMatchObject({ name: 'a-flag', type: 'release', description: 'A', stale: false, favorite: false, tags: [], children: [], dependencies: [] });
    expect(a?.createdAt).toBe(whole.features[0]?.createdAt);
    expect(a?.lifecycle).toEqual(whole.features[0]?.lifecycle);
    for (const left of ['project', 'archived', 'archivedAt', 'impressionData']) expect(a).not.toHaveProperty(left);
    expect(listed.features[1]).not.toHaveProperty('description');
    // A browser's answers are kept (in brotli) while the store is unchanged: each shape apart.
    const asBrowser = async (url: string) => {
      const reply = await service.app.inject({ method: 'GET', url, headers: { authorization: tokens.admin, 'accept-encoding': 'gzip, br' } });
      const body = reply.headers['content-encoding'] === 'br' ? brotliDecompressSync(reply.rawPayload) : reply.rawPayload;
      return featureListSchema.parse(JSON.parse(body.toString())).features[0];
    };
    expect(await asBrowser('/api/admin/projects/default/features?shape=list')).not.toHaveProperty('project');
    expect(await asBrowser('/api/admin/projects/default/features')).toMatchObject({ project: 'default' });
    expect(await asBrowser('/api/admin/projects/default/features?shape=list')).not.toHaveProperty('project');
  });

  it('refuses a shape it does not know with 400 naming the parameter', async () => {
    expect(expectError(await service.call('GET', '/api/admin/projects/default/features?shape=everything'), 400, 'BadDataError').message).toContain('shape');
  });

  it('answers 404 for an unknown project and 401 without a token', async () => {
    expect(expectError(await service.call('GET', '/api/admin/projects/nope/features'), 404, 'NotFoundError').message).toContain('nope');
    expectError(await service.call('GET', '/api/admin/projects/default/features', { token: null }), 401, 'AuthenticationRequired');
    expectError(await service.call('GET', '/api/admin/projects/default/features', { token: tokens.frontend }), 403, 'NoAccessError');
  });

  // How long the list takes is measured by `npm run bench` (the service's figures in the README's
  // Performance section), never asserted here: a busy machine must not fail a test.
  it('reads 10,000 flags in 4 environments with a few queries, not one per flag', async () => {
    const insert = service.db.prepare("INSERT INTO features (name, project, created_at, lifecycle_entered_at) VALUES (?, 'other', '2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z')");
    const environment = service.db.prepare('INSERT INTO feature_environments (feature, environment, enabled) VALUES (?, ?, ?)');
    service.db.prepare("INSERT INTO project_environments (project, environment) VALUES ('other', 'staging')").run();
    service.db.prepare("INSERT INTO environments (name, type, sort_order) VALUES ('qa', 'test', 120)").run();
    service.db.prepare("INSERT INTO project_environments (project, environment) VALUES ('other', 'qa')").run();
    service.db.transaction(() => {
      for (let i = 0; i < 10_000; i++) {
        const name = `flag-${String(i).padStart(5, '0')}`;
        insert.run(name);
        for (const env of ['development', 'qa', 'staging', 'production']) environment.run(name, env, i % 2);
      }
    })();
    const prepare = vi.spyOn(service.db, 'prepare');
    const reply = await service.call('GET', '/api/admin/projects/other/features');
    expect(prepare.mock.calls.length).toBeLessThan(15);
    prepare.mockRestore();
    const list = parsed(featureListSchema, reply);
    expect(list.features).toHaveLength(10_000);
    expect(list.features[1]?.environments?.map((e) => e.enabled)).toEqual([true, true, true, true]);
  });
});

describe('GET /api/admin/projects/{projectId}/features/{featureName}', () => {
  it('answers the feature with strategies and variants per environment', async () => {
    await service.createFlag('default', 'detail');
    await service.call('POST', '/api/admin/projects/default/features/detail/environments/development/on');
    const feature = parsed(featureSchema, await service.call('GET', '/api/admin/projects/default/features/detail'));
    expect(feature.environments?.[0]?.strategies).toHaveLength(1);
    expect(feature.environments?.[0]?.variants).toEqual([]);
  });

  it('says who made the flag and who changed it since, the last first, as the event log has them', async () => {
    await service.call('POST', '/api/admin/projects/default/features', { token: service.pats.Editor, body: { name: 'people' } });
    await service.call('POST', '/api/admin/projects/default/features/people/environments/development/on');
    await service.call('PUT', '/api/admin/projects/default/features/people', { token: service.pats.Editor2, body: { description: 'changed', type: 'release' } });
    const read = async () => parsed(featureSchema, await service.call('GET', '/api/admin/projects/default/features/people', { token: service.pats.Viewer }));
    const editor = { id: service.userIds.Editor, name: 'test-editor', imageUrl: avatarUrl({ id: service.userIds.Editor, name: 'test-editor' }) };
    const editor2 = { id: service.userIds.Editor2, name: 'test-editor2', imageUrl: avatarUrl({ id: service.userIds.Editor2, name: 'test-editor2' }) };
    const token = { id: -42, name: 'Unleash Admin Token', imageUrl: avatarUrl({ id: -42, name: 'Unleash Admin Token' }) };
    expect(await read()).toMatchObject({ createdBy: editor, collaborators: { users: [editor2, token, editor] } });
    await service.call('POST', '/api/admin/projects/default/features/people/environments/development/off', { token: service.pats.Editor });
    expect((await read()).collaborators?.users).toEqual([editor, editor2, token]);
  });

  it('counts no one who changed a deleted flag of the same name', async () => {
    await service.createFlag('default', 'again');
    await service.call('DELETE', '/api/admin/projects/default/features/again');
    await service.call('DELETE', '/api/admin/archive/again');
    await service.call('POST', '/api/admin/projects/default/features', { token: service.pats.Editor, body: { name: 'again' } });
    const flag = parsed(featureSchema, await service.call('GET', '/api/admin/projects/default/features/again'));
    expect(flag.createdBy).toMatchObject({ id: service.userIds.Editor, name: 'test-editor' });
    expect(flag.collaborators?.users.map((user) => user.id)).toEqual([service.userIds.Editor]);
  });

  it('answers 404 naming the feature, also when it is in another project', async () => {
    await service.createFlag('other', 'theirs');
    expect(expectError(await service.call('GET', '/api/admin/projects/default/features/theirs'), 404, 'NotFoundError').message).toContain('theirs');
  });
});

describe('POST /api/admin/projects/{projectId}/features', () => {
  it('creates a flag (201) with defaults and rows for every environment', async () => {
    const feature = parsed(featureSchema, await service.call('POST', '/api/admin/projects/default/features', {
      token: service.pats.Editor, body: { name: 'new.flag_1', description: 'A flag', impressionData: true },
    }), 201);
    expect(feature).toMatchObject({ name: 'new.flag_1', type: 'release', description: 'A flag', impressionData: true, project: 'default', archived: false });
    expect(feature.environments?.map((e) => e.enabled)).toEqual([false, false, false]);
  });

  it('refuses a name that is not URL-friendly, a bad type, or no body with 400 and details, writing nothing', async () => {
    const before = storeSnapshot(service.db);
    const bad = expectError(await service.call('POST', '/api/admin/projects/default/features', { body: { name: 'has space' } }), 400, 'BadDataError');
    expect(bad.details?.[0]?.path).toBe('name');
    expectError(await service.call('POST', '/api/admin/projects/default/features', { body: { name: 'ok', type: 'weird' } }), 400, 'BadDataError');
    expectError(await service.call('POST', '/api/admin/projects/default/features'), 400, 'BadDataError');
    const invalidJson = await service.app.inject({ method: 'POST', url: '/api/admin/projects/default/features', headers: { authorization: tokens.admin, 'content-type': 'application/json' }, payload: '{"name":' });
    expect(invalidJson.statusCode).toBe(400);
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('answers 409 NameExistsError for a taken name, in any project or the archive', async () => {
    await service.createFlag('other', 'taken');
    expectError(await service.call('POST', '/api/admin/projects/default/features', { body: { name: 'taken' } }), 409, 'NameExistsError');
    await service.createFlag('default', 'archived-one');
    await service.call('DELETE', '/api/admin/projects/default/features/archived-one');
    expectError(await service.call('POST', '/api/admin/projects/default/features', { body: { name: 'archived-one' } }), 409, 'NameExistsError');
  });

  it('answers 403 CREATE_FEATURE to a viewer and 404 for an unknown project', async () => {
    const error = expectError(await service.call('POST', '/api/admin/projects/default/features', { token: service.pats.Viewer, body: { name: 'x' } }), 403, 'NoAccessError');
    expect(error.message).toContain('"CREATE_FEATURE" permission.');
    expectError(await service.call('POST', '/api/admin/projects/nope/features', { body: { name: 'x' } }), 404, 'NotFoundError');
  });
});

describe('DELETE /api/admin/projects/{projectId}/features/{featureName} (archive)', () => {
  it('archives: gone from the list, in the archive, still readable with archived: true', async () => {
    await service.createFlag('default', 'old');
    const archived = parsed(featureSchema, await service.call('DELETE', '/api/admin/projects/default/features/old'));
    expect(archived).toMatchObject({ archived: true, lifecycle: { stage: 'archived' } });
    expect(archived.archivedAt).toBeTruthy();
    expect(parsed(featureListSchema, await service.call('GET', '/api/admin/projects/default/features')).features).toEqual([]);
    const archive = parsed(featureListSchema, await service.call('GET', '/api/admin/archive/features/default'));
    expect(archive.features.map((f) => [f.name, f.archived])).toEqual([['old', true]]);
    expect(parsed(featureSchema, await service.call('GET', '/api/admin/projects/default/features/old')).archived).toBe(true);
    // An archived flag cannot be switched.
    expectError(await service.call('POST', '/api/admin/projects/default/features/old/environments/development/on'), 404, 'NotFoundError');
  });

  it('answers 403 DELETE_FEATURE to a viewer, 404 for an unknown flag, and 400 for a parent with children', async () => {
    await service.createFlag('default', 'parent');
    await service.createFlag('default', 'child');
    await service.call('POST', '/api/admin/projects/default/features/child/dependencies', { body: { feature: 'parent' } });
    expectError(await service.call('DELETE', '/api/admin/projects/default/features/parent', { token: service.pats.Viewer }), 403, 'NoAccessError');
    expectError(await service.call('DELETE', '/api/admin/projects/default/features/ghost'), 404, 'NotFoundError');
    const before = storeSnapshot(service.db);
    expectError(await service.call('DELETE', '/api/admin/projects/default/features/parent'), 400, 'BadDataError');
    expect(storeSnapshot(service.db)).toBe(before);
    expectError(await service.call('GET', '/api/admin/archive/features/nope'), 404, 'NotFoundError');
  });

  it('refuses an Editor 403 SKIP_CHANGE_REQUEST where an environment of the project requires change requests, and archives nothing', async () => {
    // Archiving takes the flag out of production at once: it is a production change like any other.
    await service.createFlag('default', 'served');
    await service.call('POST', '/api/admin/projects/default/features/served/environments/production/on');
    const before = storeSnapshot(service.db);
    const error = expectError(await service.call('DELETE', '/api/admin/projects/default/features/served', { token: service.pats.Editor }), 403, 'NoAccessError');
    expect(error.message).toContain('"SKIP_CHANGE_REQUEST" permission for the "production" environment');
    expect(storeSnapshot(service.db)).toBe(before);
    expect(parsed(featureSchema, await service.call('DELETE', '/api/admin/projects/default/features/served', { token: service.pats.Admin })).archived).toBe(true);
  });

  it('lets an Editor archive where no environment of the project requires change requests', async () => {
    await service.createFlag('other', 'old-elsewhere');
    const archived = parsed(featureSchema, await service.call('DELETE', '/api/admin/projects/other/features/old-elsewhere', { token: service.pats.Editor }));
    expect(archived.archived).toBe(true);
  });
});
