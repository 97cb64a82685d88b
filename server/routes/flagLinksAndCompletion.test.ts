import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventSearchResponseSchema } from '../../contract/events';
import { featureSchema, strategySchema } from '../../contract/feature';
import { environmentDefaultStrategySchema } from '../../contract/projects';
import { expectError, startTestService, storeSnapshot, type TestService } from '../test/harness';
import { z } from 'zod';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
  await service.createFlag('default', 'banner');
});
afterEach(async () => service.close());

const flag = '/api/admin/projects/default/features/banner';
const read = async () => (await service.call('GET', flag, { answer: featureSchema })).answer;
const events = async (type: string) =>
  (await service.call('GET', `/api/admin/search/events?type=IS:${type}`, { answer: eventSearchResponseSchema })).answer.events.map((event) => [event.featureName, event.data, event.preData]);

describe('completing a flag', () => {
  it('marks it completed with its status, and uncompleting puts it back in the stage it left', async () => {
    await service.call('POST', `${flag}/environments/development/on`);
    const before = (await read()).lifecycle;
    expect(before?.stage).toBe('pre-live');

    expect((await service.call('POST', `${flag}/lifecycle/complete`, { body: { status: 'kept', statusValue: 'blue' } })).status).toBe(200);
    expect((await read()).lifecycle).toMatchObject({ stage: 'completed', status: 'kept' });
    expect(await events('feature-completed')).toEqual([['banner', { status: 'kept', statusValue: 'blue', kept: true }, null]]);

    expect((await service.call('POST', `${flag}/lifecycle/uncomplete`)).status).toBe(200);
    expect((await read()).lifecycle).toEqual(before);
    expect(await events('feature-uncompleted')).toEqual([['banner', null, null]]);
    // Not completed any more: nothing to take back, and no event.
    expect((await service.call('POST', `${flag}/lifecycle/uncomplete`)).status).toBe(200);
    expect(await events('feature-uncompleted')).toHaveLength(1);
  });

  it('refuses a status it does not know, naming it, and a flag that is not there', async () => {
    const snapshot = storeSnapshot(service.db);
    expect(expectError(await service.call('POST', `${flag}/lifecycle/complete`, { body: { status: 'done' } }), 400, 'BadDataError').message).toContain('status');
    expectError(await service.call('POST', '/api/admin/projects/default/features/nowhere/lifecycle/complete', { body: { status: 'kept' } }), 404, 'NotFoundError');
    expectError(await service.call('POST', `${flag}/lifecycle/complete`, { token: service.pats.Viewer, body: { status: 'kept' } }), 403, 'NoAccessError');
    expect(storeSnapshot(service.db)).toBe(snapshot);
  });
});

