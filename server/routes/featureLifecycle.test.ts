import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientFeaturesSchema } from '../../contract/clientFeatures';
import { featureListSchema, featureSchema } from '../../contract/feature';
import { featureTypesSchema, tagTypesSchema } from '../../contract/featureLifecycle';
import { expectError, parsed, startTestService, storeSnapshot, tokens, type TestService } from '../test/harness';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
});
afterEach(() => service.close());

const flagPath = (project: string, name: string) => `/api/admin/projects/${project}/features/${name}`;
const archive = (project: string, names: string[], token?: string) =>
  service.call('POST', `/api/admin/projects/${project}/archive`, { body: { features: names }, ...(token ? { token } : {}) });
const archivedNames = async (project: string) =>
  parsed(featureListSchema, await service.call('GET', `/api/admin/archive/features/${project}`)).features.map((f) => f.name);
/** What a server-side SDK of `default`'s development environment is served, by flag name. */
const served = async () => new Map(parsed(clientFeaturesSchema, await service.call('GET', '/api/client/features', { token: tokens.client }))
  .features.map((flag) => [flag.name, flag]));

/** The request is refused with 400 naming `field`, and nothing is stored. */
async function refusedNaming(field: string, request: () => ReturnType<TestService['call']>) {
  const before = storeSnapshot(service.db);
  const body = expectError(await request(), 400, 'BadDataError');
  expect(body.details?.map((detail) => detail.path)).toContain(field);
  expect(storeSnapshot(service.db)).toBe(before);
}

describe('POST /api/admin/features/validate', () => {
  const validate = (name: unknown, token?: string) => service.call('POST', '/api/admin/features/validate', { body: { name }, ...(token ? { token } : {}) });

  it('answers 200 for a name a new flag may take, to any signed-in user', async () => {
    expect((await validate('checkout.v2_new~x', service.pats.Viewer)).status).toBe(200);
  });

  it('answers 409 NameExistsError for a name taken in any project, or in the archive', async () => {
    await service.createFlag('other', 'elsewhere');
    await service.createFlag('default', 'gone');
    await archive('default', ['gone']);
    expect(expectError(await validate('elsewhere'), 409, 'NameExistsError').message).toContain('project "other"');
    expect(expectError(await validate('gone'), 409, 'NameExistsError').message).toContain('archive');
  });

  it('refuses a name that is not URL-friendly, empty or over 100 characters, naming the field', async () => {
    for (const name of ['has space', 'a/b', '-leading', '', 'x'.repeat(101), 42]) {
      await refusedNaming('name', () => validate(name));
    }
  });

  it('is what creating checks: a flag cannot be created under a name validate refuses', async () => {
    await service.createFlag('default', 'taken');
    expectError(await service.call('POST', '/api/admin/projects/other/features', { body: { name: 'taken' } }), 409, 'NameExistsError');
    await refusedNaming('name', () => service.call('POST', '/api/admin/projects/default/features', { body: { name: 'no spaces please' } }));
  });
});

describe('GET /api/admin/feature-types and /api/admin/tag-types', () => {
  it('lists Unleash\'s five flag types with their expected lifetimes', async () => {
    const { types } = parsed(featureTypesSchema, await service.call('GET', '/api/admin/feature-types', { token: service.pats.Viewer }));
    expect(Object.fromEntries(types.map((type) => [type.id, type.lifetimeDays]))).toEqual({
      release: 40, experiment: 40, operational: 7, 'kill-switch': null, permission: null,
    });
  });

  it('lists the simple tag type and every type a flag is tagged with', async () => {
    await service.createFlag('default', 'tagged');
    await service.call('POST', '/api/admin/features/tagged/tags', { body: { type: 'team', value: 'payments' } });
    const { tagTypes } = parsed(tagTypesSchema, await service.call('GET', '/api/admin/tag-types'));
    expect(tagTypes.map((type) => type.name)).toEqual(['simple', 'team']);
  });
});

