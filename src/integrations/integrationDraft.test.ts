import { describe, expect, it } from 'vitest';
import type { AddonType } from '../../contract/addons';
import { bodyOf, draftOf, missingParameters, newDraft } from './integrationDraft';

const webhook: AddonType = {
  name: 'webhook', displayName: 'Webhook', description: '', documentationUrl: '',
  parameters: [
    { name: 'url', displayName: 'Webhook URL', type: 'url', required: true, sensitive: true },
    { name: 'secret', displayName: 'Signing secret', type: 'text', required: false, sensitive: true },
    { name: 'bodyTemplate', displayName: 'Body template', type: 'textfield', required: false, sensitive: false },
  ],
  events: ['feature-created', 'feature-environment-enabled', 'feature-environment-disabled'],
};

describe('an integration draft', () => {
  it('starts with the switch events the provider offers, enabled, and no parameters', () => {
    expect(newDraft(webhook)).toMatchObject({ provider: 'webhook', enabled: true, events: ['feature-environment-enabled', 'feature-environment-disabled'], parameters: {} });
  });

  it('shows masked parameters as kept, and sends the mask back while nothing is typed in their place', () => {
    const draft = draftOf({ id: 3, provider: 'webhook', description: null, enabled: true, events: ['feature-created'], parameters: { url: '*****', secret: '*****', bodyTemplate: '{}' } });
    expect(draft.parameters).toEqual({ bodyTemplate: '{}' });
    expect(draft.kept).toEqual(['url', 'secret']);
    expect(bodyOf(draft).parameters).toEqual({ bodyTemplate: '{}', url: '*****', secret: '*****' });
    expect(bodyOf({ ...draft, parameters: { ...draft.parameters, secret: ' new-secret ' } }).parameters).toEqual({ bodyTemplate: '{}', secret: 'new-secret', url: '*****' });
  });

  it('names each required parameter left empty, but not one the service keeps', () => {
    expect([...missingParameters(newDraft(webhook), webhook)]).toEqual([['parameters.url', 'Webhook URL is required.']]);
    expect([...missingParameters({ ...newDraft(webhook), kept: ['url'] }, webhook)]).toEqual([]);
    expect([...missingParameters({ ...newDraft(webhook), parameters: { url: '   ' } }, webhook)]).toEqual([['parameters.url', 'Webhook URL is required.']]);
  });
});
