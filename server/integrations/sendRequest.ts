import type { LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { OutgoingRequest } from './deliveryRequest';
import { pinnedLookup } from './destination';

/** What a receiver answered: its status, or why there was no answer. */
export type SendOutcome = { status: number; statusText: string } | { error: string };

/**
 * POSTs the request to the address already checked (`destination.ts`): the connection goes there,
 * whatever the name resolves to now, while the Host header and TLS name the URL's host. The answer's
 * body is read and dropped; redirects are not followed (a redirect could lead anywhere).
 */
export function sendRequest(outgoing: OutgoingRequest, pinned: LookupAddress, { timeoutMs, signal }: { timeoutMs: number; signal: AbortSignal }): Promise<SendOutcome> {
  const url = new URL(outgoing.url);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const sent = request(url, {
      method: 'POST',
      headers: { ...outgoing.headers, 'content-length': Buffer.byteLength(outgoing.body), 'user-agent': 'Flagdeck-integrations' },
      lookup: pinnedLookup(pinned),
      timeout: timeoutMs,
      signal,
    }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, statusText: response.statusMessage ?? '' }));
      response.on('error', (error) => resolve({ error: error.message }));
    });
    sent.on('timeout', () => sent.destroy(new Error(`no answer within ${Math.round(timeoutMs / 1000)} s`)));
    sent.on('error', (error) => resolve({ error: error.message }));
    sent.end(outgoing.body);
  });
}
