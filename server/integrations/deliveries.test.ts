import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { addonSchema, integrationEventsSchema, webhookSignatureHeader } from '../../contract/addons';
import { eventSchema } from '../../contract/events';
import type { AppOptions } from '../app';
import { parsed, startTestService, type TestService } from '../test/harness';
import { startWebhookReceiver, type WebhookReceiver } from '../test/webhookReceiver';
import type { DeliverySettings } from './deliveryWorker';

/*
 * Deliveries to a real HTTP receiver on loopback, allowed as INTEGRATION_ALLOWED_HOSTS allows it:
 * what is sent, its signature, retries, and that a write neither waits for a receiver nor loses a
 * delivery across a restart. Retries are 20 ms apart here rather than 1 s.
 */

const open: { close(options?: { keepData?: boolean }): Promise<void> }[] = [];
afterEach(async () => {
  for (const thing of open.splice(0).reverse()) await thing.close();
});

async function receiverAndService(integrations: Partial<DeliverySettings> = {}, app: Partial<AppOptions> = {}): Promise<{ receiver: WebhookReceiver; service: TestService }> {
  const receiver = await startWebhookReceiver();
  open.push(receiver);
  const service = await startTestService({ app: { ...app, integrations: { allowedHosts: new Set([receiver.hostAndPort]), firstRetryMs: 20, pollMs: 50, ...integrations } } });
  open.push(service);
  await service.createFlag('default', 'checkout-v2');
  return { receiver, service };
}

const toggle = (service: TestService, on: boolean, flag = 'checkout-v2') => service.call('POST', `/api/admin/projects/default/features/${flag}/environments/development/${on ? 'on' : 'off'}`);

async function createWebhook(service: TestService, receiver: WebhookReceiver, parameters: Record<string, string> = {}, provider = 'webhook') {
  const body = { provider, enabled: true, events: ['feature-environment-enabled', 'feature-environment-disabled'], parameters: { url: `${receiver.url}/hook`, ...parameters } };
  return parsed(addonSchema, await service.call('POST', '/api/admin/addons', { body }), 201);
}

const outcomes = async (service: TestService, id: number) => parsed(integrationEventsSchema, await service.call('GET', `/api/admin/addons/${id}/events`)).integrationEvents;

