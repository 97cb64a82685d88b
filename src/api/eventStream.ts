import { eventSchema, type AuditEvent } from '../../contract/events';
import { ApiError, errorFromResponse, networkError } from './errors';
import { createMessageReader } from './serverSentEvents';
import { readToken } from './tokenStore';

/**
 * The embedded service's live stream of the event log (`GET /api/admin/events/stream`, Flagdeck's
 * own: server/README.md's Live updates), read with fetch so that a token goes in the Authorization
 * header as on every other call (EventSource cannot send one).
 */
export const eventStreamPath = '/api/admin/events/stream';

export interface EventStreamHandlers {
  /** Each event as it is recorded, oldest first. */
  onEvent(event: AuditEvent): void;
  /** The stream is open; `lastEventId` is where it stands, to resume from after a break. */
  onReady(lastEventId: number): void;
  /** The service could not say what was missed: everything is to be read again. */
  onReset(lastEventId: number): void;
  /** The sign-in the stream was opened with has ended. */
  onSignedOut(): void;
}

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

const positionOf = (data: string): number => {
  const value = parseJson(data);
  return typeof value === 'object' && value !== null && 'lastEventId' in value && typeof value.lastEventId === 'number' ? value.lastEventId : 0;
};

/**
 * Follows the stream from after `lastEventId` (from now when undefined) until the service ends it
 * or `signal` aborts it. A refusal rejects with the ApiError of its status, a service without the
 * stream (a 404, or an answer that is no event stream, as Unleash gives) with NotFound, a broken
 * connection with a Network error.
 */
export async function followEventStream(lastEventId: number | undefined, handlers: EventStreamHandlers, signal: AbortSignal): Promise<void> {
  const token = readToken('admin');
  let response: Response;
  try {
    response = await fetch(eventStreamPath, {
      headers: {
        Accept: 'text/event-stream',
        ...(token ? { Authorization: token } : {}),
        ...(lastEventId === undefined ? {} : { 'Last-Event-ID': String(lastEventId) }),
      },
      credentials: token ? 'omit' : 'same-origin',
      signal,
    });
  } catch (cause) {
    if (signal.aborted) throw cause;
    throw networkError('GET', eventStreamPath, cause);
  }
  if (!response.ok || !response.body) throw errorFromResponse('GET', eventStreamPath, response.status, await response.text());
  // Unleash 8.2 reads the path as `GET /api/admin/events/{featureName}` and answers that flag's
  // events as JSON: a service whose answer is no event stream has no stream, as a 404 would say.
  if (!response.headers.get('Content-Type')?.startsWith('text/event-stream')) {
    await response.body.cancel();
    throw new ApiError({ kind: 'NotFound', status: response.status, method: 'GET', path: eventStreamPath, message: 'This service sends no live updates: its answer is not an event stream.' });
  }

  const read = createMessageReader((message) => {
    if (message.event === 'ready') handlers.onReady(positionOf(message.data));
    else if (message.event === 'reset') handlers.onReset(positionOf(message.data));
    else if (message.event === 'signed-out') handlers.onSignedOut();
    else if (message.event === 'message') {
      const parsed = eventSchema.safeParse(parseJson(message.data));
      // An event this console cannot read still moved something: everything is read again.
      if (parsed.success) handlers.onEvent(parsed.data);
      else handlers.onReset(Number(message.id ?? 0));
    }
  });
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      read(decoder.decode(value, { stream: true }));
    }
  } catch (cause) {
    if (signal.aborted) throw cause;
    throw networkError('GET', eventStreamPath, cause);
  }
}