describe('links on a flag', () => {
  it('adds, changes and removes them, each recorded, the flag listing them as Unleash does', async () => {
    expect((await service.call('POST', `${flag}/link`, { body: { url: 'github.com/acme/shop/issues/7', title: 'Issue' } })).status).toBe(204);
    const [link] = (await read()).links ?? [];
    expect(link).toEqual({ id: expect.any(String), url: 'https://github.com/acme/shop/issues/7', title: 'Issue', feature: 'banner' });
    const linkId = link?.id ?? '';

    expect((await service.call('PUT', `${flag}/link/${linkId}`, { body: { url: 'https://example.com/runbook' } })).status).toBe(204);
    expect((await read()).links).toEqual([{ id: linkId, url: 'https://example.com/runbook', title: null, feature: 'banner' }]);
    expect((await service.call('DELETE', `${flag}/link/${linkId}`)).status).toBe(204);
    expect((await read()).links).toEqual([]);

    expect(await events('feature-link-added')).toEqual([['banner', { url: 'https://github.com/acme/shop/issues/7', title: 'Issue' }, null]]);
    expect(await events('feature-link-updated')).toEqual([['banner', { url: 'https://example.com/runbook', title: null }, { url: 'https://github.com/acme/shop/issues/7', title: 'Issue' }]]);
    expect(await events('feature-link-removed')).toEqual([['banner', null, { url: 'https://example.com/runbook', title: null }]]);
    expectError(await service.call('DELETE', `${flag}/link/${linkId}`), 404, 'NotFoundError');
  });

  it('refuses an address that is no web address, and an eleventh link, changing nothing', async () => {
    for (let n = 0; n < 10; n++) expect((await service.call('POST', `${flag}/link`, { body: { url: `https://example.com/${n}` } })).status).toBe(204);
    const snapshot = storeSnapshot(service.db);
    expect(expectError(await service.call('POST', `${flag}/link`, { body: { url: 'https://example.com/10' } }), 403, 'NoAccessError').message).toContain('10');
    await service.call('DELETE', `${flag}/link/${(await read()).links?.[0]?.id ?? ''}`);
    const afterOneGone = storeSnapshot(service.db);
    for (const url of ['javascript:alert(1)', 'ftp://example.com/x', '']) {
      expect(expectError(await service.call('POST', `${flag}/link`, { body: { url } }), 400, 'BadDataError').message).toContain('url');
    }
    expect(storeSnapshot(service.db)).toBe(afterOneGone);
    expect(snapshot).not.toBe(afterOneGone);
  });

  it('does not change a link through another flag\'s path', async () => {
    await service.createFlag('default', 'other-flag');
    await service.call('POST', `${flag}/link`, { body: { url: 'https://example.com/a' } });
    const linkId = (await read()).links?.[0]?.id ?? '';
    expectError(await service.call('PUT', `/api/admin/projects/default/features/other-flag/link/${linkId}`, { body: { url: 'https://example.com/b' } }), 404, 'NotFoundError');
    expect((await read()).links?.[0]?.url).toBe('https://example.com/a');
  });
});

describe('an environment\'s default strategy', () => {
  const path = '/api/admin/projects/other/environments/development/default-strategy';
  const body = { name: 'flexibleRollout', constraints: [{ contextName: 'userId', operator: 'IN', values: ['ann'] }], parameters: { rollout: '25', stickiness: 'userId', groupId: '' } };

  it('is what a flag switched on there with no strategy gets, grouped by the flag', async () => {
    const saved = (await service.call('POST', path, { body, answer: environmentDefaultStrategySchema })).answer;
    expect(saved).toMatchObject({ name: 'flexibleRollout', parameters: body.parameters, constraints: body.constraints });
    await service.createFlag('other', 'launch');
    await service.call('POST', '/api/admin/projects/other/features/launch/environments/development/on');
    await service.call('POST', '/api/admin/projects/other/features/launch/environments/production/on');
    const strategies = async (environment: string) =>
      (await service.call('GET', `/api/admin/projects/other/features/launch/environments/${environment}/strategies`, { answer: z.array(strategySchema) })).answer;
    expect((await strategies('development')).map((strategy) => [strategy.name, strategy.parameters, strategy.constraints])).toEqual([
      ['flexibleRollout', { rollout: '25', stickiness: 'userId', groupId: 'launch' }, body.constraints],
    ]);
    // Production has no default of its own: Unleash's 100% rollout.
    expect((await strategies('production')).map((strategy) => strategy.parameters)).toEqual([{ rollout: '100', stickiness: 'default', groupId: 'launch' }]);
    expect((await service.call('GET', '/api/admin/search/events?type=IS:default-strategy-updated', { answer: eventSearchResponseSchema })).answer.events.map((event) => [event.project, event.environment]))
      .toEqual([['other', 'development']]);
  });

  it('is a flexibleRollout only, in an environment the project uses, changing nothing otherwise', async () => {
    const snapshot = storeSnapshot(service.db);
    expect(expectError(await service.call('POST', path, { body: { ...body, name: 'default' } }), 400, 'BadDataError').message).toContain('flexibleRollout');
    expectError(await service.call('POST', '/api/admin/projects/other/environments/staging/default-strategy', { body }), 404, 'NotFoundError');
    expectError(await service.call('POST', path, { body, token: service.pats.Editor }), 403, 'NoAccessError');
    expect(storeSnapshot(service.db)).toBe(snapshot);
  });
});
