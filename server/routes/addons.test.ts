import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addonProvidersSchema, addonSchema, addonsSchema, integrationEventsSchema, maskedParameter } from '../../contract/addons';
import { eventSearchResponseSchema } from '../../contract/events';
import { expectError, parsed, startTestService, storeSnapshot, type TestService } from '../test/harness';
import { startWebhookReceiver, type WebhookReceiver } from '../test/webhookReceiver';

let receiver: WebhookReceiver;
let service: TestService;
beforeEach(async () => {
  receiver = await startWebhookReceiver();
  service = await startTestService({ app: { integrations: { allowedHosts: new Set([receiver.hostAndPort]) } } });
});
afterEach(async () => {
  await service.close();
  await receiver.close();
});

const base = '/api/admin/addons';
const webhook = () => ({
  provider: 'webhook', description: 'Deploy tooling', enabled: true, events: ['feature-environment-enabled'],
  parameters: { url: `${receiver.url}/hook`, secret: 'shh-0123456789', bodyTemplate: '{"flag": "{{event.featureName}}"}' },
});

describe('the addon API', () => {
  it('creates an integration (201) with its secrets masked, lists it with the providers, edits and deletes it', async () => {
    const created = parsed(addonSchema, await service.call('POST', base, { body: webhook() }), 201);
    expect(created).toMatchObject({ provider: 'webhook', enabled: true, description: 'Deploy tooling', events: ['feature-environment-enabled'], projects: [], environments: [] });
    expect(created.parameters).toEqual({ url: maskedParameter, secret: maskedParameter, bodyTemplate: '{"flag": "{{event.featureName}}"}' });

    const all = parsed(addonsSchema, await service.call('GET', base, { token: service.pats.Viewer }));
    expect(all.addons).toEqual([created]);
    expect(all.providers.map((provider) => provider.name)).toEqual(['webhook', 'slack']);
    expect(parsed(addonProvidersSchema, await service.call('GET', `${base}/providers`))).toEqual(all.providers);
    expect(parsed(addonSchema, await service.call('GET', `${base}/${created.id}`))).toEqual(created);

    // Masked values sent back keep what is stored, as Unleash does.
    const edited = parsed(addonSchema, await service.call('PUT', `${base}/${created.id}`, {
      body: { ...webhook(), enabled: false, parameters: { url: maskedParameter, secret: maskedParameter } },
    }));
    expect(edited).toMatchObject({ enabled: false, parameters: { url: maskedParameter, secret: maskedParameter } });
    const stored = service.db.prepare<[number], { parameters: string }>('SELECT parameters FROM addons WHERE id = ?').get(created.id);
    expect(JSON.parse(stored?.parameters ?? '{}')).toEqual({ url: `${receiver.url}/hook`, secret: 'shh-0123456789' });

    expect((await service.call('DELETE', `${base}/${created.id}`)).status).toBe(200);
    expectError(await service.call('GET', `${base}/${created.id}`), 404, 'NotFoundError');

    const events = parsed(eventSearchResponseSchema, await service.call('GET', '/api/admin/search/events?type=IS_ANY_OF:addon-config-created,addon-config-updated,addon-config-deleted'));
    expect(events.events.map((event) => event.type)).toEqual(['addon-config-deleted', 'addon-config-updated', 'addon-config-created']);
    expect(JSON.stringify(events.events)).not.toContain('shh-0123456789');
    expect(JSON.stringify(events.events)).not.toContain(receiver.url);
  });

  it('refuses a URL whose host is loopback, private or link-local with a 400 naming parameters.url, and keeps nothing', async () => {
    const before = storeSnapshot(service.db);
    for (const url of ['http://127.0.0.1:9/hook', 'http://localhost:4242/', 'http://10.0.0.8/hook', 'http://169.254.169.254/latest/meta-data', 'http://[::1]:80/', 'http://[::ffff:192.168.0.1]/']) {
      const refused = expectError(await service.call('POST', base, { body: { ...webhook(), parameters: { url } } }), 400, 'BadDataError');
      expect(refused.details?.[0]?.path, url).toBe('parameters.url');
      expect(refused.message, url).toMatch(/not a public address/);
    }
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('answers a bad body 400 naming the field', async () => {
    const problems: [unknown, string][] = [
      [{ ...webhook(), provider: 'teams' }, 'provider'],
      [{ ...webhook(), parameters: {} }, 'parameters.url'],
      [{ ...webhook(), parameters: { url: 'ftp://example.com/x' } }, 'parameters.url'],
      [{ ...webhook(), parameters: { url: `${receiver.url}/`, customHeaders: '["x"]' } }, 'parameters.customHeaders'],
      [{ ...webhook(), parameters: { url: `${receiver.url}/`, contentType: 42 } }, 'parameters.contentType'],
      [{ ...webhook(), events: 'feature-created' }, 'events'],
      [{ ...webhook(), enabled: undefined }, 'enabled'],
    ];
    for (const [body, path] of problems) {
      const refused = expectError(await service.call('POST', base, { body }), 400, 'BadDataError');
      expect(refused.details?.[0]?.path, JSON.stringify(body)).toBe(path);
    }
  });

  it('leaves integrations to admins: an Editor is refused, naming the permission', async () => {
    const refused = expectError(await service.call('POST', base, { body: webhook(), token: service.pats.Editor }), 403, 'NoAccessError');
    expect(refused.message).toContain('CREATE_ADDON');
    const created = parsed(addonSchema, await service.call('POST', base, { body: webhook() }), 201);
    expectError(await service.call('GET', `${base}/${created.id}/events`, { token: service.pats.Editor }), 403, 'NoAccessError');
    expect(parsed(integrationEventsSchema, await service.call('GET', `${base}/${created.id}/events`)).integrationEvents).toEqual([]);
  });
});
