import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientFeaturesSchema } from '../../contract/clientFeatures';
import { eventSearchResponseSchema } from '../../contract/events';
import { tagListSchema } from '../../contract/adminRequests';
import { featureSchema } from '../../contract/feature';
import { expectError, parsed, startTestService, storeSnapshot, tokens, type TestService } from '../test/harness';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
});
afterEach(() => service.close());

const bulkSwitch = (environment: string, action: 'on' | 'off', features: unknown, token?: string) =>
  service.call('POST', `/api/admin/projects/default/bulk_features/environments/${environment}/${action}`, { body: { features }, ...(token ? { token } : {}) });
/** Which flags a server-side SDK of `default`'s development environment is served on. */
const servedOn = async () => new Set(parsed(clientFeaturesSchema, await service.call('GET', '/api/client/features', { token: tokens.client }))
  .features.filter((flag) => flag.enabled).map((flag) => flag.name));
const events = async (type: string) => parsed(eventSearchResponseSchema, await service.call('GET', `/api/admin/search/events?type=IS:${type}&limit=1000`)).events;

describe('POST /api/admin/projects/:projectId/bulk_features/environments/:environment/on|off', () => {
  it('switches every flag named, each once, and records their events in one group', async () => {
    for (const name of ['a', 'b', 'c']) await service.createFlag('default', name);
    const reply = await bulkSwitch('development', 'on', ['a', 'b', 'a']);
    expect(reply.status).toBe(200);
    expect(reply.text).toBe('');
    expect(await servedOn()).toEqual(new Set(['a', 'b']));
    const enabled = await events('feature-environment-enabled');
    expect(enabled.map((event) => event.featureName).sort()).toEqual(['a', 'b']);
    // The default strategy each gets comes in the same group, as one change.
    const groups = new Set([...enabled, ...await events('feature-strategy-add')].map((event) => `${event.groupType}:${event.groupId}`));
    expect(groups.size).toBe(1);
    expect([...groups][0]).toMatch(/^transaction:/);

    expect((await bulkSwitch('development', 'off', ['a', 'b', 'c'])).status).toBe(200);
    expect(await servedOn()).toEqual(new Set());
    // c was off already: no event, as for a single switch.
    expect((await events('feature-environment-disabled')).map((event) => event.featureName).sort()).toEqual(['a', 'b']);
  });

  it('is all or nothing: a flag that does not exist, is archived or is in another project is a 404 naming it, and none is switched', async () => {
    for (const name of ['a', 'gone']) await service.createFlag('default', name);
    await service.createFlag('other', 'elsewhere');
    await service.call('DELETE', '/api/admin/projects/default/features/gone');
    const before = storeSnapshot(service.db);
    for (const missing of ['nope', 'gone', 'elsewhere']) {
      const body = expectError(await bulkSwitch('development', 'on', ['a', missing]), 404, 'NotFoundError');
      expect(body.message).toContain(`"${missing}"`);
      expect(body.message).not.toContain('"a"');
    }
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('holds to the change request rule: an Editor is refused in production, naming SKIP_CHANGE_REQUEST, and nothing changes; an admin goes through', async () => {
    await service.createFlag('default', 'a');
    const before = storeSnapshot(service.db);
    const refused = expectError(await bulkSwitch('production', 'on', ['a'], service.pats.Editor), 403, 'NoAccessError');
    expect(refused.message).toContain('SKIP_CHANGE_REQUEST');
    expect(storeSnapshot(service.db)).toBe(before);
    expect((await bulkSwitch('production', 'on', ['a'])).status).toBe(200);
    const flag = parsed(featureSchema, await service.call('GET', '/api/admin/projects/default/features/a'));
    expect(flag.environments?.find((entry) => entry.name === 'production')?.enabled).toBe(true);
    expect((await events('feature-environment-enabled'))[0]?.data).toMatchObject({ skippedApprovals: 2 });
  });

  it('refuses a body without flags, or with more than 1,000, naming `features`', async () => {
    for (const features of [[], Array.from({ length: 1001 }, (_, index) => `f${index}`), 'a']) {
      const body = expectError(await bulkSwitch('development', 'on', features), 400, 'BadDataError');
      expect(body.details?.map((detail) => detail.path)).toContain('features');
    }
  });
});

describe('PUT /api/admin/projects/:projectId/tags', () => {
  const tagsOf = async (name: string) => parsed(tagListSchema, await service.call('GET', `/api/admin/features/${name}/tags`)).tags.map((tag) => `${tag.type}:${tag.value}`);

  it('adds and takes off tags on every flag named, leaving what is already so, in one group', async () => {
    for (const name of ['a', 'b']) await service.createFlag('default', name);
    await service.call('POST', '/api/admin/features/a/tags', { body: { type: 'simple', value: 'team-x' } });
    await service.call('POST', '/api/admin/features/b/tags', { body: { type: 'simple', value: 'old' } });
    const reply = await service.call('PUT', '/api/admin/projects/default/tags', {
      body: { features: ['a', 'b'], tags: { addedTags: [{ type: 'simple', value: 'team-x' }], removedTags: [{ type: 'simple', value: 'old' }] } },
    });
    expect(reply.status).toBe(200);
    expect(await tagsOf('a')).toEqual(['simple:team-x']);
    expect(await tagsOf('b')).toEqual(['simple:team-x']);
    const tagged = (await events('feature-tagged')).filter((event) => event.groupType === 'transaction');
    const untagged = (await events('feature-untagged')).filter((event) => event.groupType === 'transaction');
    expect(tagged.map((event) => event.featureName)).toEqual(['b']);
    expect(untagged.map((event) => event.featureName)).toEqual(['b']);
    expect(tagged[0]?.groupId).toBe(untagged[0]?.groupId);
  });

  it('refuses a flag of another project, naming `features`, and tags none', async () => {
    await service.createFlag('default', 'a');
    await service.createFlag('other', 'elsewhere');
    const before = storeSnapshot(service.db);
    const body = expectError(await service.call('PUT', '/api/admin/projects/default/tags', {
      body: { features: ['a', 'elsewhere'], tags: { addedTags: [{ type: 'simple', value: 'x-tag' }], removedTags: [] } },
    }), 400, 'BadDataError');
    expect(body.details?.map((detail) => detail.path)).toContain('features');
    expect(storeSnapshot(service.db)).toBe(before);
  });
});

describe('POST /api/admin/projects/:projectId/environments/:environment/changes', () => {
  const changes = (environment: string, body: unknown, token?: string) =>
    service.call('POST', `/api/admin/projects/default/environments/${environment}/changes`, { body, ...(token ? { token } : {}) });

  it('makes every change in one transaction, as applying a change request would, in one group', async () => {
    for (const name of ['a', 'b']) await service.createFlag('default', name);
    const reply = await changes('development', [
      { feature: 'a', action: 'addStrategy', payload: { name: 'flexibleRollout', parameters: { rollout: '25', stickiness: 'default', groupId: 'a' }, constraints: [] } },
      { feature: 'a', action: 'updateEnabled', payload: { enabled: true } },
      { feature: 'b', action: 'patchVariant', payload: { variants: [{ name: 'blue', weight: 1000, weightType: 'variable', stickiness: 'default' }] } },
    ]);
    expect(reply.status).toBe(200);
    const a = parsed(featureSchema, await service.call('GET', '/api/admin/projects/default/features/a')).environments?.find((entry) => entry.name === 'development');
    // The strategy came first, so switching on added no default strategy beside it.
    expect(a?.strategies?.map((strategy) => strategy.parameters?.rollout)).toEqual(['25']);
    expect(a?.enabled).toBe(true);
    const written = [...await events('feature-strategy-add'), ...await events('feature-environment-enabled'), ...await events('feature-environment-variants-updated')];
    expect(new Set(written.map((event) => event.groupId)).size).toBe(1);
  });

  it('changes nothing when one change is refused, naming it; and takes no change that reaches every environment', async () => {
    await service.createFlag('default', 'a');
    const before = storeSnapshot(service.db);
    expectError(await changes('development', [
      { feature: 'a', action: 'updateEnabled', payload: { enabled: true } },
      { feature: 'a', action: 'deleteStrategy', payload: { id: 'no-such-strategy' } },
    ]), 404, 'NotFoundError');
    const body = expectError(await changes('development', [{ feature: 'a', action: 'archiveFeature' }]), 400, 'BadDataError');
    expect(body.details?.map((detail) => detail.path)).toContain('0.action');
    expect(expectError(await changes('production', [{ feature: 'a', action: 'updateEnabled', payload: { enabled: true } }], service.pats.Editor), 403, 'NoAccessError').message)
      .toContain('SKIP_CHANGE_REQUEST');
    expect(storeSnapshot(service.db)).toBe(before);
  });
});

describe('POST /api/admin/projects/:projectId/archive', () => {
  it('records the flags archived together in one group', async () => {
    for (const name of ['a', 'b']) await service.createFlag('default', name);
    expect((await service.call('POST', '/api/admin/projects/default/archive', { body: { features: ['a', 'b'] } })).status).toBe(202);
    const archived = await events('feature-archived');
    expect(archived).toHaveLength(2);
    expect(new Set(archived.map((event) => event.groupId)).size).toBe(1);
  });
});
