import type { AuditEvent } from '../../contract/events';
import {
  deliveryExists, findAddon, finishDelivery, postponeDelivery, queueHeads, recordIntegrationEvent, type PendingDelivery, type StoredAddon,
} from '../store/addons';
import { findEvent } from '../store/events';
import { isoNow } from '../store/json';
import type { Db } from '../store/openDatabase';
import { writeTransaction } from '../store/writeTransaction';
import { deliveryRequest } from './deliveryRequest';
import { checkDestination, parseDestinationUrl, RefusedDestination, UnresolvedHost, type AllowedHosts, type Resolver } from './destination';
import { sendRequest } from './sendRequest';

/*
 * Sends what the queue holds (server/README.md, Integrations), in the background: a write only
 * queues its events (a trigger, in its transaction), so it neither waits for a receiver nor fails
 * with one. Each integration's deliveries go out one at a time in the order recorded, integrations
 * side by side; a failure that may pass (no answer, 408, 429, 5xx, a host that did not resolve) is
 * tried again after 1 s, 2 s, 4 s… up to `attempts` in all. Every attempt's outcome is kept as
 * Unleash's integration events. A delivery under way when the service stops is sent again after
 * the restart: a receiver may see one twice, never none.
 */

export interface DeliverySettings {
  /** `INTEGRATION_ALLOWED_HOSTS`: `host:port`s a delivery may reach though they are not public. */
  allowedHosts: AllowedHosts;
  attempts: number;
  firstRetryMs: number;
  longestRetryMs: number;
  timeoutMs: number;
  /** How often the queue is read when nothing woke the worker (writes made by another process). */
  pollMs: number;
  resolve?: Resolver | undefined;
}

export const defaultDeliverySettings: DeliverySettings = {
  allowedHosts: new Set(),
  attempts: 8,
  firstRetryMs: 1_000,
  longestRetryMs: 10 * 60_000,
  timeoutMs: 10_000,
  pollMs: 1_000,
};

export interface DeliveryWorker {
  start(): void;
  /** A write was made: look at the queue now rather than at the next poll. */
  poke(): void;
  stop(): Promise<void>;
}

interface Outcome { delivered: boolean; retry: boolean; details: string; statusCode?: number }

const seconds = (ms: number) => (ms < 1_000 ? `${ms} ms` : `${Math.round(ms / 1_000)} s`);

export function createDeliveryWorker(db: Db, settings: DeliverySettings, onError: (error: unknown) => void): DeliveryWorker {
  const abort = new AbortController();
  const busy = new Set<number>();
  const inFlight = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;

  function schedule(ms: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(pass, Math.max(0, ms));
    timer.unref();
  }

  function pass(): void {
    const now = Date.now();
    let next = now + settings.pollMs;
    try {
      for (const head of queueHeads(db)) {
        if (busy.has(head.addonId)) continue;
        const due = Date.parse(head.nextAttemptAt);
        if (due <= now) launch(head);
        else next = Math.min(next, due);
      }
    } catch (error) {
      onError(error);
    }
    schedule(next - now);
  }

  function launch(head: PendingDelivery): void {
    busy.add(head.addonId);
    const running: Promise<void> = attempt(head).catch(onError).finally(() => {
      busy.delete(head.addonId);
      inFlight.delete(running);
      schedule(0);
    });
    inFlight.add(running);
  }

  async function send(addon: StoredAddon, event: AuditEvent): Promise<Outcome> {
    try {
      const outgoing = deliveryRequest(addon, event);
      const pinned = await checkDestination(parseDestinationUrl(outgoing.url), settings.allowedHosts, settings.resolve);
      const answer = await sendRequest(outgoing, pinned, { timeoutMs: settings.timeoutMs, signal: abort.signal });
      if ('error' in answer) return { delivered: false, retry: true, details: `No answer: ${answer.error}` };
      const { status, statusText } = answer;
      const said = `Status code: ${status}${statusText ? ` ${statusText}` : ''}`;
      if (status >= 200 && status < 300) return { delivered: true, retry: false, details: said, statusCode: status };
      return { delivered: false, retry: status >= 500 || status === 408 || status === 429, details: said, statusCode: status };
    } catch (error) {
      if (!(error instanceof RefusedDestination)) throw error;
      return { delivered: false, retry: error instanceof UnresolvedHost, details: `Not sent: ${error.message}` };
    }
  }

  async function attempt(head: PendingDelivery): Promise<void> {
    const addon = findAddon(db, head.addonId);
    const event = findEvent(db, head.eventId);
    if (!addon || !addon.enabled || !event) {
      // Its integration was turned off, or its event pruned before it could be sent.
      writeTransaction(db, () => finishDelivery(db, head.id));
      return;
    }
    const outcome = await send(addon, event);
    if (abort.signal.aborted) return;
    const attemptNumber = head.attempts + 1;
    const retryInMs = Math.min(settings.firstRetryMs * 2 ** head.attempts, settings.longestRetryMs);
    const again = !outcome.delivered && outcome.retry && attemptNumber < settings.attempts;
    const stateDetails = outcome.delivered ? `Delivered. ${outcome.details}`
      : again ? `${outcome.details}. Trying again in ${seconds(retryInMs)} (attempt ${attemptNumber} of ${settings.attempts}).`
        : outcome.retry ? `${outcome.details}. Gave up after ${attemptNumber} attempts.` : outcome.details;
    writeTransaction(db, () => {
      // Deleted, or turned off, while the delivery was under way.
      if (!deliveryExists(db, head.id)) return;
      const nextAttemptAt = new Date(Date.now() + retryInMs).toISOString();
      if (again) postponeDelivery(db, head.id, attemptNumber, nextAttemptAt);
      else finishDelivery(db, head.id);
      recordIntegrationEvent(db, {
        integrationId: addon.id,
        createdAt: isoNow(),
        state: outcome.delivered ? 'success' : 'failed',
        stateDetails,
        event,
        details: {
          provider: addon.provider, attempt: attemptNumber,
          ...(outcome.statusCode === undefined ? {} : { statusCode: outcome.statusCode }),
          ...(again ? { nextAttemptAt } : {}),
        },
      });
    });
  }

  return {
    start() {
      stopped = false;
      schedule(0);
    },
    poke() {
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      abort.abort();
      await Promise.allSettled([...inFlight]);
    },
  };
}
