import { webhookSignatureHeader, type AddonProviderName, type AddonType } from '../../contract/addons';
import type { RecordedEventType } from '../../contract/events';

/*
 * The providers the embedded service delivers to, described as Unleash 8.2 describes its own
 * (`addonTypeSchema`): Unleash's generic webhook, with Flagdeck's signing secret added, and Unleash's
 * Slack provider, which posts to a Slack incoming webhook (or anything that takes its messages:
 * Mattermost, Rocket.Chat).
 */

/** The events an integration may listen to: what the embedded service records about flags and change requests. */
export const deliverableEvents: readonly RecordedEventType[] = [
  'feature-created', 'feature-metadata-updated', 'feature-archived', 'feature-revived', 'feature-deleted',
  'feature-environment-enabled', 'feature-environment-disabled', 'feature-strategy-add', 'feature-strategy-update',
  'feature-strategy-remove', 'strategy-order-changed', 'feature-environment-variants-updated', 'feature-dependency-added',
  'feature-dependency-removed', 'feature-tagged', 'feature-untagged', 'segment-created', 'segment-updated', 'segment-deleted',
  'change-request-created', 'change-request-sent-to-review', 'change-request-approved', 'change-request-rejected',
  'change-request-cancelled', 'change-request-scheduled', 'change-request-applied',
];

const customHeaders = {
  name: 'customHeaders',
  displayName: 'Extra HTTP headers',
  description: '(Optional) A JSON object of header names and values, both strings, sent with each delivery.',
  placeholder: '{\n  "X-Team": "checkout"\n}',
  type: 'textfield',
  required: false,
  sensitive: true,
};

export const providers: Record<AddonProviderName, AddonType> = {
  webhook: {
    name: 'webhook',
    displayName: 'Webhook',
    description: `A generic way to post each event to a URL of yours. Deliveries are queued and retried with backoff; with a secret, each is signed: the \`${webhookSignatureHeader}\` header holds \`sha256=\` and the hex HMAC-SHA256 of the body with the secret.`,
    documentationUrl: 'https://docs.getunleash.io/reference/integrations/webhook',
    parameters: [
      { name: 'url', displayName: 'Webhook URL', description: '(Required) Each event is sent here with an HTTP POST. Its host must resolve to a public address.', type: 'url', required: true, sensitive: true },
      { name: 'secret', displayName: 'Signing secret', description: `(Optional) Signs each delivery: \`${webhookSignatureHeader}: sha256=<hex HMAC-SHA256 of the body>\`.`, type: 'text', required: false, sensitive: true },
      { name: 'contentType', displayName: 'Content-Type', placeholder: 'application/json', description: '(Optional) The Content-Type header to send. Defaults to "application/json".', type: 'text', required: false, sensitive: false },
      { name: 'authorization', displayName: 'Authorization', description: '(Optional) The Authorization header to send.', type: 'text', required: false, sensitive: true },
      {
        name: 'bodyTemplate',
        displayName: 'Body template',
        placeholder: '{\n  "event": "{{event.type}}",\n  "createdBy": "{{event.createdBy}}",\n  "featureToggle": "{{event.featureName}}"\n}',
        description: '(Optional) The body, with {{event.…}} replaced by the event\'s fields (a text is inserted JSON-escaped, anything else as JSON). Without one, the event itself is sent as JSON.',
        type: 'textfield',
        required: false,
        sensitive: false,
      },
      customHeaders,
    ],
    events: [...deliverableEvents],
  },
  slack: {
    name: 'slack',
    displayName: 'Slack',
    description: 'Posts each change to a Slack incoming webhook, with what it was before and what it is after.',
    documentationUrl: 'https://docs.getunleash.io/reference/integrations/slack',
    parameters: [
      { name: 'url', displayName: 'Slack webhook URL', description: '(Required) The incoming webhook\'s URL. Its host must resolve to a public address.', type: 'url', required: true, sensitive: true },
      { name: 'username', displayName: 'Username', placeholder: 'Flagdeck', description: 'The name the messages are posted under. Defaults to "Flagdeck".', type: 'text', required: false, sensitive: false },
      { name: 'emojiIcon', displayName: 'Emoji icon', placeholder: ':triangular_flag_on_post:', description: 'The emoji the messages are posted with.', type: 'text', required: false, sensitive: false },
      { name: 'defaultChannel', displayName: 'Channel', description: '(Optional) The channel to post to; an incoming webhook posts to its own channel without one.', type: 'text', required: false, sensitive: false },
      customHeaders,
    ],
    events: [...deliverableEvents],
  },
};

export function isProviderName(name: string): name is AddonProviderName {
  return Object.hasOwn(providers, name);
}

/** The parameters of a provider Unleash never sends back as they are (`*****` in their place). */
export function sensitiveParameters(provider: string): ReadonlySet<string> {
  const definition = isProviderName(provider) ? providers[provider] : undefined;
  return new Set((definition?.parameters ?? []).filter((parameter) => parameter.sensitive).map((parameter) => parameter.name));
}
