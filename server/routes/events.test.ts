import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  configurationAtSchema, eventCreatorsSchema, eventSearchResponseSchema, eventsResponseSchema, featureEventsResponseSchema, skippedApprovalsSchema,
} from '../../contract/events';
import { changeRequestSteps, type ChangeRequestSteps } from '../test/changeRequests';
import { startTestService, tokens, type TestService } from '../test/harness';

let service: TestService;
let steps: ChangeRequestSteps;
beforeAll(async () => {
  service = await startTestService();
  steps = changeRequestSteps(service);
});
afterAll(async () => service.close());

const search = async (query: string, token?: string) =>
  (await service.call('GET', `/api/admin/search/events${query}`, { answer: eventSearchResponseSchema, ...(token ? { token } : {}) })).answer;
const eventCount = () => service.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM events').get()?.n;

describe('the event log', () => {
  it('records a toggle with who made it, the flag, project and environment, and the state before and after', async () => {
    await service.createFlag('default', 'log-toggle');
    const on = await service.call('POST', '/api/admin/projects/default/features/log-toggle/environments/development/on', { token: service.pats.Editor });
    expect(on.status).toBe(200);

    const { events, total } = await search('?feature=IS:log-toggle');
    expect(total).toBe(3);
    // Newest first: switched on, the 100% rollout switching on added, created.
    expect(events.map((event) => event.type)).toEqual(['feature-environment-enabled', 'feature-strategy-add', 'feature-created']);
    const [enabled, strategy, created] = events;
    expect(enabled).toMatchObject({
      createdBy: 'test-editor', createdByUserId: service.userIds.Editor, featureName: 'log-toggle', project: 'default',
      environment: 'development', data: { enabled: true }, preData: { enabled: false },
    });
    expect(strategy?.data).toMatchObject({ name: 'flexibleRollout', parameters: { rollout: '100' } });
    // The admin token is named by its name, with Unleash's user id for admin tokens.
    expect(created).toMatchObject({ createdBy: 'init-admin', createdByUserId: -42, data: { name: 'log-toggle', type: 'release' } });
  });

  it('titles and sums up each event found as Unleash\'s search does', async () => {
    await service.createFlag('default', 'log-words');
    await service.call('POST', '/api/admin/projects/default/features/log-words/environments/development/on', { token: service.pats.Editor });
    const [enabled] = (await search('?feature=IS:log-words&type=IS:feature-environment-enabled')).events;
    expect(enabled).toMatchObject({ label: 'Flag enabled', summary: '**test-editor** turned on **log-words** for the **development** environment in project **default**' });
    const [token] = (await search('?type=IS:api-token-created')).events;
    expect(token).toMatchObject({ label: 'API token created', summary: `**${token?.createdBy ?? ''}** triggered **api-token-created**` });
  });

  it('says on the event how many approvals a direct switch in a protected environment went around', async () => {
    await service.createFlag('default', 'log-skip');
    expect((await service.call('POST', '/api/admin/projects/default/features/log-skip/environments/production/on', { token: service.pats.Admin })).status).toBe(200);
    const [event] = (await search('?feature=IS:log-skip&type=IS:feature-environment-enabled')).events;
    expect(skippedApprovalsSchema.parse(event?.data).skippedApprovals).toBe(2);
    expect(event?.createdByUserId).toBe(service.userIds.Admin);
    // Where no approvals are required the event says nothing of them.
    await service.call('POST', '/api/admin/projects/default/features/log-skip/environments/development/on');
    const [development] = (await search('?feature=IS:log-skip&environment=IS:development&type=IS:feature-environment-enabled')).events;
    expect(development?.data).toEqual({ enabled: true });
  });

  it('keeps the whole strategy before and after an edit, and before its removal', async () => {
    await service.createFlag('default', 'log-strategy');
    const base = '/api/admin/projects/default/features/log-strategy/environments/development/strategies';
    const added = await service.call('POST', base, { body: { name: 'flexibleRollout', parameters: { rollout: '25', stickiness: 'default', groupId: 'g' } } });
    const id = String((added.body as { id: string }).id);
    await service.call('PUT', `${base}/${id}`, { body: { name: 'flexibleRollout', parameters: { rollout: '50', stickiness: 'default', groupId: 'g' } } });
    await service.call('DELETE', `${base}/${id}`);
    const { events } = await search('?feature=IS:log-strategy&type=IS_ANY_OF:feature-strategy-add,feature-strategy-update,feature-strategy-remove');
    const [removed, updated, add] = events;
    expect(add?.data).toMatchObject({ id, parameters: { rollout: '25' } });
    expect(updated?.preData).toMatchObject({ id, parameters: { rollout: '25' } });
    expect(updated?.data).toMatchObject({ id, parameters: { rollout: '50' } });
    expect(removed?.preData).toMatchObject({ id, parameters: { rollout: '50' } });
    expect(removed?.data).toBeNull();
  });

  it('groups the events of an applied change request under its id, with the request\'s own steps', async () => {
    await service.createFlag('default', 'log-cr');
    const { id } = await steps.approved('log-cr', true);
    expect((await steps.move(id, service.pats.Editor, { state: 'Applied' })).status).toBe(200);
    const group = await search(`?groupId=IS:${id}`);
    expect(group.events.map((event) => event.type).sort()).toEqual(['change-request-applied', 'feature-environment-enabled', 'feature-strategy-add']);
    expect(group.events.every((event) => event.groupType === 'change-request' && event.createdBy === 'test-editor')).toBe(true);
    // The request's way there, each step by whoever took it.
    const way = (await search('?type=IS_ANY_OF:change-request-created,change-added,change-request-sent-to-review,change-request-approval-added,change-request-approved&project=IS:default')).events
      .filter((event) => event.data?.changeRequestId === id);
    expect(way.map((event) => event.type).reverse()).toEqual([
      'change-request-created', 'change-added', 'change-request-sent-to-review', 'change-request-approval-added', 'change-request-approval-added', 'change-request-approved',
    ]);
    // Nothing about it skipped an approval.
    expect(group.events.some((event) => event.data?.skippedApprovals !== undefined)).toBe(false);
  });

  it('pages and counts, and filters by creator, type, project, text and day, as Unleash spells them', async () => {
    const all = await search('?limit=2');
    expect(all.events).toHaveLength(2);
    const next = await search('?limit=2&offset=2');
    expect(next.total).toBe(all.total);
    expect(next.events[0]?.id).not.toBe(all.events[0]?.id);

    const byEditor = await search(`?createdBy=IS:${service.userIds.Editor}`);
    expect(byEditor.total).toBeGreaterThan(0);
    expect(byEditor.events.every((event) => event.createdByUserId === service.userIds.Editor)).toBe(true);

    expect((await search('?project=IS:other')).total).toBe(0);
    expect((await search('?query=log-strategy')).events.every((event) => event.featureName === 'log-strategy')).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    expect((await search(`?from=IS:${today}&to=IS:${today}`)).total).toBe(all.total);
    expect((await search('?to=IS:2000-01-01')).total).toBe(0);
  });

  it('shows someone who is not an admin only the events of projects', async () => {
    // A token for every project belongs to none; the fixture's client token belongs to `default`.
    await service.call('POST', '/api/admin/api-tokens', { body: { tokenName: 'log-token', type: 'client', environment: 'development' } });
    const asAdmin = await search('?type=IS:api-token-created');
    const asViewer = await search('?type=IS:api-token-created', service.pats.Viewer);
    expect(asAdmin.events.some((event) => event.data?.tokenName === 'log-token' && event.project === null)).toBe(true);
    expect(asViewer.events.length).toBeGreaterThan(0);
    expect(asViewer.events.every((event) => event.project !== null)).toBe(true);
    expect(asViewer.total).toBeLessThan(asAdmin.total);
    expect((await search('?feature=IS:log-toggle', service.pats.Viewer)).total).toBe(3);
  });

  it('records people added and changed, by who did it, never with their password', async () => {
    const password = 'Log-person-password-1';
    const created = await service.call('POST', '/api/admin/user-admin', { token: service.pats.Admin, body: { email: 'log-person@example.com', rootRole: 'Viewer', password } });
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    await service.call('PUT', `/api/admin/user-admin/${id}`, { token: service.pats.Admin, body: { rootRole: 'Editor' } });
    await service.call('POST', `/api/admin/user-admin/${id}/deactivate`, { token: service.pats.Admin });
    const { events } = await search('?type=IS_ANY_OF:user-created,user-updated&query=log-person');
    expect(events.map((event) => event.type)).toEqual(['user-updated', 'user-updated', 'user-created']);
    expect(events.every((event) => event.createdByUserId === service.userIds.Admin)).toBe(true);
    expect(events[1]).toMatchObject({ preData: { rootRole: 'Viewer' }, data: { rootRole: 'Editor' } });
    expect(events[0]?.data).toMatchObject({ deactivatedAt: expect.any(String) });
    expect(JSON.stringify(events)).not.toContain(password);
    expect(JSON.stringify(events)).not.toContain('scrypt');
  });

  it('records nothing for a write that was refused, and refuses a bad query naming the parameter', async () => {
    const before = eventCount();
    expect((await service.call('POST', '/api/admin/projects/default/features/log-toggle/environments/production/on', { token: service.pats.Editor })).status).toBe(403);
    expect((await service.call('POST', '/api/admin/projects/default/features', { body: { name: 'log-toggle' } })).status).toBe(409);
    expect(eventCount()).toBe(before);

    for (const query of ['limit=0', 'limit=1001', 'offset=-1', 'from=2024-01-01', 'feature=log-toggle', 'createdBy=IS:alice']) {
      const reply = await service.call('GET', `/api/admin/search/events?${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.text).toContain(query.split('=')[0]);
    }
  });

  it('answers Unleash\'s older lists: the newest events (admins only), a flag\'s events, and who made events', async () => {
    const list = (await service.call('GET', '/api/admin/events', { answer: eventsResponseSchema })).answer;
    expect(list.version).toBe(1);
    expect(list.totalEvents).toBe(eventCount());
    expect((await service.call('GET', '/api/admin/events?project=default', { answer: eventsResponseSchema })).answer.events.every((event) => event.project === 'default')).toBe(true);
    expect((await service.call('GET', '/api/admin/events', { token: service.pats.Editor })).status).toBe(403);

    const flag = (await service.call('GET', '/api/admin/events/log-toggle', { token: service.pats.Viewer, answer: featureEventsResponseSchema })).answer;
    expect(flag).toMatchObject({ toggleName: 'log-toggle', totalEvents: 3 });

    const creators = (await service.call('GET', '/api/admin/event-creators', { answer: eventCreatorsSchema })).answer;
    expect(creators).toEqual(expect.arrayContaining([{ id: -42, name: 'Unleash Admin Token' }, { id: service.userIds.Editor, name: 'test-editor' }]));
  });
});

describe('the configuration at a past moment (Flagdeck\'s own route)', () => {
  const at = (environment: string, moment: string, token?: string) =>
    service.call('GET', `/api/admin/projects/default/environments/${environment}/configuration-at?at=${encodeURIComponent(moment)}`, token ? { token } : {});

  it('answers what /api/client/features served then, to anyone signed in', async () => {
    // log-strategy, made by an earlier test, has never been on anywhere.
    await service.call('POST', '/api/admin/projects/default/features/log-strategy/environments/development/on');
    const [enabled] = (await search('?feature=IS:log-strategy&type=IS:feature-environment-enabled')).events;
    const justBefore = new Date(Date.parse(enabled?.createdAt ?? '') - 1).toISOString();
    const then = (await service.call('GET', `/api/admin/projects/default/environments/development/configuration-at?at=${encodeURIComponent(justBefore)}`, {
      token: service.pats.Viewer, answer: configurationAtSchema,
    })).answer;
    expect(then).toMatchObject({ at: justBefore, project: 'default', environment: 'development' });
    expect(then.clientFeatures.features.find((feature) => feature.name === 'log-strategy')).toMatchObject({ enabled: false, strategies: [] });
    const now = (await service.call('GET', '/api/admin/projects/default/environments/development/configuration-at', { answer: configurationAtSchema })).answer;
    expect(now.clientFeatures.features.find((feature) => feature.name === 'log-strategy')?.enabled).toBe(true);
    expect(now.clientFeatures).toEqual((await service.call('GET', '/api/client/features', { token: tokens.client })).body);
  });

  it('refuses a moment that is none, naming it, and names an environment the project lacks', async () => {
    for (const moment of ['yesterday', '2024-02-30T00:00:00Z', '']) {
      const reply = await at('development', moment);
      expect(reply.status, moment).toBe(400);
      expect(reply.text).toContain('at');
    }
    expect((await at('nowhere', new Date().toISOString())).status).toBe(404);
  });
});
