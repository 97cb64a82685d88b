import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addonsSchema } from '../../contract/addons';
import { projectListSchema } from '../../contract/admin';
import { eventSearchResponseSchema } from '../../contract/events';
import { featureSchema } from '../../contract/feature';
import { notificationsSchema, notificationWebhookSchema } from '../../contract/notifications';
import { expectError, parsed, startTestService, storeSnapshot, type TestService } from '../test/harness';
import { startWebhookReceiver, type WebhookReceiver } from '../test/webhookReceiver';

let receiver: WebhookReceiver;
let service: TestService;
beforeEach(async () => {
  receiver = await startWebhookReceiver();
  service = await startTestService({ app: { integrations: { allowedHosts: new Set([receiver.hostAndPort]), firstRetryMs: 20, pollMs: 50 } } });
  await service.createFlag('default', 'checkout-v2');
  await service.createFlag('default', 'search-v3');
  // Switched on once, so each has its strategy: switching then records the switch alone.
  for (const flag of ['checkout-v2', 'search-v3']) {
    for (const action of ['on', 'off']) await service.call('POST', `/api/admin/projects/default/features/${flag}/environments/development/${action}`);
  }
});
afterEach(async () => {
  await service.close();
  await receiver.close();
});

// The Editor follows; the Admin makes the changes.
const alice = () => service.pats.Editor;
const bob = () => service.pats.Admin;
const favorites = (flag: string) => `/api/admin/projects/default/features/${flag}/favorites`;
const toggle = (flag: string, on: boolean, token: string) => service.call('POST', `/api/admin/projects/default/features/${flag}/environments/development/${on ? 'on' : 'off'}`, { token });
const notifications = async (token: string) => parsed(notificationsSchema, await service.call('GET', '/api/admin/notifications', { token }));

describe('following a flag', () => {
  it('tells the follower of changes others make to it, unread until read, and not of their own', async () => {
    expect((await service.call('POST', favorites('checkout-v2'), { token: alice() })).status).toBe(200);
    expect(parsed(featureSchema, await service.call('GET', '/api/admin/projects/default/features/checkout-v2', { token: alice() })).favorite).toBe(true);
    expect(parsed(featureSchema, await service.call('GET', '/api/admin/projects/default/features/checkout-v2', { token: bob() })).favorite).toBe(false);

    await toggle('checkout-v2', true, bob());
    await toggle('checkout-v2', false, alice());
    await toggle('search-v3', true, bob());
    const told = await notifications(alice());
    expect(told.unread).toBe(1);
    expect(told.notifications.map(({ event, read }) => [event.type, event.featureName, event.data, event.preData, read])).toEqual([
      ['feature-environment-enabled', 'checkout-v2', { enabled: true }, { enabled: false }, false],
    ]);
    expect(told.following).toEqual({ features: ['checkout-v2'], projects: [] });

    expect((await service.call('POST', '/api/admin/notifications/read', { token: alice() })).status).toBe(200);
    const read = await notifications(alice());
    expect(read.unread).toBe(0);
    expect(read.notifications.map((notification) => notification.read)).toEqual([true]);

    expect((await service.call('DELETE', favorites('checkout-v2'), { token: alice() })).status).toBe(200);
    await toggle('checkout-v2', false, bob());
    expect((await notifications(alice())).unread).toBe(0);

    const recorded = parsed(eventSearchResponseSchema, await service.call('GET', '/api/admin/search/events?type=IS_ANY_OF:feature-favorited,feature-unfavorited'));
    expect(recorded.events.map((event) => event.type)).toEqual(['feature-unfavorited', 'feature-favorited']);
  });

  it('follows a project: every flag of it, and says so in the project list', async () => {
    expect((await service.call('POST', '/api/admin/projects/default/favorites', { token: alice() })).status).toBe(200);
    const projects = parsed(projectListSchema, await service.call('GET', '/api/admin/projects', { token: alice() })).projects;
    expect(projects.find((project) => project.id === 'default')?.favorite).toBe(true);
    await toggle('search-v3', true, bob());
    expect((await notifications(alice())).notifications.map(({ event }) => event.featureName)).toEqual(['search-v3']);
  });

  it('is a person\'s: an API token is refused (400), a flag that does not exist is 404, and nothing changes', async () => {
    const before = storeSnapshot(service.db);
    expectError(await service.call('POST', favorites('checkout-v2')), 400, 'BadDataError');
    expectError(await service.call('POST', favorites('no-such-flag'), { token: alice() }), 404, 'NotFoundError');
    expectError(await service.call('POST', '/api/admin/projects/no-such-project/favorites', { token: alice() }), 404, 'NotFoundError');
    expect(storeSnapshot(service.db)).toBe(before);
    expect(await notifications(service.pats.Viewer)).toEqual({ notifications: [], unread: 0, following: { features: [], projects: [] } });
  });
});

describe('one\'s own notification webhook', () => {
  it('receives the changes others make to what one follows, signed, and is no integration of the instance', async () => {
    await service.call('POST', favorites('checkout-v2'), { token: alice() });
    const set = parsed(notificationWebhookSchema, await service.call('PUT', '/api/admin/notifications/webhook', { token: alice(), body: { url: `${receiver.url}/alice`, secret: 'alice-secret-1' } }));
    expect(set.webhook).toMatchObject({ url: `${receiver.url}/alice`, hasSecret: true, lastOutcome: null });
    expect(parsed(addonsSchema, await service.call('GET', '/api/admin/addons')).addons).toEqual([]);

    await toggle('checkout-v2', true, alice());
    await toggle('search-v3', true, bob());
    await toggle('checkout-v2', false, bob());
    const [delivery] = await receiver.waitFor(1);
    expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({ type: 'feature-environment-disabled', featureName: 'checkout-v2', createdBy: 'test-admin' });
    expect(delivery?.headers['x-flagdeck-signature']).toBe(`sha256=${createHmac('sha256', 'alice-secret-1').update(delivery?.body ?? '').digest('hex')}`);
    await expect.poll(async () => parsed(notificationWebhookSchema, await service.call('GET', '/api/admin/notifications/webhook', { token: alice() })).webhook?.lastOutcome?.state).toBe('success');
    expect(receiver.received).toHaveLength(1);

    expect((await service.call('DELETE', '/api/admin/notifications/webhook', { token: alice() })).status).toBe(200);
    expect(parsed(notificationWebhookSchema, await service.call('GET', '/api/admin/notifications/webhook', { token: alice() })).webhook).toBeNull();
  });

  it('refuses a private address with a 400 naming parameters.url', async () => {
    const refused = expectError(await service.call('PUT', '/api/admin/notifications/webhook', { token: alice(), body: { url: 'http://192.168.1.10/hook' } }), 400, 'BadDataError');
    expect(refused.details?.[0]?.path).toBe('parameters.url');
  });
});