describe('PUT and PATCH /api/admin/projects/{projectId}/features/{featureName}', () => {
  beforeEach(async () => {
    await service.createFlag('default', 'settings', { description: 'Before', type: 'release' });
  });

  it('PUT changes the description, type and impression data, and SDKs are served them', async () => {
    const put = await service.call('PUT', flagPath('default', 'settings'), { body: { description: 'After', type: 'experiment', impressionData: true } });
    expect(parsed(featureSchema, put)).toMatchObject({ name: 'settings', description: 'After', type: 'experiment', impressionData: true });
    expect((await served()).get('settings')).toMatchObject({ description: 'After', type: 'experiment', impressionData: true });
  });

  it('PUT leaves what it is not given as it was', async () => {
    const put = await service.call('PUT', flagPath('default', 'settings'), { body: { impressionData: true } });
    expect(parsed(featureSchema, put)).toMatchObject({ description: 'Before', type: 'release', impressionData: true });
  });

  it('PATCH applies replace, add and remove on the settings', async () => {
    const patch = await service.call('PATCH', flagPath('default', 'settings'), { body: [
      { op: 'replace', path: '/type', value: 'kill-switch' },
      { op: 'add', path: '/impressionData', value: true },
      { op: 'remove', path: '/description' },
    ] });
    const feature = parsed(featureSchema, patch);
    expect(feature).toMatchObject({ type: 'kill-switch', impressionData: true });
    expect(feature.description ?? null).toBeNull();
  });

  it('refuses a new name, an unknown type, a path that is no setting and a value of the wrong kind, naming the field, storing nothing', async () => {
    const put = (body: unknown) => () => service.call('PUT', flagPath('default', 'settings'), { body });
    const patch = (body: unknown) => () => service.call('PATCH', flagPath('default', 'settings'), { body });
    await refusedNaming('name', put({ name: 'renamed', description: 'x' }));
    await refusedNaming('type', put({ type: 'forever' }));
    await refusedNaming('description', put({ description: 'x'.repeat(2001) }));
    await refusedNaming('0.path', patch([{ op: 'replace', path: '/name', value: 'renamed' }]));
    await refusedNaming('1.path', patch([{ op: 'replace', path: '/type', value: 'experiment' }, { op: 'replace', path: '/project', value: 'other' }]));
    await refusedNaming('0.op', patch([{ op: 'move', path: '/type', from: '/description' }]));
    await refusedNaming('1.path', patch([{ op: 'replace', path: '/type', value: 'experiment' }, { op: 'replace' }]));
    const wrongValue = expectError(await service.call('PATCH', flagPath('default', 'settings'), { body: [{ op: 'replace', path: '/impressionData', value: 'yes' }] }), 400, 'BadDataError');
    expect(wrongValue.message).toContain('/impressionData');
  });

  it('answers 404 for a flag that is not in the project, and refuses a Viewer', async () => {
    expectError(await service.call('PUT', flagPath('other', 'settings'), { body: { description: 'x' } }), 404, 'NotFoundError');
    expectError(await service.call('PUT', flagPath('default', 'settings'), { body: { description: 'x' }, token: service.pats.Viewer }), 403, 'NoAccessError');
  });
});

