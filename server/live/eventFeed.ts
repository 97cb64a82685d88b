import type { AuditEvent } from '../../contract/events';
import { holds, type Principal } from '../auth/principal';
import type { Sessions } from '../auth/sessions';
import { TooManyAttempts } from '../domain/errors';
import { eventsSince, lastEventId } from '../store/events';
import type { Db } from '../store/openDatabase';
import { formatMessage, formatRetry, heartbeat } from './serverSentEvents';
import { stillSignedIn } from './stillSignedIn';

/**
 * The event log as it grows, sent to every open live stream (`GET /api/admin/events/stream`,
 * server/README.md's Live updates). The feed reads the events recorded since the last it sent,
 * whoever recorded them (a request, the change request scheduler, `npm run import` in another
 * process): SQLite hands out ids in commit order, so "after the last id sent" misses none. It
 * reads on a short interval while anyone listens, and at once after each write request.
 */

/** One open stream, as the route gives it: where its text goes. */
export interface StreamConnection {
  /** Writes the text; false once the client has fallen so far behind that it is to be dropped. */
  write(text: string): boolean;
  end(): void;
}

interface Listener {
  connection: StreamConnection;
  principal: Principal;
  caller: string;
}

export interface EventFeedOptions {
  db: Db;
  sessions: Pick<Sessions, 'peek'>;
  /** How often the log is read while anyone listens. */
  pollMs: number;
  /** How often a comment is sent, so that neither the service's idle timeout nor a proxy's closes a quiet stream. */
  heartbeatMs: number;
  /** How often each listener's sign-in is checked again (a sign-out or a deleted token ends its stream). */
  checkMs: number;
  maxClients: number;
  maxPerCaller: number;
  /** The most missed events a resumed stream is sent; beyond that it gets `reset` (read everything again). */
  backlog: number;
  /** How long a client waits before reconnecting. */
  retryMs: number;
  onError(error: unknown): void;
}

/** The bounds and times of a feed, unless the app is given others (tests shorten them). */
export const defaultFeedSettings = {
  pollMs: 250,
  heartbeatMs: 15_000,
  checkMs: 1_000,
  maxClients: 500,
  maxPerCaller: 20,
  backlog: 1_000,
  retryMs: 1_000,
} as const satisfies Partial<EventFeedOptions>;

export type FeedSettings = { -readonly [K in keyof typeof defaultFeedSettings]: number };

export interface EventFeed {
  /** Refuses (429) a new stream beyond the bounds, before anything is sent. */
  admit(principal: Principal): void;
  /** Starts a stream: the events after `lastEventId` it missed (or `reset`), then `ready`, then each new event. */
  join(connection: StreamConnection, principal: Principal, lastEventId: number | undefined): void;
  leave(connection: StreamConnection): void;
  /** Sends what was recorded since the last look (called after a write, so it goes out at once). */
  poll(): void;
  /** Ends every stream (the service is closing). */
  close(): void;
  readonly size: number;
}

/** As in the event search: someone who is not an admin sees only the events of projects. */
export const maySee = (principal: Principal, event: AuditEvent): boolean => holds(principal, 'ADMIN') || (event.project ?? null) !== null;

const callerOf = (principal: Principal): string =>
  principal.kind === 'adminToken' ? `token:${principal.tokenId}` : principal.kind === 'user' ? `user:${principal.user.id}` : principal.kind;

/** Events read at a time: a burst (a large change request applied) goes out in several reads. */
const readBatch = 500;

export function createEventFeed(options: EventFeedOptions): EventFeed {
  const { db } = options;
  const listeners = new Map<StreamConnection, Listener>();
  /** The id of the last event the feed has read. */
  let cursor = 0;
  let timers: NodeJS.Timeout[] = [];

  function startTimers(): void {
    const every = (ms: number, run: () => void) => setInterval(run, ms).unref();
    timers = [every(options.pollMs, poll), every(options.heartbeatMs, beat), every(options.checkMs, check)];
  }

  function stopTimers(): void {
    for (const timer of timers) clearInterval(timer);
    timers = [];
  }

  function drop(listener: Listener, last?: string): void {
    if (!listeners.delete(listener.connection)) return;
    if (last !== undefined) listener.connection.write(last);
    listener.connection.end();
    if (listeners.size === 0) stopTimers();
  }

  function send(listener: Listener, text: string): void {
    if (listeners.has(listener.connection) && !listener.connection.write(text)) drop(listener);
  }

  function poll(): void {
    if (listeners.size === 0) return;
    try {
      for (;;) {
        const events = eventsSince(db, cursor, readBatch);
        for (const event of events) {
          const text = formatMessage({ id: event.id, data: event });
          for (const listener of [...listeners.values()]) if (maySee(listener.principal, event)) send(listener, text);
          cursor = event.id;
        }
        if (events.length < readBatch) break;
      }
    } catch (error) {
      options.onError(error);
    }
  }

  function beat(): void {
    for (const listener of [...listeners.values()]) send(listener, heartbeat);
  }

  function check(): void {
    try {
      for (const listener of [...listeners.values()]) {
        const now = stillSignedIn(db, options.sessions, listener.principal);
        if (now) listener.principal = now;
        else drop(listener, formatMessage({ event: 'signed-out', data: { message: 'The sign-in this stream was opened with has ended.' } }));
      }
    } catch (error) {
      options.onError(error);
    }
  }

  /** The events a resumed stream missed, or undefined when they are too many (or the id is not this log's). */
  function missed(after: number, principal: Principal): AuditEvent[] | undefined {
    if (after > cursor) return undefined;
    const events = eventsSince(db, after, options.backlog + 1).filter((event) => event.id <= cursor);
    if (events.length > options.backlog) return undefined;
    return events.filter((event) => maySee(principal, event));
  }

  return {
    admit(principal) {
      const caller = callerOf(principal);
      const own = [...listeners.values()].filter((listener) => listener.caller === caller).length;
      if (listeners.size >= options.maxClients) {
        throw new TooManyAttempts(`The service already holds ${options.maxClients} live streams, its most; the console reads the event log every few seconds instead.`, 30);
      }
      if (own >= options.maxPerCaller) {
        throw new TooManyAttempts(`You already have ${options.maxPerCaller} live streams open, the most one caller may; close a tab of the console.`, 30);
      }
    },
    join(connection, principal, after) {
      if (listeners.size === 0) {
        // Nobody listened, so nothing was read: the feed takes up from the log as it is now.
        cursor = lastEventId(db);
        startTimers();
      } else {
        poll();
      }
      const listener: Listener = { connection, principal, caller: callerOf(principal) };
      listeners.set(connection, listener);
      send(listener, formatRetry(options.retryMs));
      if (after !== undefined && after !== cursor) {
        const events = missed(after, principal);
        if (events) for (const event of events) send(listener, formatMessage({ id: event.id, data: event }));
        else send(listener, formatMessage({ id: cursor, event: 'reset', data: { lastEventId: cursor } }));
      }
      send(listener, formatMessage({ id: cursor, event: 'ready', data: { lastEventId: cursor } }));
    },
    leave(connection) {
      const listener = listeners.get(connection);
      if (listener) drop(listener);
    },
    poll,
    close() {
      for (const listener of [...listeners.values()]) drop(listener);
      stopTimers();
    },
    get size() {
      return listeners.size;
    },
  };
}
