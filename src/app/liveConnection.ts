import type { AuditEvent } from '../../contract/events';
import { isApiError } from '../api';
import { searchEvents } from '../api/events';
import { followEventStream } from '../api/eventStream';

/**
 * How the console hears of changes made elsewhere: the embedded service's live stream, resumed
 * from the last event after a break; on a service without it (Unleash answers 404) the newest
 * page of Unleash's event search, read every `pollMs`. Either way the events go to `apply` in
 * batches (one change request applied records many at once), or `everything` when what was missed
 * cannot be told.
 */
export type LiveStatus =
  | { mode: 'connecting' }
  | { mode: 'live' }
  | { mode: 'reconnecting' }
  | { mode: 'polling'; everyMs: number }
  /** Neither the stream nor the event search is there (or the sign-in ended): pages update as they read again. */
  | { mode: 'off' };

export interface LiveTarget {
  apply(events: readonly AuditEvent[]): void;
  everything(): void;
  onStatus(status: LiveStatus): void;
  /** The service ended the stream because the sign-in ended. */
  onSignedOut(): void;
}

export const pollMs = 10_000;
/** Events arriving within this of each other are applied together. */
const batchMs = 30;
/** The newest events a poll reads: a poll that finds only new ones may have missed some. */
const pollPage = 50;
const retryAfterRefusalMs = 60_000;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });
}

function batcher(target: LiveTarget) {
  let queued: AuditEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    add(event: AuditEvent) {
      queued.push(event);
      timer ??= setTimeout(() => {
        timer = undefined;
        const events = queued;
        queued = [];
        target.apply(events);
      }, batchMs);
    },
    cancel() {
      clearTimeout(timer);
    },
  };
}

/** Polls the event search until `signal` aborts or `untilMs` passes; false when the service has no event search. */
async function poll(target: LiveTarget, signal: AbortSignal, untilMs: number): Promise<boolean> {
  let newest: number | undefined;
  target.onStatus({ mode: 'polling', everyMs: pollMs });
  while (!signal.aborted && Date.now() < untilMs) {
    try {
      const { events } = await searchEvents([['limit', String(pollPage)], ['offset', '0']], signal);
      const fresh = newest === undefined ? [] : events.filter((event) => event.id > (newest ?? 0)).reverse();
      if (newest !== undefined && fresh.length === events.length && events.length === pollPage) target.everything();
      else if (fresh.length > 0) target.apply(fresh);
      newest = Math.max(newest ?? 0, ...events.map((event) => event.id));
    } catch (error) {
      if (signal.aborted) return true;
      if (isApiError(error, 'NotFound') || isApiError(error, 'AuthenticationRequired')) return false;
      // Anything else may pass: the next poll tries again.
    }
    await pause(pollMs, signal);
  }
  return true;
}

/** Keeps the console told of changes until `signal` aborts. */
export async function stayLive(target: LiveTarget, signal: AbortSignal): Promise<void> {
  let lastEventId: number | undefined;
  let failures = 0;
  const batch = batcher(target);
  signal.addEventListener('abort', () => batch.cancel(), { once: true });
  target.onStatus({ mode: 'connecting' });
  while (!signal.aborted) {
    let signedOut = false;
    try {
      await followEventStream(lastEventId, {
        onEvent: (event) => {
          lastEventId = event.id;
          batch.add(event);
        },
        onReady: (id) => {
          // After a break, the page may have read the service before the events it missed were sent: they were applied above.
          lastEventId = id;
          failures = 0;
          target.onStatus({ mode: 'live' });
        },
        onReset: (id) => {
          lastEventId = id;
          target.everything();
        },
        onSignedOut: () => {
          signedOut = true;
        },
      }, signal);
    } catch (error) {
      if (signal.aborted) return;
      if (isApiError(error, 'NotFound')) {
        if (!(await poll(target, signal, Infinity))) target.onStatus({ mode: 'off' });
        return;
      }
      if (isApiError(error, 'AuthenticationRequired')) signedOut = true;
      else if (isApiError(error, 'RateLimited')) {
        // The service holds as many streams as it may: the event search, for a while, then the stream again.
        if (!(await poll(target, signal, Date.now() + retryAfterRefusalMs))) target.onStatus({ mode: 'off' });
        continue;
      }
    }
    if (signal.aborted) return;
    if (signedOut) {
      target.onStatus({ mode: 'off' });
      target.onSignedOut();
      return;
    }
    // The connection broke (a restart, a network change): again, after a pause that grows to 10 s.
    target.onStatus({ mode: 'reconnecting' });
    failures += 1;
    await pause(Math.min(10_000, 500 * 2 ** Math.min(failures, 5)), signal);
  }
}