describe('webhook deliveries', () => {
  it('send the event as JSON, signed with HMAC-SHA256 of the body in the signature header', async () => {
    const { receiver, service } = await receiverAndService();
    const addon = await createWebhook(service, receiver, { secret: 'whsec-0123456789', authorization: 'Bearer deploy-bot' });
    expect((await toggle(service, true)).status).toBe(200);

    const [delivery] = await receiver.waitFor(1);
    const event = eventSchema.parse(JSON.parse(delivery?.body ?? ''));
    expect(event).toMatchObject({ type: 'feature-environment-enabled', featureName: 'checkout-v2', environment: 'development', data: { enabled: true }, preData: { enabled: false } });
    expect(delivery?.path).toBe('/hook');
    expect(delivery?.headers.authorization).toBe('Bearer deploy-bot');
    const expected = `sha256=${createHmac('sha256', 'whsec-0123456789').update(delivery?.body ?? '').digest('hex')}`;
    expect(delivery?.headers[webhookSignatureHeader]).toBe(expected);
    // Signed with any other secret, it would not verify.
    expect(delivery?.headers[webhookSignatureHeader]).not.toBe(`sha256=${createHmac('sha256', 'other').update(delivery?.body ?? '').digest('hex')}`);

    await expect.poll(async () => (await outcomes(service, addon.id)).map((outcome) => outcome.state)).toEqual(['success']);
    const [outcome] = await outcomes(service, addon.id);
    expect(outcome).toMatchObject({ integrationId: addon.id, stateDetails: 'Delivered. Status code: 200 OK', event: { id: event.id }, details: { attempt: 1, statusCode: 200 } });
  });

  it('fill the body template with the event\'s fields', async () => {
    const { receiver, service } = await receiverAndService();
    await createWebhook(service, receiver, { bodyTemplate: '{"flag": "{{event.featureName}}", "by": "{{event.createdBy}}", "after": {{event.data}}, "none": "{{event.nothing}}"}', contentType: 'application/vnd.deploy+json' });
    await toggle(service, true);
    const [delivery] = await receiver.waitFor(1);
    expect(JSON.parse(delivery?.body ?? '')).toEqual({ flag: 'checkout-v2', by: 'init-admin', after: { enabled: true }, none: '' });
    expect(delivery?.headers['content-type']).toBe('application/vnd.deploy+json');
  });

  it('try again after a 500, with the same body, and say so in the outcomes', async () => {
    const { receiver, service } = await receiverAndService();
    const addon = await createWebhook(service, receiver);
    receiver.answerNext(500, 503);
    await toggle(service, true);
    const [first, second, third] = await receiver.waitFor(3);
    expect(second?.body).toBe(first?.body);
    expect(third?.body).toBe(first?.body);
    await expect.poll(async () => (await outcomes(service, addon.id)).map((outcome) => outcome.state)).toEqual(['success', 'failed', 'failed']);
    const [, retried, failed] = await outcomes(service, addon.id);
    expect(failed?.stateDetails).toBe('Status code: 500 Internal Server Error. Trying again in 20 ms (attempt 1 of 8).');
    expect(retried?.stateDetails).toMatch(/^Status code: 503 Service Unavailable\. Trying again in 40 ms \(attempt 2 of 8\)\.$/);
  });

  it('give up after the last attempt, and not retry a 4xx other than 408 and 429', async () => {
    const { receiver, service } = await receiverAndService({ attempts: 2 });
    const addon = await createWebhook(service, receiver);
    receiver.answerNext(500, 500, 404);
    await toggle(service, true);
    await toggle(service, false);
    await receiver.waitFor(3);
    await expect.poll(async () => (await outcomes(service, addon.id)).map((outcome) => outcome.stateDetails)).toEqual([
      'Status code: 404 Not Found',
      'Status code: 500 Internal Server Error. Gave up after 2 attempts.',
      'Status code: 500 Internal Server Error. Trying again in 20 ms (attempt 1 of 2).',
    ]);
  });

  it('never hold up the write: the switch is answered while the receiver has not answered the delivery', async () => {
    const { receiver, service } = await receiverAndService();
    await createWebhook(service, receiver);
    receiver.answerNext('hold');
    expect((await toggle(service, true)).status).toBe(200);
    expect((await toggle(service, false)).status).toBe(200);
    await receiver.waitFor(1);
    receiver.release();
    const [, second] = await receiver.waitFor(2);
    expect(JSON.parse(second?.body ?? '')).toMatchObject({ type: 'feature-environment-disabled' });
  });

  it('check the address again at delivery: a host that now resolves to loopback is not sent to', async () => {
    const answers = ['93.184.215.14', '127.0.0.1'];
    let asked = 0;
    const resolve = async () => [{ address: answers[Math.min(asked++, 1)] ?? '', family: 4 }];
    const { receiver, service } = await receiverAndService({ allowedHosts: new Set(), resolve });
    const addon = parsed(addonSchema, await service.call('POST', '/api/admin/addons', {
      body: { provider: 'webhook', enabled: true, events: ['feature-environment-enabled'], parameters: { url: `http://rebinding.example:${new URL(receiver.url).port}/hook` } },
    }), 201);
    await toggle(service, true);
    await expect.poll(async () => (await outcomes(service, addon.id)).map((outcome) => outcome.stateDetails)).toEqual([
      'Not sent: the host rebinding.example resolves to 127.0.0.1, which is not a public address (loopback, private, link-local or reserved); name the host in INTEGRATION_ALLOWED_HOSTS to allow it',
    ]);
    expect(receiver.received).toEqual([]);
  });

  it('post a Slack message that says the change as before and after', async () => {
    const { receiver, service } = await receiverAndService();
    await createWebhook(service, receiver, { defaultChannel: '#releases', username: 'Flags' }, 'slack');
    await toggle(service, true);
    await toggle(service, false);
    const [, off] = await receiver.waitFor(2);
    expect(JSON.parse(off?.body ?? '')).toEqual({
      username: 'Flags', icon_emoji: ':triangular_flag_on_post:', channel: '#releases',
      text: '*init-admin* turned off *checkout-v2* in *development* (project default)\nenabled: on → off',
    });
  });

  it('send nothing for an event the integration does not listen to, or once it is turned off', async () => {
    const { receiver, service } = await receiverAndService();
    const addon = await createWebhook(service, receiver);
    await service.call('PUT', `/api/admin/addons/${addon.id}`, { body: { provider: 'webhook', enabled: true, events: ['feature-environment-disabled'], parameters: { url: `${receiver.url}/hook` } } });
    await toggle(service, true);
    await toggle(service, false);
    const [only] = await receiver.waitFor(1);
    expect(JSON.parse(only?.body ?? '')).toMatchObject({ type: 'feature-environment-disabled' });
    const queued = () => service.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM addon_deliveries').get()?.n;
    await expect.poll(queued).toBe(0);
    await service.call('PUT', `/api/admin/addons/${addon.id}`, { body: { provider: 'webhook', enabled: false, events: ['feature-environment-disabled'], parameters: { url: `${receiver.url}/hook` } } });
    await toggle(service, true);
    await toggle(service, false);
    expect(queued()).toBe(0);
  });
});

describe('the delivery queue', () => {
  it('loses nothing across a restart: what a stopped service could not deliver goes out after it starts again', async () => {
    const receiver = await startWebhookReceiver();
    open.push(receiver);
    const integrations = { allowedHosts: new Set([receiver.hostAndPort]), firstRetryMs: 60_000, pollMs: 50 };
    const first = await startTestService({ app: { integrations } });
    await first.createFlag('default', 'checkout-v2');
    await createWebhook(first, receiver);
    receiver.answerNext(503);
    await toggle(first, true);
    await toggle(first, false);
    await receiver.waitFor(1);
    // The first attempt failed and the next is a minute away: both events wait in the queue as the service stops.
    await expect.poll(() => first.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM integration_events').get()?.n).toBe(1);
    await first.close({ keepData: true });

    const second = await startTestService({ dataDir: first.dataDir, app: { integrations: { ...integrations, firstRetryMs: 20 } } });
    open.push(second);
    // The retry was planned a minute ahead by the first service: bring it forward, as a minute passing would.
    second.db.prepare('UPDATE addon_deliveries SET next_attempt_at = ?').run(new Date(Date.now() - 1000).toISOString());
    const [, again, next] = await receiver.waitFor(3);
    expect(JSON.parse(again?.body ?? '')).toMatchObject({ type: 'feature-environment-enabled' });
    expect(JSON.parse(next?.body ?? '')).toMatchObject({ type: 'feature-environment-disabled' });
  });
});
