import { createHmac } from 'node:crypto';
import { webhookSignatureHeader } from '../../contract/addons';
import type { AuditEvent } from '../../contract/events';
import type { StoredAddon } from '../store/addons';
import { changeSummary } from './changeSummary';

/** What one delivery sends: where, its headers and its body. */
export interface OutgoingRequest { url: string; headers: Record<string, string>; body: string }

const templateField = /\{\{\s*([\w.]+)\s*\}\}/g;

function valueAt(root: unknown, path: string): unknown {
  let value = root;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = Object.entries(value).find(([name]) => name === key)?.[1];
  }
  return value;
}

/**
 * A webhook's body template with `{{event.field}}` replaced: a text JSON-escaped (so a template
 * that quotes it stays JSON), nothing for a field the event lacks, anything else as JSON.
 */
export function renderTemplate(template: string, event: AuditEvent): string {
  return template.replace(templateField, (_match, path: string) => {
    const value = valueAt({ event }, path);
    if (value === undefined || value === null) return '';
    return typeof value === 'string' ? JSON.stringify(value).slice(1, -1) : JSON.stringify(value);
  });
}

export function signatureOf(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

function extraHeaders(text: string | undefined): Record<string, string> {
  if (text === undefined) return {};
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null) return {};
  return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

const text = (parameters: Record<string, unknown>, name: string): string | undefined => {
  const value = parameters[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

export function deliveryRequest(addon: StoredAddon, event: AuditEvent): OutgoingRequest {
  const { parameters } = addon;
  const url = text(parameters, 'url') ?? '';
  const headers = extraHeaders(text(parameters, 'customHeaders'));
  if (addon.provider === 'slack') {
    const channel = text(parameters, 'defaultChannel');
    const body = JSON.stringify({
      username: text(parameters, 'username') ?? 'Flagdeck',
      icon_emoji: text(parameters, 'emojiIcon') ?? ':triangular_flag_on_post:',
      ...(channel === undefined ? {} : { channel }),
      text: changeSummary(event),
    });
    return { url, headers: { ...headers, 'content-type': 'application/json' }, body };
  }
  const template = text(parameters, 'bodyTemplate');
  const body = template === undefined ? JSON.stringify(event) : renderTemplate(template, event);
  const authorization = text(parameters, 'authorization');
  const secret = text(parameters, 'secret');
  return {
    url,
    body,
    headers: {
      ...headers,
      'content-type': text(parameters, 'contentType') ?? 'application/json',
      ...(authorization === undefined ? {} : { authorization }),
      ...(secret === undefined ? {} : { [webhookSignatureHeader]: signatureOf(body, secret) }),
    },
  };
}
