/**
 * Reads the text/event-stream format (the HTML standard's "Server-sent events") from chunks of
 * text as they arrive: a message is `field: value` lines ended by a blank line; comment lines
 * (`:`) are skipped. The browser's EventSource does this too, but sends no Authorization header,
 * and a console signed in with a token has only that.
 */
export interface StreamMessage {
  /** The message's type; `message` when it names none. */
  event: string;
  data: string;
  /** The id the message carried, if any. */
  id?: string;
}

export function createMessageReader(onMessage: (message: StreamMessage) => void): (chunk: string) => void {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  const dispatch = () => {
    if (data.length > 0 || id !== undefined) onMessage({ event: event || 'message', data: data.join('\n'), ...(id === undefined ? {} : { id }) });
    event = '';
    data = [];
    id = undefined;
  };
  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\u0000')) id = value;
  };
  return (chunk) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    // The last piece has no line end yet (or is empty): it waits for the next chunk.
    buffer = lines.pop() ?? '';
    for (const text of lines) line(text);
  };
}