describe('archive, revive and delete for good', () => {
  beforeEach(async () => {
    for (const name of ['parent', 'child', 'lonely']) await service.createFlag('default', name);
    await service.call('POST', flagPath('default', 'child') + '/dependencies', { body: { feature: 'parent' } });
    for (const name of ['parent', 'lonely']) await service.call('POST', `${flagPath('default', name)}/environments/development/on`);
  });

  it('POST …/archive archives flags, which SDKs are then no longer served', async () => {
    expect((await archive('default', ['lonely'])).status).toBe(202);
    expect(await archivedNames('default')).toEqual(['lonely']);
    expect((await served()).has('lonely')).toBe(false);
  });

  it('refuses to archive a flag another flag depends on, unless the dependent goes too', async () => {
    const before = storeSnapshot(service.db);
    expect(expectError(await archive('default', ['parent']), 400, 'BadDataError').message).toContain('"child"');
    expect(storeSnapshot(service.db)).toBe(before);
    expect((await archive('default', ['parent', 'child'])).status).toBe(202);
    expect(await archivedNames('default')).toEqual(['child', 'parent']);
  });

  it('refuses, naming features, flags of another project or already archived, and archives none of the list', async () => {
    await service.createFlag('other', 'theirs');
    await refusedNaming('features', () => archive('default', ['lonely', 'theirs']));
    await refusedNaming('features', () => archive('default', ['lonely', 'nope']));
    await archive('default', ['lonely']);
    await refusedNaming('features', () => archive('default', ['lonely']));
    await refusedNaming('features', () => archive('default', []));
  });

  it('as DELETE does, asks SKIP_CHANGE_REQUEST of an Editor where an environment of the project requires change requests', async () => {
    const before = storeSnapshot(service.db);
    const refused = expectError(await archive('default', ['lonely'], service.pats.Editor), 403, 'NoAccessError');
    expect(refused.message).toContain('"SKIP_CHANGE_REQUEST" permission for the "production" environment');
    expect(storeSnapshot(service.db)).toBe(before);
    await service.createFlag('other', 'free');
    expect((await archive('other', ['free'], service.pats.Editor)).status).toBe(202);
  });

  it('POST …/revive brings flags back switched off in every environment', async () => {
    await archive('default', ['lonely']);
    expect((await service.call('POST', '/api/admin/projects/default/revive', { body: { features: ['lonely'] } })).status).toBe(200);
    expect(await archivedNames('default')).toEqual([]);
    const feature = parsed(featureSchema, await service.call('GET', flagPath('default', 'lonely')));
    expect(feature.environments?.map((environment) => environment.enabled)).toEqual([false, false, false]);
    expect(feature.lifecycle?.stage).toBe('initial');
    expect((await served()).get('lonely')?.enabled).toBe(false);
  });

  it('POST …/delete deletes archived flags for good, freeing the name; a flag not archived is refused naming features', async () => {
    await archive('default', ['lonely']);
    await refusedNaming('features', () => service.call('POST', '/api/admin/projects/default/delete', { body: { features: ['lonely', 'parent'] } }));
    await refusedNaming('features', () => service.call('POST', '/api/admin/projects/default/revive', { body: { features: ['parent'] } }));
    expect((await service.call('POST', '/api/admin/projects/default/delete', { body: { features: ['lonely'] } })).status).toBe(200);
    expect(await archivedNames('default')).toEqual([]);
    expect((await service.call('POST', '/api/admin/features/validate', { body: { name: 'lonely' } })).status).toBe(200);
    expectError(await service.call('GET', flagPath('default', 'lonely')), 404, 'NotFoundError');
  });

  it('serves the older single-flag paths: POST /api/admin/archive/revive/{name}, DELETE /api/admin/archive/{name}', async () => {
    expectError(await service.call('POST', '/api/admin/archive/revive/lonely'), 404, 'NotFoundError');
    await archive('default', ['lonely', 'parent', 'child']);
    expect((await service.call('POST', '/api/admin/archive/revive/lonely')).status).toBe(200);
    expect((await service.call('DELETE', '/api/admin/archive/parent')).status).toBe(200);
    expect(await archivedNames('default')).toEqual(['child']);
    expectError(await service.call('DELETE', '/api/admin/archive/parent'), 404, 'NotFoundError');
  });

  it('lets a Viewer do none of it', async () => {
    await archive('default', ['lonely']);
    for (const action of ['archive', 'revive', 'delete']) {
      expectError(await service.call('POST', `/api/admin/projects/default/${action}`, { body: { features: ['lonely'] }, token: service.pats.Viewer }), 403, 'NoAccessError');
    }
  });
});
