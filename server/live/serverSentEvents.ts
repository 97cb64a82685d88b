/**
 * The text/event-stream format (the HTML standard's "Server-sent events"): a message is lines of
 * `field: value` ended by a blank line; a line starting with `:` is a comment, which clients
 * ignore and which keeps the connection from looking idle.
 */

export interface StreamMessage {
  /** What the client keeps as its last event id, and sends back as `Last-Event-ID` when it reconnects. */
  id?: number;
  /** The message's type; a client's default handler reads messages without one. */
  event?: string;
  data: unknown;
}

export function formatMessage({ id, event, data }: StreamMessage): string {
  // JSON.stringify escapes line breaks inside strings, so the data is one line.
  return `${id === undefined ? '' : `id: ${id}\n`}${event === undefined ? '' : `event: ${event}\n`}data: ${JSON.stringify(data)}\n\n`;
}

/** How long a client waits before reconnecting, told once at the start. */
export const formatRetry = (ms: number): string => `retry: ${ms}\n\n`;

export const heartbeat = ': keep-alive\n\n';

/**
 * `Last-Event-ID` as a client sends it: the id of the last event it received (digits), or absent.
 * Anything else is refused by the route, naming the header.
 */
export function readLastEventId(header: string | string[] | undefined): number | undefined | 'invalid' {
  if (header === undefined) return undefined;
  const text = Array.isArray(header) ? header[0] ?? '' : header;
  if (text.trim() === '') return undefined;
  return /^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : 'invalid';
}
